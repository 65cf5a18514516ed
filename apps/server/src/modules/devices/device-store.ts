import type { Prisma } from '../../db/database';

/** The provider's ACS record (`acs_configs`) and the Wi-Fi passwords subscribers set here (`wifi_passwords`, sealed). */
export function createDeviceStore(prisma: Prisma) {
  return {
    acsConfigOf(tenantId: string) {
      return prisma.acsConfig.findUnique({ where: { tenantId } });
    },
    async saveWifiPassword(tenantId: string, deviceId: string, networkKey: string, sealed: string): Promise<void> {
      await prisma.wifiPassword.upsert({
        where: { tenantId_deviceId_networkKey: { tenantId, deviceId, networkKey } },
        create: { tenantId, deviceId, networkKey, password: sealed },
        update: { password: sealed },
      });
    },
    wifiPasswordsOf(tenantId: string, deviceId: string) {
      return prisma.wifiPassword.findMany({ where: { tenantId, deviceId } });
    },
  };
}

export type DeviceStore = ReturnType<typeof createDeviceStore>;
