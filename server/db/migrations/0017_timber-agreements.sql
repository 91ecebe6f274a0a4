CREATE TABLE "timber_agreement_estates" (
	"agreement_id" uuid NOT NULL,
	"estate_id" uuid NOT NULL,
	"district" text NOT NULL,
	"is_main" boolean NOT NULL,
	CONSTRAINT "timber_agreement_estates_agreement_id_estate_id_pk" PRIMARY KEY("agreement_id","estate_id")
);
--> statement-breakpoint
CREATE TABLE "timber_agreement_signers" (
	"agreement_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"method" text NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_by_member_id" uuid,
	"proxy_id" uuid,
	CONSTRAINT "timber_agreement_signers_agreement_id_member_id_pk" PRIMARY KEY("agreement_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "timber_agreement_volumes" (
	"agreement_id" uuid NOT NULL,
	"assortment" text NOT NULL,
	"month" text NOT NULL,
	"volume" integer NOT NULL,
	CONSTRAINT "timber_agreement_volumes_agreement_id_assortment_month_pk" PRIMARY KEY("agreement_id","assortment","month"),
	CONSTRAINT "timber_agreement_volumes_bounds" CHECK ("timber_agreement_volumes"."volume" >= 0 AND "timber_agreement_volumes"."volume" <= 5000)
);
--> statement-breakpoint
CREATE TABLE "timber_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agreement_no" serial NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_member_id" uuid NOT NULL,
	"owner_key" text NOT NULL,
	"owner_ids" uuid[] NOT NULL,
	"price_list_id" uuid NOT NULL,
	"economic_representative_id" uuid,
	"sign_method" text,
	"agreed_volume" integer DEFAULT 0 NOT NULL,
	"reported_volume" integer DEFAULT 0 NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"submitted_at" timestamp with time zone,
	"cooperative_signed_at" timestamp with time zone,
	"sign_deadline" timestamp with time zone,
	"ended_reason" text,
	"ended_at" timestamp with time zone,
	"removed_assortments" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timber_agreements_agreement_no_unique" UNIQUE("agreement_no"),
	CONSTRAINT "timber_agreements_status" CHECK ("timber_agreements"."status" in ('Draft','SentForSign','Active','Won','Archived','Unknown')),
	CONSTRAINT "timber_agreements_volumes" CHECK ("timber_agreements"."agreed_volume" >= 0 AND "timber_agreements"."reported_volume" >= 0)
);
--> statement-breakpoint
ALTER TABLE "timber_agreement_estates" ADD CONSTRAINT "timber_agreement_estates_agreement_id_timber_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."timber_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timber_agreement_estates" ADD CONSTRAINT "timber_agreement_estates_estate_id_map_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."map_estates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timber_agreement_signers" ADD CONSTRAINT "timber_agreement_signers_agreement_id_timber_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."timber_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timber_agreement_signers" ADD CONSTRAINT "timber_agreement_signers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timber_agreement_signers" ADD CONSTRAINT "timber_agreement_signers_signed_by_member_id_members_id_fk" FOREIGN KEY ("signed_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timber_agreement_signers" ADD CONSTRAINT "timber_agreement_signers_proxy_id_proxies_id_fk" FOREIGN KEY ("proxy_id") REFERENCES "public"."proxies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timber_agreement_volumes" ADD CONSTRAINT "timber_agreement_volumes_agreement_id_timber_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."timber_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timber_agreements" ADD CONSTRAINT "timber_agreements_created_by_member_id_members_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timber_agreements" ADD CONSTRAINT "timber_agreements_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timber_agreements" ADD CONSTRAINT "timber_agreements_economic_representative_id_members_id_fk" FOREIGN KEY ("economic_representative_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "timber_agreement_estates_main" ON "timber_agreement_estates" USING btree ("agreement_id","district") WHERE "timber_agreement_estates"."is_main";--> statement-breakpoint
CREATE UNIQUE INDEX "timber_agreements_one_draft" ON "timber_agreements" USING btree ("owner_key","price_list_id") WHERE "timber_agreements"."status" = 'Draft';--> statement-breakpoint
CREATE INDEX "timber_agreements_owner_idx" ON "timber_agreements" USING btree ("owner_key");