ALTER TABLE "candidate_submissions" ADD COLUMN "paper_received_on" date;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "entered_by" text;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD CONSTRAINT "candidate_submissions_entered_by_auth_user_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;