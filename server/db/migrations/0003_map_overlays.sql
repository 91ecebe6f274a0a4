CREATE TABLE "map_compartments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"number" text NOT NULL,
	"area_ha" double precision NOT NULL,
	"spruce_percent" integer NOT NULL,
	"pine_percent" integer NOT NULL,
	"deciduous_percent" integer NOT NULL,
	"age" integer NOT NULL,
	"volume_m3sk" double precision NOT NULL,
	"site_index" text NOT NULL,
	"maturity_class" text NOT NULL,
	"target_class" text NOT NULL,
	"geometry" jsonb NOT NULL,
	"min_e" double precision NOT NULL,
	"min_n" double precision NOT NULL,
	"max_e" double precision NOT NULL,
	"max_n" double precision NOT NULL,
	CONSTRAINT "map_compartments_estate_number" UNIQUE("estate_id","number")
);
--> statement-breakpoint
CREATE TABLE "map_estate_owners" (
	"estate_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"share_percent" double precision,
	CONSTRAINT "map_estate_owners_estate_id_member_id_pk" PRIMARY KEY("estate_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "map_estates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"designation" text NOT NULL,
	"municipality" text NOT NULL,
	"geometry" jsonb NOT NULL,
	"min_e" double precision NOT NULL,
	"min_n" double precision NOT NULL,
	"max_e" double precision NOT NULL,
	"max_n" double precision NOT NULL,
	CONSTRAINT "map_estates_designation_unique" UNIQUE("designation")
);
--> statement-breakpoint
CREATE TABLE "map_forest_overview" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"compartment_id" uuid,
	"auto_plan_id" text NOT NULL,
	"land_type" text NOT NULL,
	"area_ha" double precision NOT NULL,
	"age" integer NOT NULL,
	"site_index" text NOT NULL,
	"diameter_cm" double precision NOT NULL,
	"upper_height_m" double precision NOT NULL,
	"basal_area_m2_per_ha" double precision NOT NULL,
	"volume_m3sk_per_ha" double precision NOT NULL,
	"spruce_percent" integer NOT NULL,
	"pine_percent" integer NOT NULL,
	"deciduous_percent" integer NOT NULL,
	"measure_date" date NOT NULL,
	"projection_date" date NOT NULL,
	"method" text NOT NULL,
	"division_source" text NOT NULL,
	"geometry" jsonb NOT NULL,
	"min_e" double precision NOT NULL,
	"min_n" double precision NOT NULL,
	"max_e" double precision NOT NULL,
	"max_n" double precision NOT NULL,
	CONSTRAINT "map_forest_overview_auto_plan_id_unique" UNIQUE("auto_plan_id")
);
--> statement-breakpoint
CREATE TABLE "map_landings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"name" text NOT NULL,
	"comment" text,
	"carrying_capacity_class" text NOT NULL,
	"availability_class" text NOT NULL,
	"passability_class" text NOT NULL,
	"turning_point_class" text NOT NULL,
	"reloading_class" text NOT NULL,
	"plowedroad_class" text NOT NULL,
	"striproad_class" text NOT NULL,
	"geometry" jsonb NOT NULL,
	"min_e" double precision NOT NULL,
	"min_n" double precision NOT NULL,
	"max_e" double precision NOT NULL,
	"max_n" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"created_by_member_id" uuid,
	"type" text NOT NULL,
	"comment" text NOT NULL,
	"status" text NOT NULL,
	"number_of_trees" integer,
	"main_tree_species" text,
	"forest_type" text,
	"executed_by" text,
	"executed_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"geometry" jsonb NOT NULL,
	"min_e" double precision NOT NULL,
	"min_n" double precision NOT NULL,
	"max_e" double precision NOT NULL,
	"max_n" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_reference_features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"layer" text NOT NULL,
	"properties" jsonb NOT NULL,
	"geometry" jsonb NOT NULL,
	"min_e" double precision NOT NULL,
	"min_n" double precision NOT NULL,
	"max_e" double precision NOT NULL,
	"max_n" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "map_compartments" ADD CONSTRAINT "map_compartments_estate_id_map_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."map_estates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_estate_owners" ADD CONSTRAINT "map_estate_owners_estate_id_map_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."map_estates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_estate_owners" ADD CONSTRAINT "map_estate_owners_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_forest_overview" ADD CONSTRAINT "map_forest_overview_estate_id_map_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."map_estates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_forest_overview" ADD CONSTRAINT "map_forest_overview_compartment_id_map_compartments_id_fk" FOREIGN KEY ("compartment_id") REFERENCES "public"."map_compartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_landings" ADD CONSTRAINT "map_landings_estate_id_map_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."map_estates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_notes" ADD CONSTRAINT "map_notes_estate_id_map_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."map_estates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_notes" ADD CONSTRAINT "map_notes_created_by_member_id_members_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "map_estate_owners_member_idx" ON "map_estate_owners" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "map_forest_overview_estate_idx" ON "map_forest_overview" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "map_landings_estate_idx" ON "map_landings" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "map_notes_estate_idx" ON "map_notes" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "map_reference_features_layer_idx" ON "map_reference_features" USING btree ("layer","min_e","max_e");