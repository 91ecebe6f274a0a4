ALTER TABLE "my_map_activities" ADD COLUMN "slope_percent" double precision;--> statement-breakpoint
ALTER TABLE "my_map_activities" ADD COLUMN "slope_length_m" integer;