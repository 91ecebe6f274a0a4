CREATE TABLE "economic_years" (
	"member_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"timber_volume_decim3fub" integer NOT NULL,
	"sales_ore" bigint NOT NULL,
	"profit_sharing_ore" bigint NOT NULL,
	"dividend_on_sales_ore" bigint NOT NULL,
	"dividend_on_stakes_ore" bigint NOT NULL,
	"stake_issue_emission_ore" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "economic_years_member_id_year_pk" PRIMARY KEY("member_id","year")
);
--> statement-breakpoint
ALTER TABLE "economic_years" ADD CONSTRAINT "economic_years_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;