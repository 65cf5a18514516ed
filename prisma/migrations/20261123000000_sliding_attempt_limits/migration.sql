-- Guessable secrets are limited by a sliding log of attempt times (docs/decisions/008): "5 per 15 minutes"
-- then holds for every 15-minute span. `count` and `reset_at` stay for fixed-window counters; for a log,
-- `reset_at` is when its newest attempt expires (the purge deletes the row after it).
ALTER TABLE "rate_limit_buckets" ADD COLUMN "hits" TIMESTAMPTZ(3)[] DEFAULT ARRAY[]::TIMESTAMPTZ(3)[];
