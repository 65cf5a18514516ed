-- An app the provider has switched off (SPEC section 3, App details' `active`): left out of the subscriber's list,
-- refused for activation, and its page says 'Seu app está desativado...'.
ALTER TABLE "customer_apps" ADD COLUMN "active" BOOLEAN NOT NULL DEFAULT true;
