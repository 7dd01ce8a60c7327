CREATE TABLE "reminder_sends" (
	"email" text NOT NULL,
	"day" date NOT NULL,
	"municipality_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_sends_pk" PRIMARY KEY("email","day")
);
--> statement-breakpoint
DROP INDEX "submissions_access_code_uq";--> statement-breakpoint
CREATE INDEX "submissions_access_code_idx" ON "candidate_submissions" USING btree ("access_code","id");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_pending_code_uq" ON "candidate_submissions" USING btree ("access_code") WHERE "candidate_submissions"."status" = 'pending';