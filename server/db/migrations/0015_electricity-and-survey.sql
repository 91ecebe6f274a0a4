CREATE TABLE "electricity_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"facility_id" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"bidding_area" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"notice_period_months" integer NOT NULL,
	"invoice_method" text NOT NULL,
	CONSTRAINT "electricity_agreements_area" CHECK ("electricity_agreements"."bidding_area" in ('SE1','SE2','SE3','SE4')),
	CONSTRAINT "electricity_agreements_dates" CHECK ("electricity_agreements"."end_date" is null or "electricity_agreements"."end_date" >= "electricity_agreements"."start_date")
);
--> statement-breakpoint
CREATE TABLE "electricity_consumption" (
	"facility_id" text NOT NULL,
	"day" date NOT NULL,
	"wh" integer[] NOT NULL,
	CONSTRAINT "electricity_consumption_facility_id_day_pk" PRIMARY KEY("facility_id","day"),
	CONSTRAINT "electricity_consumption_hours" CHECK (cardinality("electricity_consumption"."wh") = 24)
);
--> statement-breakpoint
CREATE TABLE "electricity_customers" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"customer_number" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"phone" text,
	"mobile" text,
	"email" text,
	CONSTRAINT "electricity_customers_customer_number_unique" UNIQUE("customer_number")
);
--> statement-breakpoint
CREATE TABLE "electricity_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"invoice_number" bigint NOT NULL,
	"facility_id" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"due_date" date NOT NULL,
	"payment_date" date,
	"amount_ore" bigint NOT NULL,
	"remaining_ore" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vision_surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text NOT NULL,
	"personal" jsonb NOT NULL,
	"groups" jsonb NOT NULL,
	"message" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "vision_surveys_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
ALTER TABLE "electricity_agreements" ADD CONSTRAINT "electricity_agreements_member_id_electricity_customers_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."electricity_customers"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electricity_customers" ADD CONSTRAINT "electricity_customers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electricity_invoices" ADD CONSTRAINT "electricity_invoices_member_id_electricity_customers_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."electricity_customers"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vision_surveys" ADD CONSTRAINT "vision_surveys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "electricity_agreements_member_idx" ON "electricity_agreements" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "electricity_invoices_number_idx" ON "electricity_invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "electricity_invoices_member_idx" ON "electricity_invoices" USING btree ("member_id","invoice_number");