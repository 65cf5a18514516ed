-- CreateTable
CREATE TABLE "write_claims" (
    "key" TEXT NOT NULL,
    "tenant_id" UUID NOT NULL,
    "state" TEXT NOT NULL,
    "result_id" TEXT,
    "claimed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "write_claims_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "write_claims_expires_at_idx" ON "write_claims"("expires_at");

-- AddForeignKey
ALTER TABLE "write_claims" ADD CONSTRAINT "write_claims_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
