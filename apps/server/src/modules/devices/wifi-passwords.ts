import type { SecretBox } from '../../lib/crypto';
import type { DeviceStore } from './device-store';

/**
 * The Wi-Fi passwords subscribers set through the portal, sealed with the provider's client_id. TR-069 hides
 * passphrases, so a GenieACS reads them back empty: this is how the owner can look theirs up later.
 */
export function createWifiPasswords(
  store: Pick<DeviceStore, 'saveWifiPassword' | 'wifiPasswordsOf'>,
  box: Pick<SecretBox, 'seal' | 'open'>,
) {
  return {
    async remember(tenant: { id: string; clientId: string }, deviceId: string, keys: readonly string[], password: string): Promise<void> {
      const sealed = box.seal(password, tenant.clientId);
      for (const networkKey of keys) await store.saveWifiPassword(tenant.id, deviceId, networkKey, sealed);
    },
    /** The remembered passwords of a device's networks, by key. */
    async recall(tenant: { id: string; clientId: string }, deviceId: string): Promise<Map<string, string>> {
      const rows = await store.wifiPasswordsOf(tenant.id, deviceId);
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

export type WifiPasswords = ReturnType<typeof createWifiPasswords>;
