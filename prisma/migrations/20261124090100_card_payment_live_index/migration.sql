-- One live attempt per invoice: declined and voided attempts moved no money that stays, so they leave room for
-- another; anything else holds the invoice. (Its own migration: a new enum value is usable once committed.)
DROP INDEX "card_payments_one_live_attempt_per_invoice";
CREATE UNIQUE INDEX "card_payments_one_live_attempt_per_invoice" ON "card_payments"("tenant_id", "invoice_id") WHERE "state" NOT IN ('declined', 'voided');

-- The reconciliation reads recent attempts of every provider by creation time.
CREATE INDEX "card_payments_created_at_idx" ON "card_payments"("created_at");
