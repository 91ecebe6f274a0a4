ALTER TABLE "outbox_messages" ADD COLUMN "transport" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "transport_ref" text;