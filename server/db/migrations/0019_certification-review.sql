ALTER TABLE "certification_applications" DROP CONSTRAINT "certification_applications_status";--> statement-breakpoint
ALTER TABLE "certification_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certification_applications" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "certification_applications" ADD CONSTRAINT "certification_applications_status" CHECK ("certification_applications"."status" in ('awaitingSignature', 'pending', 'completed', 'rejected', 'cancelled'));