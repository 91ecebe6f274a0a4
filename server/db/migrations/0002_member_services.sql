CREATE TABLE "address_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"co" text,
	"address1" text NOT NULL,
	"address2" text,
	"country" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"status" text DEFAULT 'pendingReview' NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"list_id" text NOT NULL,
	"drive_item_id" text NOT NULL,
	"filename" text NOT NULL,
	"title" text NOT NULL,
	"file_type" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"modified" timestamp with time zone NOT NULL,
	CONSTRAINT "member_documents_drive_item_id_unique" UNIQUE("drive_item_id")
);
--> statement-breakpoint
CREATE TABLE "proxy_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"proxy_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"sent_by_member_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"contact_preference" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "mobile_country_code" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "mobile_phone" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "address_co" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "address1" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "address2" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "contact_preferences" jsonb;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "stake_percent" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "above_stake_participation" boolean;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "profile_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "proxies" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proxies" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "address_change_requests" ADD CONSTRAINT "address_change_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_change_requests" ADD CONSTRAINT "address_change_requests_requested_by_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_requests" ADD CONSTRAINT "certificate_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_documents" ADD CONSTRAINT "member_documents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_tickets" ADD CONSTRAINT "proxy_tickets_proxy_id_proxies_id_fk" FOREIGN KEY ("proxy_id") REFERENCES "public"."proxies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_sent_by_member_id_members_id_fk" FOREIGN KEY ("sent_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_documents_member_idx" ON "member_documents" USING btree ("member_id","list_id");--> statement-breakpoint
CREATE INDEX "support_messages_member_idx" ON "support_messages" USING btree ("member_id");