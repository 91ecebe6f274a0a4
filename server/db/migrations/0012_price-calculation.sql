CREATE TABLE "price_calculation_estates" (
	"estate_id" uuid PRIMARY KEY NOT NULL,
	"agreement_form" text NOT NULL,
	"forest_accessibility_class" text NOT NULL,
	"road_accessibility_class" text NOT NULL,
	"roadside_storage" text NOT NULL,
	"volume" integer NOT NULL,
	"volume_unit" text NOT NULL,
	"nature_conservation_bp" integer,
	CONSTRAINT "price_calculation_estates_nature" CHECK ("price_calculation_estates"."nature_conservation_bp" IS NULL OR "price_calculation_estates"."nature_conservation_bp" BETWEEN 600 AND 1400),
	CONSTRAINT "price_calculation_estates_volume" CHECK ("price_calculation_estates"."volume" BETWEEN 1 AND 100000)
);
--> statement-breakpoint
ALTER TABLE "price_calculation_estates" ADD CONSTRAINT "price_calculation_estates_estate_id_map_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."map_estates"("id") ON DELETE no action ON UPDATE no action;