-- A payment whose money went back to the subscriber (voided or refunded at the gateway), after an admin's review.
ALTER TYPE "card_payment_state" ADD VALUE 'voided';

-- What the admin needs to see of an attempt even after the card was deleted, and the review trail.
ALTER TABLE "card_payments" ADD COLUMN "card_brand" TEXT,
ADD COLUMN "card_last4" TEXT,
ADD COLUMN "gateway_tid" TEXT,
ADD COLUMN "receipt_sent_at" TIMESTAMPTZ(3),
ADD COLUMN "review_reason" TEXT,
ADD COLUMN "reviewed_at" TIMESTAMPTZ(3),
ADD COLUMN "reviewed_by" TEXT,
ADD COLUMN "review_note" TEXT;
