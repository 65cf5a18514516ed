-- CreateEnum
CREATE TYPE "invoice_window" AS ENUM ('15_days', '1_month');

-- AlterTable
ALTER TABLE "tenants" ADD COLUMN     "contract_print_action" TEXT NOT NULL DEFAULT 'cliente_contrato_imprimir_contrato_17678',
ADD COLUMN     "invoice_window" "invoice_window" NOT NULL DEFAULT '15_days',
ADD COLUMN     "nf_document_types" JSONB NOT NULL DEFAULT '{"SVA": ["900"], "SCM": ["632", "604", "605", "634", "603", "633"], "NFS-e": ["13"]}';

-- CreateTable
CREATE TABLE "account_versions" (
    "tenant_id" UUID NOT NULL,
    "customer_id" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "account_versions_pkey" PRIMARY KEY ("tenant_id","customer_id")
);

-- AddForeignKey
ALTER TABLE "account_versions" ADD CONSTRAINT "account_versions_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
