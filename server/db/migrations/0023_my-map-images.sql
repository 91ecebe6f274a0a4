CREATE TABLE "my_map_note_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"note_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "my_map_note_images" ADD CONSTRAINT "my_map_note_images_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_map_note_images" ADD CONSTRAINT "my_map_note_images_note_id_map_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."map_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "my_map_note_images_note_idx" ON "my_map_note_images" USING btree ("note_id","position");--> statement-breakpoint
CREATE INDEX "my_map_note_images_pending_idx" ON "my_map_note_images" USING btree ("member_id","created_at") WHERE "my_map_note_images"."note_id" is null;