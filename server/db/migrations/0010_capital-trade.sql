CREATE SEQUENCE "public"."trade_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "stake_bases" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"productive_forest_hundredths_ha" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_order_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"period_id" uuid NOT NULL,
	"account_type" text NOT NULL,
	"order_type" text NOT NULL,
	"amount_ore" bigint NOT NULL,
	"rate_hundredths" integer NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"pep" boolean NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"member_id" uuid NOT NULL,
	"period_id" uuid NOT NULL,
	"account_type" text NOT NULL,
	"order_type" text NOT NULL,
	"amount_ore" bigint NOT NULL,
	"rate_hundredths" integer NOT NULL,
	"sum_ore" bigint NOT NULL,
	"status" text NOT NULL,
	"request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "trade_orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "trade_orders_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "trade_orders_positive" CHECK ("trade_orders"."amount_ore" > 0)
);
--> statement-breakpoint
CREATE TABLE "trade_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"trade_type" text NOT NULL,
	CONSTRAINT "trade_periods_order" CHECK ("trade_periods"."closes_on" >= "trade_periods"."opens_on")
);
--> statement-breakpoint
ALTER TABLE "stake_bases" ADD CONSTRAINT "stake_bases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_order_requests" ADD CONSTRAINT "trade_order_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_order_requests" ADD CONSTRAINT "trade_order_requests_requested_by_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_order_requests" ADD CONSTRAINT "trade_order_requests_period_id_trade_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."trade_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD CONSTRAINT "trade_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD CONSTRAINT "trade_orders_period_id_trade_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."trade_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_order_requests_member_idx" ON "trade_order_requests" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_orders_one_active_idx" ON "trade_orders" USING btree ("member_id","period_id","account_type") WHERE "trade_orders"."status" = 'Active';--> statement-breakpoint
CREATE INDEX "trade_periods_dates_idx" ON "trade_periods" USING btree ("opens_on","closes_on");