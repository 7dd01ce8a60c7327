-- Counters of earlier versions were keyed by the plain client address. The limits now key
-- stored counters by a keyed, daily-rotating hash (docs/decisions/0014-abuse-limits.md), so the
-- old rows are of no use and are removed with the addresses in them.
DELETE FROM "rate_limits" WHERE "key" LIKE 'access-code|%' OR "key" LIKE 'submit|%' OR "key" LIKE 'upload|%';
