-- Each partner app's connection (issue 12): the partner's URL, the client_id or username, and the client_secret or
-- password sealed with the secrets key (the provider's client_id as additional data). All null for the methods that
-- talk to no partner (display_only, add_product_in_contract).
ALTER TABLE "customer_apps" ADD COLUMN "integration_url" TEXT,
ADD COLUMN "integration_user" TEXT,
ADD COLUMN "integration_secret" TEXT;
