CREATE TABLE "sign_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_ref" text NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"signer_member_id" uuid NOT NULL,
	"signer_personal_number" text NOT NULL,
	"acting_for_member_id" uuid NOT NULL,
	"user_visible_data" text NOT NULL,
	"data_sha256" text NOT NULL,
	"status" text NOT NULL,
	"hint_code" text,
	"auto_start_token" text NOT NULL,
	"qr_start_token" text NOT NULL,
	"qr_start_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"completion_data" jsonb,
	"result" jsonb,
	CONSTRAINT "sign_orders_order_ref_unique" UNIQUE("order_ref")
);
--> statement-breakpoint
CREATE TABLE "test_signer_orders" (
	"order_ref" text PRIMARY KEY NOT NULL,
	"personal_number" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sign_orders" ADD CONSTRAINT "sign_orders_signer_member_id_members_id_fk" FOREIGN KEY ("signer_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_orders" ADD CONSTRAINT "sign_orders_acting_for_member_id_members_id_fk" FOREIGN KEY ("acting_for_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_orders_one_pending" ON "sign_orders" USING btree ("kind","subject_id") WHERE "sign_orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "sign_orders_one_complete" ON "sign_orders" USING btree ("kind","subject_id") WHERE "sign_orders"."status" = 'complete';--> statement-breakpoint
CREATE INDEX "sign_orders_signer_idx" ON "sign_orders" USING btree ("signer_member_id","created_at");