import type { Answer } from '../simulator-kit';
import { type DeviceStore, IXC_ACS_BANDS, type IxcAcsStoredDevice, SEARCHABLE_COLUMNS } from './device-store';

/*
 * The simulator's answers, in the shapes docs/decisions/020-device-management.md ("IXC ACS") records: the Wi-Fi
 * answer is the one integrators describe; the natural view's item and the change's answer are inferred.
 */

export const IXC_ACS_TEXTS = {
  unauthorized: 'Token inválido ou expirado',
  deviceNotFound: 'Dispositivo não encontrado',
  wifiNotFound: 'Rede Wi-Fi não encontrada',
  unknownColumn: 'Coluna de pesquisa inválida',
  passwordLength: 'A senha deve ter entre 8 e 63 caracteres',
  internal: 'Erro interno do servidor',
} as const;

export const message = (status: number, text: string): Answer => ({ status, body: { message: text } });

/** One item of the natural view: the device as people read it (serial, maker, model, PPPoE login, status). */
function naturalItem(device: IxcAcsStoredDevice) {
  return {
    serial: device.serial,
    manufacturer: device.manufacturer,
    model: device.model,
    created: device.created.toISOString(),
    online: device.online,
    lastInform: device.lastInform?.toISOString() ?? null,
    connection: { pppoeLogin: device.pppoeLogin },
  };
}

/** `search[column]`/`search[value]`, flat (`search[column]=`) as most query parsers leave them, or nested. */
function searchOf(query: Record<string, unknown>): { column?: string; value?: string } {
  const nested = query.search && typeof query.search === 'object' ? (query.search as Record<string, unknown>) : {};
  const read = (key: 'column' | 'value') => {
    const raw = query[`search[${key}]`] ?? nested[key];
    return typeof raw === 'string' ? raw : undefined;
  };
  return { column: read('column'), value: read('value') };
}

export function naturalView(store: DeviceStore, query: Record<string, unknown>): Answer {
  const { column, value } = searchOf(query);
  if (column === undefined && value === undefined) {
    const data = store.all().map(naturalItem);
    return { status: 200, body: { data, total: data.length } };
  }
  if (!SEARCHABLE_COLUMNS.includes(column as (typeof SEARCHABLE_COLUMNS)[number])) return message(400, IXC_ACS_TEXTS.unknownColumn);
  const data = store.search(column as (typeof SEARCHABLE_COLUMNS)[number], value ?? '').map(naturalItem);
  return { status: 200, body: { data, total: data.length } };
}

export function readWifi(store: DeviceStore, serial: string): Answer {
  const device = store.get(serial);
  if (!device) return message(404, IXC_ACS_TEXTS.deviceNotFound);
  const body = Object.fromEntries(IXC_ACS_BANDS.map((band) => [band, device.wifi[band].map((item) => ({ ...item, band }))]));
  return { status: 200, body };
}

/** Applied at once when the device is online (200); queued for its next inform when not (202, `pending`). */
export function changeWifi(store: DeviceStore, serial: string, itemId: string, body: unknown): Answer {
  const password = (body as { password?: unknown } | null)?.password;
  if (typeof password !== 'string' || password.length < 8 || password.length > 63) return message(400, IXC_ACS_TEXTS.passwordLength);
  const outcome = store.changePassword(serial, itemId, password);
  switch (outcome.kind) {
    case 'unknown_device':
      return message(404, IXC_ACS_TEXTS.deviceNotFound);
    case 'unknown_item':
      return message(404, IXC_ACS_TEXTS.wifiNotFound);
    case 'refused':
      return message(outcome.status, outcome.message);
    default:
      return { status: outcome.kind === 'applied' ? 200 : 202, body: { id: outcome.item.id, ssid: outcome.item.ssid, status: outcome.kind } };
  }
}
