-- A claim without a municipality cannot be told apart; it only ever held back a reminder for its day.
DELETE FROM "reminder_sends" WHERE "municipality_id" IS NULL;--> statement-breakpoint
ALTER TABLE "reminder_sends" ALTER COLUMN "municipality_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_access_codes" ADD COLUMN "last_mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reminder_sends_email_day_idx" ON "reminder_sends" USING btree ("email","day");--> statement-breakpoint
ALTER TABLE "reminder_sends" DROP CONSTRAINT "reminder_sends_pk";
--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_pk" PRIMARY KEY("municipality_id","email","day");