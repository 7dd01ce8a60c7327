-- Rows from before the outbox worker: 'logged' meant "no SMTP, written to the log" (now
-- not_sent); 'queued' meant a send that never finished, which is not retried (it may have gone).
-- Their bodies held access codes and links and are removed.
UPDATE "outbox" SET "status" = 'not_sent' WHERE "status" = 'logged';--> statement-breakpoint
UPDATE "outbox" SET "status" = 'failed', "error" = coalesce("error", 'interrupted') WHERE "status" = 'queued';--> statement-breakpoint
UPDATE "outbox" SET "subject" = NULL, "text" = NULL, "html" = NULL;
