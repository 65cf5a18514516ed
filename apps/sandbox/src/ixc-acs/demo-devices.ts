import type { IxcAcsStoredDevice, IxcAcsWifiItem } from './device-store';

/**
 * The demo routers, keyed by the PPPoE logins of the IXC sandbox's radusuarios fixture (ixc/fixtures/demo). Maria's
 * home router carries that fixture's SSIDs and passphrase; `vizinho.teste` belongs to no portal subscriber, for
 * ownership checks.
 */
export const IXC_ACS_DEMO_DEVICES = {
  mariaHome: { serial: 'ZTEGC8A1B2C3', pppoeLogin: 'maria.silva' },
  mariaShop: { serial: 'HWTC7D4E9A10', pppoeLogin: 'maria.loja' },
  bakery: { serial: 'FHTT5B6C7D8E', pppoeLogin: 'paoquente' },
  stranger: { serial: 'ZTEGD9E8F7A6', pppoeLogin: 'vizinho.teste' },
} as const;

const wifi = (id: string, ssid: string, password: string, enable = true): IxcAcsWifiItem => ({ id, enable, ssid, password });
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60 * 1000);

export function demoDevices(now: Date): IxcAcsStoredDevice[] {
  const { mariaHome, mariaShop, bakery, stranger } = IXC_ACS_DEMO_DEVICES;
  return [
    {
      ...mariaHome,
      manufacturer: 'ZTE',
      model: 'F670L',
      online: true,
      lastInform: minutesBefore(now, 3),
      created: daysBefore(now, 400),
      uptimeSeconds: 3 * 86_400 + 4 * 3600,
      rxDbm: -19.5,
      txDbm: 2.1,
      ipv6: '2804:14d:5c21:8a00::1',
      // A guest network switched off: IXC ACS lists it, the portal neither shows nor changes it.
      wifi: {
        '2.4': [wifi('1', 'MARIA_2G', 'CasaMaria2024'), wifi('2', 'MARIA_VISITAS', 'Visitas2024', false)],
        '5.8': [wifi('5', 'MARIA_5G', 'CasaMaria2024')],
      },
    },
    {
      ...mariaShop,
      manufacturer: 'Huawei',
      model: 'EG8145V5',
      online: false,
      lastInform: daysBefore(now, 5),
      created: daysBefore(now, 700),
      uptimeSeconds: 12 * 86_400,
      rxDbm: -29.4,
      txDbm: 1.8,
      ipv6: '',
      wifi: { '2.4': [wifi('1', 'MARIA_LOJA', 'LojaMaria2023')], '5.8': [wifi('5', 'MARIA_LOJA_5G', 'LojaMaria2023')] },
    },
    {
      ...bakery,
      manufacturer: 'Fiberhome',
      model: 'HG6145F',
      online: true,
      lastInform: minutesBefore(now, 1),
      created: daysBefore(now, 250),
      uptimeSeconds: 41 * 60,
      rxDbm: -26.3,
      txDbm: 2.4,
      ipv6: '2804:14d:5c21:9b00::1',
      wifi: {
        '2.4': [wifi('1', 'PAOQUENTE', 'PaoQuente2024'), wifi('2', 'PAOQUENTE_CLIENTES', 'Clientes2024')],
        '5.8': [wifi('5', 'PAOQUENTE_5G', 'PaoQuente2024')],
      },
    },
    {
      ...stranger,
      manufacturer: 'ZTE',
      model: 'F6600P',
      online: true,
      lastInform: minutesBefore(now, 8),
      created: daysBefore(now, 90),
      uptimeSeconds: 7 * 86_400,
      rxDbm: -21,
      txDbm: 2,
      ipv6: '',
      wifi: { '2.4': [wifi('1', 'VIZINHO', 'Vizinho2024')], '5.8': [wifi('5', 'VIZINHO_5G', 'Vizinho2024')] },
    },
  ];
}
