CREATE TABLE "electricity_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"facility_id" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"bidding_area" text NOT NULL,
	"start_date" date NOT NULL,
	"invoice_method" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	"agreement_id" uuid,
	CONSTRAINT "electricity_signups_status" CHECK ("electricity_signups"."status" in ('awaitingSignature', 'signed'))
);
--> statement-breakpoint
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
ALTER TABLE "certification_applications" DROP CONSTRAINT "certification_applications_status";--> statement-breakpoint
ALTER TABLE "certification_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certification_applications" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "electricity_signups" ADD CONSTRAINT "electricity_signups_member_id_electricity_customers_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."electricity_customers"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electricity_signups" ADD CONSTRAINT "electricity_signups_agreement_id_electricity_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."electricity_agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_links" ADD CONSTRAINT "sign_links_signer_member_id_members_id_fk" FOREIGN KEY ("signer_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_links" ADD CONSTRAINT "sign_links_acting_for_member_id_members_id_fk" FOREIGN KEY ("acting_for_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "electricity_signups_one_waiting" ON "electricity_signups" USING btree ("member_id") WHERE "electricity_signups"."status" = 'awaitingSignature';--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_links_one_sent" ON "sign_links" USING btree ("kind","subject_id") WHERE "sign_links"."status" = 'sent';--> statement-breakpoint
ALTER TABLE "certification_applications" ADD CONSTRAINT "certification_applications_status" CHECK ("certification_applications"."status" in ('awaitingSignature', 'pending', 'completed', 'rejected', 'cancelled'));