-- Host names a provider owns besides its own subdomain: served as that provider by the host rule, and the only
-- names /api/tls/ask approves when TLS_DOMAINS is unset. Stored lower-case, without a port.
ALTER TABLE "tenants" ADD COLUMN "custom_domains" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- The e-mail of the provider's data protection officer (LGPD art. 41), shown on its privacy notice.
ALTER TABLE "tenants" ADD COLUMN "dpo_email" TEXT;

-- A staff account's second factor (TOTP, RFC 6238): for an admin or for a provider, never both. The secret is sealed
-- like the ERP token; confirmed_at stays null until the first code proves the authenticator has it. last_step is the
-- last 30-second step whose code was accepted, so each code signs in once.
CREATE TABLE "second_factors" (
    "id" UUID NOT NULL,
    "admin_id" UUID,
    "tenant_id" UUID,
    "secret" TEXT NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3),
    "last_step" BIGINT NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "second_factors_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "second_factors_one_owner" CHECK (("admin_id" IS NULL) <> ("tenant_id" IS NULL))
);
CREATE UNIQUE INDEX "second_factors_admin_id_key" ON "second_factors"("admin_id");
CREATE UNIQUE INDEX "second_factors_tenant_id_key" ON "second_factors"("tenant_id");
ALTER TABLE "second_factors" ADD CONSTRAINT "second_factors_admin_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "second_factors" ADD CONSTRAINT "second_factors_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The ten one-time recovery codes of a confirmed second factor, as keyed hashes; used_at marks one spent.
CREATE TABLE "recovery_codes" (
    "id" BIGSERIAL NOT NULL,
    "second_factor_id" UUID NOT NULL,
    "code_hash" TEXT NOT NULL,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "recovery_codes_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "recovery_codes_second_factor_id_code_hash_key" ON "recovery_codes"("second_factor_id", "code_hash");
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_second_factor_id_fkey" FOREIGN KEY ("second_factor_id") REFERENCES "second_factors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What 'Meus dados' shows of each session: a short label of the browser and system it was opened on ("Chrome no
-- Android"), made from the User-Agent at sign-in; the User-Agent itself is not kept.
ALTER TABLE "sessions" ADD COLUMN "device" TEXT;

-- The housekeeping job deletes audit rows past AUDIT_RETENTION_DAYS by date, and 'Meus dados' lists a subscriber's
-- own entries: both read by these.
CREATE INDEX "audit_events_created_at_idx" ON "audit_events"("created_at");
CREATE INDEX "audit_events_tenant_id_subject_idx" ON "audit_events"("tenant_id", "subject");
CREATE INDEX "admin_audit_events_created_at_idx" ON "admin_audit_events"("created_at");
