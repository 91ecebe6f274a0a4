ALTER TABLE "members" ADD COLUMN "member_since" date;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "voting_area" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "member_area_hundredths_ha" integer;