ALTER TABLE "members" ADD COLUMN "is_estate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "departed_on" date;