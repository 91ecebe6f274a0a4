CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"member_id" uuid,
	"subject" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_status" CHECK ("outbox_messages"."status" in ('queued', 'sent')),
	CONSTRAINT "outbox_messages_channel" CHECK ("outbox_messages"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "sign_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"signer_member_id" uuid NOT NULL,
	"acting_for_member_id" uuid NOT NULL,
	"user_visible_data" text NOT NULL,
	"data" jsonb NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"order_ref" text,
	CONSTRAINT "sign_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "sign_links_status" CHECK ("sign_links"."status" in ('sent', 'used', 'revoked')),
	CONSTRAINT "sign_links_channel" CHECK ("sign_links"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_links" ADD CONSTRAINT "sign_links_signer_member_id_members_id_fk" FOREIGN KEY ("signer_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_links" ADD CONSTRAINT "sign_links_acting_for_member_id_members_id_fk" FOREIGN KEY ("acting_for_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_links_one_sent" ON "sign_links" USING btree ("kind","subject_id") WHERE "sign_links"."status" = 'sent';