ALTER TABLE "timber_agreement_signers" ADD COLUMN "postal_signatory" text;--> statement-breakpoint
ALTER TABLE "timber_agreement_signers" ADD COLUMN "postal_received_on" date;--> statement-breakpoint
ALTER TABLE "timber_agreement_signers" ADD COLUMN "postal_registered_by" uuid;--> statement-breakpoint
ALTER TABLE "timber_agreements" ADD COLUMN "generation" text DEFAULT 'v3' NOT NULL;--> statement-breakpoint
ALTER TABLE "timber_agreements" ADD COLUMN "quote_project_id" uuid;--> statement-breakpoint
ALTER TABLE "timber_agreement_signers" ADD CONSTRAINT "timber_agreement_signers_postal_registered_by_staff_users_id_fk" FOREIGN KEY ("postal_registered_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timber_agreements" ADD CONSTRAINT "timber_agreements_quote_project_id_unique" UNIQUE("quote_project_id");--> statement-breakpoint
ALTER TABLE "timber_agreement_signers" ADD CONSTRAINT "timber_agreement_signers_postal" CHECK (("timber_agreement_signers"."postal_received_on" IS NULL) = ("timber_agreement_signers"."postal_signatory" IS NULL) AND ("timber_agreement_signers"."postal_received_on" IS NULL OR "timber_agreement_signers"."method" = 'postal'));--> statement-breakpoint
ALTER TABLE "timber_agreements" ADD CONSTRAINT "timber_agreements_generation" CHECK (("timber_agreements"."generation" = 'v3' AND "timber_agreements"."quote_project_id" IS NULL) OR ("timber_agreements"."generation" = 'v2' AND "timber_agreements"."quote_project_id" IS NOT NULL));