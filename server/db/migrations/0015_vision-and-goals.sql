CREATE TABLE "vision_surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text NOT NULL,
	"personal" jsonb NOT NULL,
	"groups" jsonb NOT NULL,
	"message" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "vision_surveys_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
ALTER TABLE "vision_surveys" ADD CONSTRAINT "vision_surveys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;