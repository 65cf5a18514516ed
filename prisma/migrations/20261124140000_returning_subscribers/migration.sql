-- Which ERP customer a CPF/CNPJ signed in as at a provider (issue 14), so the next sign-in can start reading the bills
-- while the password is still being checked. The document is kept only as a keyed hash.
CREATE TABLE "returning_subscribers" (
    "tenant_id" UUID NOT NULL,
    "document_hash" TEXT NOT NULL,
    "customer_id" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "returning_subscribers_pkey" PRIMARY KEY ("tenant_id","document_hash")
);

-- AddForeignKey
ALTER TABLE "returning_subscribers" ADD CONSTRAINT "returning_subscribers_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
