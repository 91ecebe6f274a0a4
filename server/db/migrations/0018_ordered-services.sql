CREATE TABLE "service_measurements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"assortment" text NOT NULL,
	"delivery_place" text NOT NULL,
	"measured_on" date NOT NULL,
	"log_order_number" text NOT NULL,
	"accounting_number" text NOT NULL,
	"quantity_m3fub" double precision NOT NULL,
	"price_based_quantity_m3fub" double precision NOT NULL,
	"gross_quantity_m3fub" double precision NOT NULL,
	"final_measured" boolean NOT NULL,
	"value_sek" double precision NOT NULL,
	"additions_sek" double precision NOT NULL,
	"deductions_sek" double precision NOT NULL,
	"wreck_causes" jsonb NOT NULL,
	"logs" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"service_order_number" text NOT NULL,
	"sub_project" text NOT NULL,
	"treatment_type" text NOT NULL,
	"estate" text NOT NULL,
	"state" text NOT NULL,
	"signed_on" date NOT NULL,
	"total_area_ha" double precision NOT NULL,
	"steps_completed" integer NOT NULL,
	"steps_total" integer NOT NULL,
	"worker" text,
	"total_volume_m3fub" double precision,
	"last_modified_at" timestamp with time zone NOT NULL,
	"manager_name" text NOT NULL,
	"manager_phone" text,
	"related_links" jsonb NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "service_orders_service_order_number_unique" UNIQUE("service_order_number")
);
--> statement-breakpoint
CREATE TABLE "service_site_info" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"n" double precision NOT NULL,
	"e" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_treatment_units" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"unit_type" text NOT NULL,
	"treatment_type" text NOT NULL,
	"draft" boolean NOT NULL,
	"area_ha" double precision NOT NULL,
	"season" text,
	"seedling_size" text,
	"treatment" text,
	"provenance" text,
	"production_system" text,
	"species" text,
	"total_seedlings" integer,
	"seedlings_per_ha" integer,
	"volume_per_ha_m3fub" double precision,
	"start_earliest" date,
	"outline" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_measurements" ADD CONSTRAINT "service_measurements_order_id_service_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."service_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_site_info" ADD CONSTRAINT "service_site_info_order_id_service_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."service_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_treatment_units" ADD CONSTRAINT "service_treatment_units_order_id_service_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."service_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_measurements_order_idx" ON "service_measurements" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "service_orders_member_idx" ON "service_orders" USING btree ("member_id","state","signed_on");--> statement-breakpoint
CREATE INDEX "service_site_info_order_idx" ON "service_site_info" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "service_treatment_units_order_idx" ON "service_treatment_units" USING btree ("order_id");