CREATE TABLE "timber_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" serial NOT NULL,
	"agreement_id" uuid NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"final_delivery_reason" text,
	"email" text,
	"transporter_message" text,
	"eudr_volume" integer,
	"eudr_status" text DEFAULT 'None' NOT NULL,
	"created_by_member_id" uuid NOT NULL,
	"notified_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timber_deliveries_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "timber_deliveries_status" CHECK ("timber_deliveries"."status" in ('Draft','Ongoing','Closed')),
	CONSTRAINT "timber_deliveries_closed_reason" CHECK (("timber_deliveries"."status" = 'Closed') = ("timber_deliveries"."final_delivery_reason" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "timber_landing_assortments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_id" uuid NOT NULL,
	"assortment" text NOT NULL,
	"volume" integer NOT NULL,
	"felling_week" text NOT NULL,
	"spruce_percentage" integer NOT NULL,
	"origin" text,
	"number_of_stacks" integer NOT NULL,
	"final" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timber_landing_assortments_bounds" CHECK ("timber_landing_assortments"."number_of_stacks" BETWEEN 1 AND 99 AND "timber_landing_assortments"."spruce_percentage" BETWEEN 0 AND 100 AND "timber_landing_assortments"."volume" > 0)
);
--> statement-breakpoint
CREATE TABLE "timber_landings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"e" double precision NOT NULL,
	"n" double precision NOT NULL,
	"carrying_capacity_class" text NOT NULL,
	"availability_class" text NOT NULL,
	"passability_class" text NOT NULL,
	"turning_point_class" text NOT NULL,
	"reloading_class" text NOT NULL,
	"plowed_road_class" text NOT NULL,
	"strip_road_class" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timber_origin_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"rings" jsonb NOT NULL,
	"compartment_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"area_ha" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timber_stack_tag_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"lines" jsonb NOT NULL,
	"expected_by" date NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timber_stack_tag_orders_delivery_id_unique" UNIQUE("delivery_id")
);
--> statement-breakpoint
ALTER TABLE "timber_deliveries" ADD CONSTRAINT "timber_deliveries_agreement_id_timber_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."timber_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timber_deliveries" ADD CONSTRAINT "timber_deliveries_created_by_member_id_members_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timber_landing_assortments" ADD CONSTRAINT "timber_landing_assortments_landing_id_timber_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."timber_landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timber_landings" ADD CONSTRAINT "timber_landings_delivery_id_timber_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."timber_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timber_origin_areas" ADD CONSTRAINT "timber_origin_areas_delivery_id_timber_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."timber_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timber_stack_tag_orders" ADD CONSTRAINT "timber_stack_tag_orders_delivery_id_timber_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."timber_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "timber_deliveries_one_draft" ON "timber_deliveries" USING btree ("agreement_id") WHERE "timber_deliveries"."status" = 'Draft';--> statement-breakpoint
CREATE INDEX "timber_deliveries_agreement_idx" ON "timber_deliveries" USING btree ("agreement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timber_landing_assortments_one" ON "timber_landing_assortments" USING btree ("landing_id","assortment");--> statement-breakpoint
CREATE INDEX "timber_landings_delivery_idx" ON "timber_landings" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "timber_origin_areas_delivery_idx" ON "timber_origin_areas" USING btree ("delivery_id");