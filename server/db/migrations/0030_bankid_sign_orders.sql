ALTER TABLE "sign_orders" ADD COLUMN "end_user_ip" text;--> statement-breakpoint
ALTER TABLE "sign_orders" ADD COLUMN "collected_at" timestamp with time zone;