-- Invitations made before tokens were hashed used the secret token as their id. Keep their emailed
-- links working (store the token's SHA-256 like new invitations do) and give each a new,
-- non-secret id. Same hashing as hashInvitationToken() in src/server/features/users.
UPDATE "auth_invitation"
SET "token_hash" = encode(sha256(convert_to("id", 'UTF8')), 'hex'),
    "id" = gen_random_uuid()::text
WHERE "token_hash" IS NULL;
