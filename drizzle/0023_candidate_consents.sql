-- A candidate's consents (src/core/consent.ts). Rows from before have none: not open data.
ALTER TABLE "candidate_submissions" ADD COLUMN "consent_publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "consent_open_data_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "consent_language" text;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "consent_recorded_by" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "consent_publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "consent_open_data_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "consent_language" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "consent_recorded_by" text;