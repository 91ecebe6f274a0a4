CREATE TABLE "my_map_calculations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "my_map_plans" ADD COLUMN "projected_to" date;--> statement-breakpoint
ALTER TABLE "my_map_calculations" ADD CONSTRAINT "my_map_calculations_plan_id_my_map_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."my_map_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_map_calculations" ADD CONSTRAINT "my_map_calculations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "my_map_calculations_report_per_day" ON "my_map_calculations" USING btree ("plan_id","day") WHERE "my_map_calculations"."kind" = 'report';--> statement-breakpoint
CREATE INDEX "my_map_calculations_plan_idx" ON "my_map_calculations" USING btree ("plan_id","created_at");