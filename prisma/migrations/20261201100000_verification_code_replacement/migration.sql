-- Which of the masked e-mails a code went to: a repeated send to the same address within seconds (a double click)
-- answers the code just sent instead of mailing another.
ALTER TABLE "verification_codes" ADD COLUMN "sent_to" TEXT NOT NULL DEFAULT '';

-- Set when a newer code of the same account took its place. The partial unique index keeps one current code per
-- account, so two sends arriving together cannot both issue one.
ALTER TABLE "verification_codes" ADD COLUMN "replaced_at" TIMESTAMPTZ(3);
UPDATE "verification_codes" AS older SET "replaced_at" = now(), "expires_at" = LEAST(older."expires_at", now())
WHERE EXISTS (
    SELECT 1 FROM "verification_codes" AS newer
    WHERE newer."tenant_id" = older."tenant_id" AND newer."customer_id" = older."customer_id"
      AND (newer."created_at", newer."id") > (older."created_at", older."id")
);
CREATE UNIQUE INDEX "verification_codes_one_current_per_customer" ON "verification_codes"("tenant_id", "customer_id") WHERE "replaced_at" IS NULL;
