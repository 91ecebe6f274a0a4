CREATE SEQUENCE "public"."account_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "account_openings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"term_years" integer NOT NULL,
	"amount_ore" bigint NOT NULL,
	"interest_rate_bp" integer NOT NULL,
	"status" text NOT NULL,
	"account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	CONSTRAINT "account_openings_positive" CHECK ("account_openings"."amount_ore" > 0)
);
--> statement-breakpoint
CREATE TABLE "account_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"activity" text NOT NULL,
	"text" text NOT NULL,
	"booked_on" date NOT NULL,
	"amount_ore" bigint NOT NULL,
	"withdrawal_id" uuid,
	"opening_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_transactions_withdrawal_id_unique" UNIQUE("withdrawal_id")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"type" text NOT NULL,
	"account_number" text NOT NULL,
	"interest_rate_bp" integer,
	"active" boolean DEFAULT true NOT NULL,
	"opened_on" date NOT NULL,
	"ends_on" date,
	"plan_agreement" text,
	"plan_receiver" text,
	"plan_agreed_on" date,
	"withdrawal_locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_account_number_unique" UNIQUE("account_number")
);
--> statement-breakpoint
CREATE TABLE "fixed_interest_rates" (
	"term_years" integer NOT NULL,
	"valid_from" date NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "fixed_interest_rates_term_years_valid_from_pk" PRIMARY KEY("term_years","valid_from")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"amount_ore" bigint NOT NULL,
	"message" text NOT NULL,
	"status" text NOT NULL,
	"signed_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	"booked_at" timestamp with time zone,
	CONSTRAINT "withdrawals_positive" CHECK ("withdrawals"."amount_ore" > 0)
);
--> statement-breakpoint
ALTER TABLE "account_openings" ADD CONSTRAINT "account_openings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_openings" ADD CONSTRAINT "account_openings_requested_by_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_openings" ADD CONSTRAINT "account_openings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_transactions" ADD CONSTRAINT "account_transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_requested_by_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_openings_one_unsigned_idx" ON "account_openings" USING btree ("member_id") WHERE "account_openings"."status" = 'unsigned';--> statement-breakpoint
CREATE INDEX "account_transactions_account_idx" ON "account_transactions" USING btree ("account_id","booked_on","id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_transactions_opening_idx" ON "account_transactions" USING btree ("opening_id","account_id");--> statement-breakpoint
CREATE INDEX "accounts_member_idx" ON "accounts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "withdrawals_account_idx" ON "withdrawals" USING btree ("account_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_unsigned_idx" ON "withdrawals" USING btree ("account_id") WHERE "withdrawals"."status" = 'unsigned';