-- CreateEnum
CREATE TYPE "tenant_status" AS ENUM ('active', 'suspended');

-- CreateEnum
CREATE TYPE "support_type" AS ENUM ('os', 'customer_service');

-- CreateTable
CREATE TABLE "tenants" (
    "id" UUID NOT NULL,
    "client_id" TEXT NOT NULL,
    "alias" TEXT NOT NULL,
    "status" "tenant_status" NOT NULL DEFAULT 'active',
    "vertical_logo_url" TEXT,
    "horizontal_logo_url" TEXT,
    "app_logo_url" TEXT,
    "favicon_url" TEXT,
    "login_background_url" TEXT,
    "primary_color" TEXT NOT NULL,
    "secondary_color" TEXT NOT NULL,
    "whatsapp_number" TEXT,
    "phone_number" TEXT,
    "contact_email" TEXT,
    "faq_url" TEXT,
    "support_type" "support_type" NOT NULL DEFAULT 'customer_service',
    "support_subjects" JSONB NOT NULL DEFAULT '[]',
    "department_id" TEXT,
    "process_id" TEXT,
    "feature_flags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "legal_name" TEXT NOT NULL,
    "legal_document" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "ixc_domain" TEXT NOT NULL,
    "ixc_access_token" TEXT NOT NULL,
    "timezone" TEXT NOT NULL DEFAULT 'America/Sao_Paulo',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "tenants_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "acs_configs" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "acs_url" TEXT NOT NULL,
    "acs_issuer_id" TEXT NOT NULL,
    "acs_private_key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "acs_configs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" TEXT NOT NULL,
    "tenant_id" UUID NOT NULL,
    "customer_id" TEXT NOT NULL,
    "customer_name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verification_codes" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "customer_id" TEXT NOT NULL,
    "code_hash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "verified_at" TIMESTAMPTZ(3),
    "consumed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "verification_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limit_buckets" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "reset_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rate_limit_buckets_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "audit_events" (
    "id" BIGSERIAL NOT NULL,
    "tenant_id" UUID,
    "action" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "subject" TEXT,
    "ip" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "tenants_client_id_key" ON "tenants"("client_id");

-- CreateIndex
CREATE UNIQUE INDEX "acs_configs_tenant_id_key" ON "acs_configs"("tenant_id");

-- CreateIndex
CREATE INDEX "sessions_tenant_id_customer_id_idx" ON "sessions"("tenant_id", "customer_id");

-- CreateIndex
CREATE INDEX "verification_codes_tenant_id_customer_id_created_at_idx" ON "verification_codes"("tenant_id", "customer_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_events_tenant_id_created_at_idx" ON "audit_events"("tenant_id", "created_at");

-- AddForeignKey
ALTER TABLE "acs_configs" ADD CONSTRAINT "acs_configs_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
