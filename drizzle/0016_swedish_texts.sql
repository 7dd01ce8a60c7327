ALTER TABLE "candidate_submissions" ADD COLUMN "language" text DEFAULT 'fi' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "language" text DEFAULT 'fi' NOT NULL;--> statement-breakpoint
ALTER TABLE "participating_municipalities" ADD COLUMN "custom_questions_sv" jsonb;--> statement-breakpoint
ALTER TABLE "participating_municipalities" ADD COLUMN "custom_backgrounds_sv" jsonb;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD CONSTRAINT "submissions_language" CHECK ("candidate_submissions"."language" in ('fi', 'sv'));--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_language" CHECK ("candidates"."language" in ('fi', 'sv'));