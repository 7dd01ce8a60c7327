ALTER TABLE "auth_invitation" ADD COLUMN "token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_invitation_token_hash_uq" ON "auth_invitation" USING btree ("token_hash");