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
CREATE TABLE "price_list_assortments" (
	"price_list_id" uuid NOT NULL,
	"assortment" text NOT NULL,
	"position" integer NOT NULL,
	"base_price_ore" integer NOT NULL,
	"size_premium_ore" integer NOT NULL,
	"market_premium_ore" integer NOT NULL,
	"availability_premium_ore" integer NOT NULL,
	"agreement_premium_ore" integer NOT NULL,
	"ground_protection_fee_ore" integer NOT NULL,
	"fsc_premium_bp" integer,
	"pefc_premium_bp" integer,
	"nature_conservation_applies" boolean NOT NULL,
	"reload_deduction_ore" integer NOT NULL,
	CONSTRAINT "price_list_assortments_price_list_id_assortment_pk" PRIMARY KEY("price_list_id","assortment"),
	CONSTRAINT "price_list_assortments_non_negative" CHECK ("price_list_assortments"."base_price_ore" >= 0 AND "price_list_assortments"."size_premium_ore" >= 0 AND "price_list_assortments"."market_premium_ore" >= 0 AND "price_list_assortments"."availability_premium_ore" >= 0 AND "price_list_assortments"."agreement_premium_ore" >= 0 AND "price_list_assortments"."ground_protection_fee_ore" >= 0 AND "price_list_assortments"."reload_deduction_ore" >= 0),
	CONSTRAINT "price_list_assortments_certification_min" CHECK (("price_list_assortments"."fsc_premium_bp" IS NULL OR "price_list_assortments"."fsc_premium_bp" >= 500) AND ("price_list_assortments"."pefc_premium_bp" IS NULL OR "price_list_assortments"."pefc_premium_bp" >= 500))
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"expected_dividend_bp" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_valid_order" CHECK ("price_lists"."valid_to" IS NULL OR "price_lists"."valid_to" >= "price_lists"."valid_from"),
	CONSTRAINT "price_lists_dividend" CHECK ("price_lists"."expected_dividend_bp" >= 0)
);
--> statement-breakpoint
ALTER TABLE "price_calculation_estates" ADD CONSTRAINT "price_calculation_estates_estate_id_map_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."map_estates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_assortments" ADD CONSTRAINT "price_list_assortments_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_lists_valid_idx" ON "price_lists" USING btree ("valid_from");