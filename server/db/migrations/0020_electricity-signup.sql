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
ALTER TABLE "electricity_signups" ADD CONSTRAINT "electricity_signups_member_id_electricity_customers_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."electricity_customers"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electricity_signups" ADD CONSTRAINT "electricity_signups_agreement_id_electricity_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."electricity_agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "electricity_signups_one_waiting" ON "electricity_signups" USING btree ("member_id") WHERE "electricity_signups"."status" = 'awaitingSignature';