-- A subscriber's activation of a partner app on one contract (issue 12): the page shows 'active' from here
-- without asking the partner on every view.
CREATE TABLE "app_activations" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "customer_id" TEXT NOT NULL,
    "contract_id" TEXT NOT NULL,
    "customer_app_id" UUID NOT NULL,
    "email" TEXT,
    "partner_ref" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "app_activations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "app_activations_tenant_id_customer_id_contract_id_customer_app_id_key" ON "app_activations"("tenant_id", "customer_id", "contract_id", "customer_app_id");

-- AddForeignKey
ALTER TABLE "app_activations" ADD CONSTRAINT "app_activations_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "app_activations" ADD CONSTRAINT "app_activations_customer_app_id_fkey" FOREIGN KEY ("customer_app_id") REFERENCES "customer_apps"("id") ON DELETE CASCADE ON UPDATE CASCADE;
