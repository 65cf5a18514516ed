-- Cards (issue 11). A provider's card gateway and IXC receipt settings; the subscribers' saved cards, kept as the
-- gateway's token and what may be shown (brand, last 4, expiry, holder), never the number nor the CVV; and the
-- payment ledger that lets money move at most once per invoice.

-- CreateEnum
CREATE TYPE "card_gateway_kind" AS ENUM ('cielo');

-- CreateEnum
CREATE TYPE "card_payment_state" AS ENUM ('created', 'sent', 'captured', 'recorded', 'done', 'declined', 'needs_review');

-- CreateTable
CREATE TABLE "card_settings" (
    "tenant_id" UUID NOT NULL,
    "gateway_kind" "card_gateway_kind" NOT NULL DEFAULT 'cielo',
    "merchant_id" TEXT NOT NULL,
    "merchant_key" TEXT NOT NULL,
    "api_url" TEXT NOT NULL,
    "query_url" TEXT NOT NULL,
    "receipt_account_id" TEXT NOT NULL,
    "receipt_type" TEXT NOT NULL,
    "receipt_branch_id" TEXT,
    "interest_rate" DECIMAL(5,2) NOT NULL DEFAULT 2.35,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "card_settings_pkey" PRIMARY KEY ("tenant_id")
);

-- CreateTable
CREATE TABLE "cards" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "customer_id" TEXT NOT NULL,
    "gateway_token" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "brand" TEXT NOT NULL,
    "last4" TEXT NOT NULL,
    "expiry" TEXT NOT NULL,
    "holder" TEXT NOT NULL,
    "alias" TEXT,
    "contract_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cards_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "card_payments" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "customer_id" TEXT NOT NULL,
    "invoice_id" TEXT NOT NULL,
    "card_id" UUID,
    "installments" INTEGER NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "total_cents" INTEGER NOT NULL,
    "state" "card_payment_state" NOT NULL DEFAULT 'created',
    "gateway_payment_id" TEXT,
    "return_code" TEXT,
    "return_message" TEXT,
    "erp_receipt_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "card_payments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "cards_tenant_id_customer_id_idx" ON "cards"("tenant_id", "customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "cards_tenant_id_customer_id_fingerprint_key" ON "cards"("tenant_id", "customer_id", "fingerprint");

-- CreateIndex
CREATE INDEX "card_payments_tenant_id_invoice_id_idx" ON "card_payments"("tenant_id", "invoice_id");

-- CreateIndex
CREATE INDEX "card_payments_state_updated_at_idx" ON "card_payments"("state", "updated_at");

-- One live attempt per invoice: a declined attempt leaves room for another, anything else holds the invoice.
CREATE UNIQUE INDEX "card_payments_one_live_attempt_per_invoice" ON "card_payments"("tenant_id", "invoice_id") WHERE "state" <> 'declined';

-- AddForeignKey
ALTER TABLE "card_settings" ADD CONSTRAINT "card_settings_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cards" ADD CONSTRAINT "cards_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_card_id_fkey" FOREIGN KEY ("card_id") REFERENCES "cards"("id") ON DELETE SET NULL ON UPDATE CASCADE;
