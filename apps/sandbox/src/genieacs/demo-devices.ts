import type { SeedParameter } from './device-document';
import type { GenieAcsSeedDevice } from './device-store';

/**
 * The demo routers, keyed by the PPPoE logins of the IXC sandbox's radusuarios fixture (ixc/fixtures/demo), with
 * GenieACS's escaped ids (`OUI-ProductClass-Serial`; the `-` of the shop router's serial is `%2D`). Passphrases
 * are the ones the sandbox keeps; the NBI shows them as ''.
 */
export const GENIEACS_DEMO_DEVICES = {
  /** TR-098 Huawei: WLANConfiguration.1 = 2.4 GHz, .5 = 5 GHz; online, answers connection requests; RX −19.52 dBm. */
  mariaHome: {
    id: '00259E-HG8145V5-48575443A1B2C3D4',
    serial: '48575443A1B2C3D4',
    pppoeLogin: 'maria.silva',
    keys: { '2.4': '1,1', '5.8': '1,5' },
  },
  /**
   * TR-181 TP-Link: AccessPoint.1 (Radio.1, 2.4 GHz) and AccessPoint.3 (Radio.2, 5 GHz); online, never answers; RX as
   * TP-Link's raw 115 (0.1 µW, ≈ −19.39 dBm).
   */
  mariaShop: { id: '3C52A1-XX230v-2237%2DA1B2C3', serial: '2237-A1B2C3', pppoeLogin: 'maria.loja', keys: { '2.4': 'ap,1', '5.8': 'ap,3' } },
  /**
   * TR-098 Intelbras: .6 = 2.4 GHz, .1 = 5 GHz, no band hint but the model; PPPoE on WANConnectionDevice.2. Offline:
   * last informed five hours ago, never answers connection requests (tasks stay queued until `inform()`).
   */
  bakery: { id: 'E0B2F1-WiFiber121AC-ITBS19C0FFEE', serial: 'ITBS19C0FFEE', pppoeLogin: 'paoquente', keys: { '2.4': '1,6', '5.8': '1,1' } },
  /** TR-098 ZTE, owned by no portal subscriber; last informed two hours ago (offline). */
  stranger: { id: '0C72D9-F670L-ZTEGC0FFEE01', serial: 'ZTEGC0FFEE01', pppoeLogin: 'vizinho.teste', keys: { '2.4': '1,1', '5.8': '1,5' } },
} as const;

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);
const value = (item: string | number | boolean, writable = false): SeedParameter => ({ value: item, writable });

function tr098Wlan(
  index: number,
  ssid: string,
  passphrase: string,
  hints: Record<string, string | number> = {},
): Record<string, SeedParameter> {
  const base = `InternetGatewayDevice.LANDevice.1.WLANConfiguration.${index}`;
  const parameters: Record<string, SeedParameter> = {
    [`${base}.Enable`]: value(true, true),
    [`${base}.SSID`]: value(ssid, true),
    [`${base}.BeaconType`]: value('11i', true),
    [`${base}.KeyPassphrase`]: value(passphrase, true),
    [`${base}.PreSharedKey.1.KeyPassphrase`]: value(passphrase, true),
    [`${base}.PreSharedKey.1.PreSharedKey`]: value('', true),
    [`${base}.TotalAssociations`]: { value: 2, type: 'xsd:unsignedInt' },
  };
  for (const [name, hint] of Object.entries(hints))
    parameters[`${base}.${name}`] = {
      value: hint,
      writable: name === 'Channel',
      type: typeof hint === 'number' ? 'xsd:unsignedInt' : 'xsd:string',
    };
  return parameters;
}

const tr098Ppp = (connection: number, login: string) => ({
  [`InternetGatewayDevice.WANDevice.1.WANConnectionDevice.${connection}.WANPPPConnection.1.Username`]: value(login, true),
  [`InternetGatewayDevice.WANDevice.1.WANConnectionDevice.${connection}.WANPPPConnection.1.ConnectionStatus`]: value('Connected'),
});

/** A host table: each host's leaves by name (`HostName`, `MACAddress` or `PhysAddress`, `Active`...), numbered from 1. */
function hosts(table: string, entries: Record<string, string | boolean>[]): Record<string, SeedParameter> {
  return Object.fromEntries(
    entries.flatMap((leaves, index) => Object.entries(leaves).map(([name, item]) => [`${table}.${index + 1}.${name}`, value(item)])),
  );
}

const TR098_HOSTS = 'InternetGatewayDevice.LANDevice.1.Hosts.Host';
const TR098_WLAN = (index: number) => `InternetGatewayDevice.LANDevice.1.WLANConfiguration.${index}`;
const TR098_WAN = 'InternetGatewayDevice.WANDevice.1';

/** The RX and TX leaves of a vendor's optical object, in the vendor's own unit. */
const optical = (object: string, rx: string | number, tx: string | number) => ({
  [`${object}.RXPower`]: value(rx),
  [`${object}.TXPower`]: value(tx),
});

/** `DeviceInfo.UpTime` as of the last inform, and the `_lastBoot` it implies. */
function uptime(root: 'InternetGatewayDevice' | 'Device', lastInform: Date, seconds: number) {
  return {
    parameters: { [`${root}.DeviceInfo.UpTime`]: value(seconds) },
    lastInform,
    lastBoot: new Date(lastInform.getTime() - seconds * 1000),
  };
}

const identity = (manufacturer: string, oui: string, productClass: string, serial: string) => ({
  _Manufacturer: manufacturer,
  _OUI: oui,
  _ProductClass: productClass,
  _SerialNumber: serial,
});

export function genieAcsDemoDevices(now: Date): GenieAcsSeedDevice[] {
  const { mariaHome, mariaShop, bakery, stranger } = GENIEACS_DEMO_DEVICES;
  const home = uptime('InternetGatewayDevice', minutesBefore(now, 3), 273_600);
  const shop = uptime('Device', minutesBefore(now, 2), 1_036_800);
  const bakeryBoot = uptime('InternetGatewayDevice', minutesBefore(now, 5 * 60), 604_800);
  const strangerBoot = uptime('InternetGatewayDevice', minutesBefore(now, 125), 90_000);
  return [
    {
      identity: identity('Huawei Technologies Co., Ltd', '00259E', 'HG8145V5', mariaHome.serial),
      parameters: {
        ...tr098Ppp(1, mariaHome.pppoeLogin),
        'InternetGatewayDevice.DeviceInfo.SoftwareVersion': value('V5R020C00S115'),
        ...tr098Wlan(1, 'MARIA_2G', 'CasaMaria2024', { Standard: 'b,g,n', Channel: 6 }),
        ...tr098Wlan(5, 'MARIA_5G', 'CasaMaria2024', { Standard: 'a,n,ac', Channel: 0 }),
        ...home.parameters,
        ...optical(`${TR098_WAN}.X_GponInterafceConfig`, '-19.52', '2.11'),
        ...hosts(TR098_HOSTS, [
          {
            HostName: 'Celular-Maria',
            MACAddress: 'A4:C3:F0:11:22:33',
            IPAddress: '192.168.1.10',
            Layer2Interface: TR098_WLAN(1),
            Active: true,
          },
          { HostName: '', MACAddress: '3C:2A:F4:44:55:66', IPAddress: '192.168.1.11', Layer2Interface: TR098_WLAN(5), Active: true },
          {
            HostName: 'DESKTOP-SALA',
            MACAddress: '00:E0:4C:77:88:99',
            IPAddress: '192.168.1.12',
            Layer2Interface: 'InternetGatewayDevice.LANDevice.1.LANEthernetInterfaceConfig.1',
            Active: true,
          },
          {
            HostName: 'TV-Quarto',
            MACAddress: 'F8:4D:89:AA:BB:CC',
            IPAddress: '192.168.1.13',
            Layer2Interface: TR098_WLAN(5),
            Active: false,
          },
        ]),
      },
      lastInform: home.lastInform,
      lastBoot: home.lastBoot,
      registered: minutesBefore(now, 400 * 24 * 60),
      answersConnectionRequest: true,
    },
    {
      identity: identity('TP-Link', '3C52A1', 'XX230v', mariaShop.serial),
      parameters: {
        'Device.PPP.Interface.1.Username': value(mariaShop.pppoeLogin, true),
        'Device.WiFi.Radio.1.OperatingFrequencyBand': value('2.4GHz', true),
        'Device.WiFi.Radio.1.SupportedFrequencyBands': value('2.4GHz'),
        'Device.WiFi.Radio.2.OperatingFrequencyBand': value('5GHz', true),
        'Device.WiFi.Radio.2.SupportedFrequencyBands': value('5GHz'),
        'Device.WiFi.SSID.1.SSID': value('LOJA_MARIA', true),
        'Device.WiFi.SSID.1.LowerLayers': value('Device.WiFi.Radio.1', true),
        'Device.WiFi.SSID.3.SSID': value('LOJA_MARIA_5G', true),
        'Device.WiFi.SSID.3.LowerLayers': value('Device.WiFi.Radio.2.', true),
        'Device.WiFi.AccessPoint.1.SSIDReference': value('Device.WiFi.SSID.1', true),
        'Device.WiFi.AccessPoint.1.Security.ModeEnabled': value('WPA2-Personal', true),
        'Device.WiFi.AccessPoint.1.Security.KeyPassphrase': value('LojaMaria2023', true),
        'Device.WiFi.AccessPoint.3.SSIDReference': value('Device.WiFi.SSID.3.', true),
        'Device.WiFi.AccessPoint.3.Security.ModeEnabled': value('WPA2-Personal', true),
        'Device.WiFi.AccessPoint.3.Security.KeyPassphrase': value('LojaMaria2023', true),
        ...shop.parameters,
        ...optical('Device.Optical.Interface.1.X_TP_GPON_Config', 115, 15849),
        ...hosts('Device.Hosts.Host', [
          {
            HostName: 'Maquininha',
            PhysAddress: '00:1B:44:11:3A:B7',
            IPAddress: '192.168.0.20',
            Layer2Interface: 'Device.Ethernet.Interface.2',
            Active: true,
          },
          {
            HostName: '',
            PhysAddress: 'DC:A6:32:01:02:03',
            IPAddress: '192.168.0.21',
            Layer2Interface: 'Device.WiFi.SSID.3',
            Active: true,
          },
          { HostName: 'PDV-Caixa', PhysAddress: 'B8:27:EB:04:05:06', IPAddress: '192.168.0.22', Active: true },
        ]),
      },
      lastInform: shop.lastInform,
      lastBoot: shop.lastBoot,
      registered: minutesBefore(now, 700 * 24 * 60),
      answersConnectionRequest: false,
    },
    {
      identity: identity('Intelbras', 'E0B2F1', 'WiFiber121AC', bakery.serial),
      parameters: {
        ...tr098Ppp(2, bakery.pppoeLogin),
        ...tr098Wlan(1, 'PAOQUENTE_5G', 'PaoQuente2024', { Channel: 0 }),
        ...tr098Wlan(6, 'PAOQUENTE', 'PaoQuente2024', { Channel: 0 }),
        ...bakeryBoot.parameters,
        ...optical(`${TR098_WAN}.X_GponInterafceConfig`, '-26.40', '1.90'),
        ...hosts(TR098_HOSTS, [
          { HostName: 'Caixa-Padaria', MACAddress: '00:E0:4C:10:20:30', IPAddress: '192.168.1.2', InterfaceType: 'Ethernet', Active: true },
          { HostName: '', MACAddress: '9C:5C:F9:40:50:60', IPAddress: '192.168.1.3', InterfaceType: '802.11', Active: true },
          { HostName: 'Celular-Joao', MACAddress: '5C:E9:1E:70:80:90', IPAddress: '192.168.1.4', InterfaceType: '802.11', Active: false },
        ]),
      },
      lastInform: bakeryBoot.lastInform,
      lastBoot: bakeryBoot.lastBoot,
      registered: minutesBefore(now, 250 * 24 * 60),
      answersConnectionRequest: false,
    },
    {
      identity: identity('ZTE', '0C72D9', 'F670L', stranger.serial),
      parameters: {
        ...tr098Ppp(1, stranger.pppoeLogin),
        ...tr098Wlan(1, 'VIZINHO', 'Vizinho2024', { 'X_ZTE-COM_FrequencyBand': '2.4GHz' }),
        ...tr098Wlan(5, 'VIZINHO_5G', 'Vizinho2024', { 'X_ZTE-COM_FrequencyBand': '5GHz' }),
        ...strangerBoot.parameters,
        ...optical(`${TR098_WAN}.X_ZTE-COM_WANPONInterfaceConfig`, 142, 17783),
        ...hosts(TR098_HOSTS, [
          { HostName: 'Notebook', MACAddress: '70:5A:0F:01:02:03', IPAddress: '192.168.1.5', Layer2Interface: TR098_WLAN(1), Active: true },
          {
            HostName: '',
            MACAddress: '00:E0:4C:0A:0B:0C',
            IPAddress: '192.168.1.6',
            Layer2Interface: 'InternetGatewayDevice.LANDevice.1.LANEthernetInterfaceConfig.2',
            Active: false,
          },
        ]),
      },
      lastInform: strangerBoot.lastInform,
      lastBoot: strangerBoot.lastBoot,
      registered: minutesBefore(now, 90 * 24 * 60),
      answersConnectionRequest: false,
    },
  ];
}
