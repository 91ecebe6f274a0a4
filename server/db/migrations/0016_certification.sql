CREATE TABLE "certification_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"sent_by_member_id" uuid NOT NULL,
	"certificate_type" text NOT NULL,
	"status" text NOT NULL,
	"answers" jsonb NOT NULL,
	"advisor_message" text NOT NULL,
	"total_area_forest_ha" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"issued_on" date,
	CONSTRAINT "certification_applications_status" CHECK ("certification_applications"."status" in ('awaitingSignature', 'pending', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "certification_estates" (
	"estate_id" uuid PRIMARY KEY NOT NULL,
	"productive_forest_ha" double precision NOT NULL,
	"plan_date" date,
	"exemption_until" date,
	"use_right_group_id" text,
	"certified_until" date,
	"manually_adjusted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "certification_estates_area" CHECK ("certification_estates"."productive_forest_ha" >= 0)
);
--> statement-breakpoint
CREATE TABLE "certification_members" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"certified_outside_cooperative" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certification_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"certificate_type" text NOT NULL,
	"text" text NOT NULL,
	"help" text,
	"min_area_ha" double precision DEFAULT 0 NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certification_applications" ADD CONSTRAINT "certification_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_applications" ADD CONSTRAINT "certification_applications_sent_by_member_id_members_id_fk" FOREIGN KEY ("sent_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_estates" ADD CONSTRAINT "certification_estates_estate_id_map_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."map_estates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_members" ADD CONSTRAINT "certification_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certification_applications_one_open" ON "certification_applications" USING btree ("member_id") WHERE "certification_applications"."status" in ('awaitingSignature', 'pending');--> statement-breakpoint
CREATE INDEX "certification_applications_member_idx" ON "certification_applications" USING btree ("member_id","created_at");