-- The Wi-Fi password a subscriber last set through the portal, per router network, sealed (issue 13): TR-069 hides
-- passphrases, so the owner can look theirs up here later.
CREATE TABLE "wifi_passwords" (
    "tenant_id" UUID NOT NULL,
    "device_id" TEXT NOT NULL,
    "network_key" TEXT NOT NULL,
    "password" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "wifi_passwords_pkey" PRIMARY KEY ("tenant_id","device_id","network_key")
);

-- AddForeignKey
ALTER TABLE "wifi_passwords" ADD CONSTRAINT "wifi_passwords_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
