-- How an IXC ACS access token is obtained: a Client API's id and secret posted to /token/oauth, or the ES256 JWT
-- signed with the Client API's P-256 key sent to that endpoint as its bearer. Null for a GenieACS. Every IXC ACS
-- record saved before this had to hold a P-256 key, so they all exchange a JWT.
CREATE TYPE "acs_auth" AS ENUM ('client_secret', 'jwt');
ALTER TABLE "acs_configs" ADD COLUMN "acs_auth" "acs_auth";
UPDATE "acs_configs" SET "acs_auth" = 'jwt' WHERE "acs_kind" = 'ixc';

-- A card receipt names two IXC accounts: conta_ (where the money lands) and id_conta (the planning account). Until
-- now one value was sent as both, so existing settings keep that value for the planning account. tipo_recebimento
-- is a letter of the receipt's own code list; a word stored before becomes C (card).
ALTER TABLE "card_settings" ADD COLUMN "receipt_planning_account_id" TEXT;
UPDATE "card_settings" SET "receipt_planning_account_id" = "receipt_account_id";
ALTER TABLE "card_settings" ALTER COLUMN "receipt_planning_account_id" SET NOT NULL;
UPDATE "card_settings" SET "receipt_type" = 'C' WHERE "receipt_type" NOT IN ('D', 'H', 'C', 'CD', 'DP', 'T', 'P', 'DC', 'B');

-- Whether a late boleto is printed with today's interest and fine (get_boleto's atualiza_boleto).
ALTER TABLE "tenants" ADD COLUMN "update_late_boleto" BOOLEAN NOT NULL DEFAULT true;

-- A partner app's access token obtained by an OAuth code flow (Watch Brasil), sealed; kept apart from customer_apps
-- so a token's renewal does not count as an edit of the app.
CREATE TABLE "partner_connections" (
    "app_id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "access_token" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3),
    "refused_at" TIMESTAMPTZ(3),
    "connected_at" TIMESTAMPTZ(3) NOT NULL,
    "connected_by" TEXT NOT NULL,

    CONSTRAINT "partner_connections_pkey" PRIMARY KEY ("app_id")
);
CREATE INDEX "partner_connections_tenant_id_idx" ON "partner_connections"("tenant_id");
ALTER TABLE "partner_connections" ADD CONSTRAINT "partner_connections_app_id_fkey" FOREIGN KEY ("app_id") REFERENCES "customer_apps"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "partner_connections" ADD CONSTRAINT "partner_connections_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The last 'Testar integrações' of a provider: one line per check, with when and by whom it ran.
CREATE TABLE "integration_checks" (
    "tenant_id" UUID NOT NULL,
    "checked_at" TIMESTAMPTZ(3) NOT NULL,
    "checked_by" TEXT NOT NULL,
    "results" JSONB NOT NULL,

    CONSTRAINT "integration_checks_pkey" PRIMARY KEY ("tenant_id")
);
ALTER TABLE "integration_checks" ADD CONSTRAINT "integration_checks_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
