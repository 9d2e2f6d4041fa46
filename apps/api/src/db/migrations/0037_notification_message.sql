-- Issue 35 (ADR 0046): what a notification's title and body are made of (a kind of the platform's
-- NOTICES and its parameters), worded in the reader's language when read. Expand only (ADR 0042): a
-- nullable column; title and body are still written in English, so older rows (null here) and the
-- previous release read them as before.
ALTER TABLE "notifications" ADD COLUMN "message" jsonb;