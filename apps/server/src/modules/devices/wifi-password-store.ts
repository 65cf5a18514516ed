import type { Prisma } from '../../db/database';
import type { SecretBox } from '../../lib/crypto';

/**
 * The Wi-Fi passwords subscribers set through the portal, sealed with the provider's client_id (`wifi_passwords`).
 * TR-069 hides passphrases, so a GenieACS reads them back empty: this is how the owner can look theirs up later.
 */
export function createWifiPasswordStore(prisma: Prisma, box: Pick<SecretBox, 'seal' | 'open'>) {
  return {
    async remember(tenant: { id: string; clientId: string }, deviceId: string, keys: readonly string[], password: string): Promise<void> {
      const sealed = box.seal(password, tenant.clientId);
      for (const networkKey of keys) {
        await prisma.wifiPassword.upsert({
          where: { tenantId_deviceId_networkKey: { tenantId: tenant.id, deviceId, networkKey } },
          create: { tenantId: tenant.id, deviceId, networkKey, password: sealed },
          update: { password: sealed },
        });
      }
    },
    /** The remembered passwords of a device's networks, by key. */
    async recall(tenant: { id: string; clientId: string }, deviceId: string): Promise<Map<string, string>> {
      const rows = await prisma.wifiPassword.findMany({ where: { tenantId: tenant.id, deviceId } });
      const found = new Map<string, string>();
      for (const row of rows) {
        try {
          found.set(row.networkKey, box.open(row.password, tenant.clientId));
        } catch {
          // Sealed with a retired key: as if never set here.
        }
      }
      return found;
    },
  };
}

export type WifiPasswordStore = ReturnType<typeof createWifiPasswordStore>;
