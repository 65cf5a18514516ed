/** The two radio bands, keyed as IXC ACS's Wi-Fi answer keys them. */
export type IxcAcsBand = '2.4' | '5.8';
export const IXC_ACS_BANDS: readonly IxcAcsBand[] = ['2.4', '5.8'];

/** One Wi-Fi interface of a band, named as IXC ACS names it; only `enable` true ones are live networks. */
export interface IxcAcsWifiItem {
  id: string;
  enable: boolean;
  ssid: string;
  password: string;
}

export interface IxcAcsStoredDevice {
  serial: string;
  manufacturer: string;
  model: string;
  pppoeLogin: string;
  online: boolean;
  lastInform: Date | null;
  created: Date;
  /** Seconds since the router last booted (`deviceInfo.uptime`). */
  uptimeSeconds: number;
  /** The ONU's received and transmitted optical power, dBm (`deviceInfo.rx`, `deviceInfo.tx`); null without fibre. */
  rxDbm: number | null;
  txDbm: number | null;
  /** `deviceInfo.ipv6`: '' when the device has none. */
  ipv6: string;
  wifi: Record<IxcAcsBand, IxcAcsWifiItem[]>;
}

/** A staged refusal: the device rejects password changes on a band (all devices, or one serial). */
export interface IxcAcsBandRefusal {
  band: IxcAcsBand;
  serial?: string;
  /** Default 422. */
  status?: number;
  /** Default: a Portuguese text like the ACS's own. */
  message?: string;
}

/** The columns a view can search (`search[column]`), as dotted paths into its registers. */
export const SEARCHABLE_COLUMNS = ['connection.pppoeLogin', 'serialNumber'] as const;
export type SearchableColumn = (typeof SEARCHABLE_COLUMNS)[number];

export type ChangeOutcome =
  | { kind: 'applied' | 'pending'; item: IxcAcsWifiItem }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'unknown_device' | 'unknown_item' };

const copyDevice = (device: IxcAcsStoredDevice): IxcAcsStoredDevice => ({
  ...device,
  wifi: { '2.4': device.wifi['2.4'].map((item) => ({ ...item })), '5.8': device.wifi['5.8'].map((item) => ({ ...item })) },
});

/** The ACS's devices and their Wi-Fi items, seeded by `seed()` and changed by PATCHes. */
export function createDeviceStore(seed: () => IxcAcsStoredDevice[]) {
  let devices = new Map<string, IxcAcsStoredDevice>();
  let refusals: IxcAcsBandRefusal[] = [];
  const load = () => {
    devices = new Map(seed().map((device) => [device.serial, copyDevice(device)]));
    refusals = [];
  };
  load();

  return {
    /** Devices whose column contains `value`, case-insensitively, as a search box matches (inferred). */
    search(column: SearchableColumn, value: string): IxcAcsStoredDevice[] {
      const needle = value.trim().toLowerCase();
      if (!needle) return [];
      return [...devices.values()]
        .filter((device) => (column === 'serialNumber' ? device.serial : device.pppoeLogin).toLowerCase().includes(needle))
        .map(copyDevice);
    },
    get: (serial: string) => {
      const device = devices.get(serial);
      return device ? copyDevice(device) : undefined;
    },
    all: () => [...devices.values()].map(copyDevice),
    add(device: IxcAcsStoredDevice) {
      devices.set(device.serial, copyDevice(device));
    },
    setOnline(serial: string, online: boolean) {
      const device = devices.get(serial);
      if (device) device.online = online;
    },
    refuseBand(refusal: IxcAcsBandRefusal) {
      refusals.push(refusal);
    },
    /** Sets one item's password: applied when the device is online, pending (queued for its next inform) if not. */
    changePassword(serial: string, itemId: string, password: string): ChangeOutcome {
      const device = devices.get(serial);
      if (!device) return { kind: 'unknown_device' };
      const band = IXC_ACS_BANDS.find((candidate) => device.wifi[candidate].some((item) => item.id === itemId));
      if (!band) return { kind: 'unknown_item' };
      const refusal = refusals.find(
        (candidate) => candidate.band === band && (candidate.serial === undefined || candidate.serial === serial),
      );
      if (refusal)
        return {
          kind: 'refused',
          status: refusal.status ?? 422,
          message: refusal.message ?? `O equipamento recusou a alteração da rede ${band} GHz`,
        };
      const item = device.wifi[band].find((candidate) => candidate.id === itemId)!;
      item.password = password;
      return { kind: device.online ? 'applied' : 'pending', item: { ...item } };
    },
    /** Back to the seed: devices, passwords and refusals. */
    reset: load,
  };
}

export type DeviceStore = ReturnType<typeof createDeviceStore>;
