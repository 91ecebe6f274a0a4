CREATE TABLE "my_map_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"compartment_id" uuid NOT NULL,
	"status" text NOT NULL,
	"role" text NOT NULL,
	"type" text NOT NULL,
	"performer" text NOT NULL,
	"start_year" integer NOT NULL,
	"end_year" integer NOT NULL,
	"harvest_volume" integer,
	"unit" text,
	"note" text DEFAULT '' NOT NULL,
	"date_done" date,
	"species_shares" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_member_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "my_map_calculations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "my_map_compartments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"number" text NOT NULL,
	"area_ha" double precision NOT NULL,
	"age" integer NOT NULL,
	"maturity_class" text NOT NULL,
	"site_index" text NOT NULL,
	"volume_m3sk_per_ha" double precision NOT NULL,
	"growth_m3sk_per_ha_year" double precision NOT NULL,
	"diameter_cm" double precision NOT NULL,
	"height_m" double precision NOT NULL,
	"basal_area_m2_per_ha" double precision NOT NULL,
	"spruce_percent" integer NOT NULL,
	"pine_percent" integer NOT NULL,
	"deciduous_percent" integer NOT NULL,
	"management_class" text NOT NULL,
	"soil_moisture" text NOT NULL,
	"target_class" text NOT NULL,
	"water_target_class" text,
	"comment" text DEFAULT '' NOT NULL,
	"edited_by_owner" boolean DEFAULT false NOT NULL,
	"geometry" jsonb NOT NULL,
	"min_e" double precision NOT NULL,
	"min_n" double precision NOT NULL,
	"max_e" double precision NOT NULL,
	"max_n" double precision NOT NULL,
	CONSTRAINT "my_map_compartments_plan_number" UNIQUE("plan_id","number")
);
--> statement-breakpoint
CREATE TABLE "my_map_note_details" (
	"note_id" uuid PRIMARY KEY NOT NULL,
	"volume_m3sk_per_ha" double precision
);
--> statement-breakpoint
CREATE TABLE "my_map_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"plan_date" date NOT NULL,
	"checked_out" boolean DEFAULT false NOT NULL,
	"projected_to" date,
	CONSTRAINT "my_map_plans_estate_id_unique" UNIQUE("estate_id")
);
--> statement-breakpoint
ALTER TABLE "my_map_activities" ADD CONSTRAINT "my_map_activities_compartment_id_my_map_compartments_id_fk" FOREIGN KEY ("compartment_id") REFERENCES "public"."my_map_compartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_map_activities" ADD CONSTRAINT "my_map_activities_created_by_member_id_members_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_map_calculations" ADD CONSTRAINT "my_map_calculations_plan_id_my_map_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."my_map_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_map_calculations" ADD CONSTRAINT "my_map_calculations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_map_compartments" ADD CONSTRAINT "my_map_compartments_plan_id_my_map_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."my_map_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_map_note_details" ADD CONSTRAINT "my_map_note_details_note_id_map_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."map_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_map_plans" ADD CONSTRAINT "my_map_plans_estate_id_map_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."map_estates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "my_map_activities_compartment_idx" ON "my_map_activities" USING btree ("compartment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "my_map_calculations_report_per_day" ON "my_map_calculations" USING btree ("plan_id","day") WHERE "my_map_calculations"."kind" = 'report';--> statement-breakpoint
CREATE INDEX "my_map_calculations_plan_idx" ON "my_map_calculations" USING btree ("plan_id","created_at");--> statement-breakpoint
CREATE INDEX "my_map_compartments_bbox_idx" ON "my_map_compartments" USING btree ("plan_id","min_e","max_e");