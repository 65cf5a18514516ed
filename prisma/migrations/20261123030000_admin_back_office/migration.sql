-- The admin back office (issue 9): admins, staff sessions (admin and provider), the providers' apps, the ACS
-- kind, the provider password, an audit log of admin writes, and the directory version every replica polls.

-- AlterTable
ALTER TABLE "tenants" ADD COLUMN "provider_password_hash" TEXT;

-- CreateEnum
CREATE TYPE "acs_kind" AS ENUM ('ixc', 'genieacs');

-- AlterTable
ALTER TABLE "acs_configs" ADD COLUMN "acs_kind" "acs_kind" NOT NULL DEFAULT 'ixc';

-- CreateTable
CREATE TABLE "admins" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "admins_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "admins_email_key" ON "admins"("email");

-- CreateEnum
CREATE TYPE "staff_role" AS ENUM ('admin', 'provider');

-- CreateTable
CREATE TABLE "staff_sessions" (
    "id" TEXT NOT NULL,
    "role" "staff_role" NOT NULL,
    "admin_id" UUID,
    "tenant_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "staff_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "staff_sessions_expires_at_idx" ON "staff_sessions"("expires_at");

-- AddForeignKey
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_admin_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateEnum
CREATE TYPE "activation_criteria" AS ENUM ('any', 'product_in_contract', 'plan_in_contract');

-- CreateTable
CREATE TABLE "customer_apps" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "image" TEXT NOT NULL,
    "pending_text" TEXT NOT NULL DEFAULT '',
    "active_text" TEXT NOT NULL DEFAULT '',
    "app_store_link" TEXT,
    "play_store_link" TEXT,
    "activation_criteria" "activation_criteria" NOT NULL DEFAULT 'any',
    "product_ids" JSONB NOT NULL DEFAULT '[]',
    "plan_ids" JSONB NOT NULL DEFAULT '[]',
    "product" TEXT,
    "integration_method" TEXT NOT NULL,
    "integration_method_product_ids" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "customer_apps_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "customer_apps_tenant_id_idx" ON "customer_apps"("tenant_id");

-- AddForeignKey
ALTER TABLE "customer_apps" ADD CONSTRAINT "customer_apps_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "admin_audit_events" (
    "id" BIGSERIAL NOT NULL,
    "admin_id" UUID,
    "actor" TEXT NOT NULL,
    "client_id" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "changes" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "admin_audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "admin_audit_events_client_id_created_at_idx" ON "admin_audit_events"("client_id", "created_at");

-- AddForeignKey
ALTER TABLE "admin_audit_events" ADD CONSTRAINT "admin_audit_events_admin_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "directory_versions" (
    "id" INTEGER NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "directory_versions_pkey" PRIMARY KEY ("id")
);

INSERT INTO "directory_versions" ("id", "version") VALUES (1, 0);

-- Any write to what a replica caches about providers bumps the version, whoever writes it (the admin area,
-- TENANTS_FILE, an operator's SQL); every replica polls it and drops its cache when it moves (decision 014).
CREATE FUNCTION "bump_directory_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE "directory_versions" SET "version" = "version" + 1 WHERE "id" = 1;
    RETURN NULL;
END
$$;

CREATE TRIGGER "tenants_bump_directory_version" AFTER INSERT OR UPDATE OR DELETE ON "tenants"
    FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();
CREATE TRIGGER "acs_configs_bump_directory_version" AFTER INSERT OR UPDATE OR DELETE ON "acs_configs"
    FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();
CREATE TRIGGER "customer_apps_bump_directory_version" AFTER INSERT OR UPDATE OR DELETE ON "customer_apps"
    FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();
