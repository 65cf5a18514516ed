import type { Answer } from '../simulator-kit';
import { type DeviceStore, IXC_ACS_BANDS, type IxcAcsStoredDevice, SEARCHABLE_COLUMNS, type SearchableColumn } from './device-store';

/*
 * The simulator's answers (docs/decisions/020-device-management.md, "IXC ACS", says which are confirmed by public
 * clients that run against real IXC ACS installs and which are inferred). Confirmed: the search parameters
 * `search[column]`/`search[search]`, the list under `registers` beside `hasNextPage`, `serialNumber`, `status`,
 * `lastInform`, `created`, `deviceInfo` (`manufacturer`, `modelName`, `uptime`, `rx`, `tx`, `ipv6`), the Wi-Fi
 * answer by band with `id` and `enable`. Inferred: `connection.pppoeLogin` inside each register (the search column
 * names it), every error body and status, and the change's answer.
 */

export const IXC_ACS_TEXTS = {
  unauthorized: 'Token inválido ou expirado',
  invalidClient: 'Credenciais do cliente API inválidas',
  deviceNotFound: 'Dispositivo não encontrado',
  wifiNotFound: 'Rede Wi-Fi não encontrada',
  unknownColumn: 'Coluna de pesquisa inválida',
  searchMissing: 'Informe search[column] e search[search]',
  passwordLength: 'A senha deve ter entre 8 e 63 caracteres',
  internal: 'Erro interno do servidor',
} as const;

export const message = (status: number, text: string): Answer => ({ status, body: { message: text } });

/** One register of a view: the device document's fields the public clients read. */
function register(device: IxcAcsStoredDevice) {
  return {
    serialNumber: device.serial,
    status: device.online,
    lastInform: device.lastInform?.toISOString() ?? null,
    created: device.created.toISOString(),
    connection: { pppoeLogin: device.pppoeLogin },
    deviceInfo: {
      manufacturer: device.manufacturer,
      modelName: device.model,
      uptime: device.uptimeSeconds,
      rx: device.rxDbm,
      tx: device.txDbm,
      ipv6: device.ipv6,
    },
  };
}

/** `search[column]` and `search[search]`, flat (`search[column]=`) as most query parsers leave them, or nested. */
function searchOf(query: Record<string, unknown>): { column?: string; search?: string; value?: string } {
  const nested = query.search && typeof query.search === 'object' ? (query.search as Record<string, unknown>) : {};
  const read = (key: 'column' | 'search' | 'value') => {
    const raw = query[`search[${key}]`] ?? nested[key];
    return typeof raw === 'string' ? raw : undefined;
  };
  return { column: read('column'), search: read('search'), value: read('value') };
}

/**
 * `GET /devices/views/{natural|ipv6}?search[column]=…&search[search]=…`. An unknown column, or the value under any
 * other name than `search[search]` (`search[value]` was our old guess), is a 400: such a call cannot match.
 */
export function searchView(store: DeviceStore, query: Record<string, unknown>): Answer {
  const { column, search, value } = searchOf(query);
  if (column === undefined && search === undefined && value === undefined) {
    return { status: 200, body: { registers: store.all().map(register), hasNextPage: false } };
  }
  if (column === undefined || search === undefined) return message(400, IXC_ACS_TEXTS.searchMissing);
  if (!(SEARCHABLE_COLUMNS as readonly string[]).includes(column)) return message(400, IXC_ACS_TEXTS.unknownColumn);
  return { status: 200, body: { registers: store.search(column as SearchableColumn, search).map(register), hasNextPage: false } };
}

/** `GET /devices/{serialNumber}/wifi`: `{"2.4": [...], "5.8": [...]}`, every interface, switched off or not. */
export function readWifi(store: DeviceStore, serial: string): Answer {
  const device = store.get(serial);
  if (!device) return message(404, IXC_ACS_TEXTS.deviceNotFound);
  return { status: 200, body: Object.fromEntries(IXC_ACS_BANDS.map((band) => [band, device.wifi[band].map((item) => ({ ...item }))])) };
}

/**
 * `PATCH /devices/{serialNumber}/wifi/{id}` `{ssid?, password?}` (public clients send only what changes). Applied at
 * once when the device is online (200); queued for its next inform when not (202, `pending`): inferred.
 */
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
      return {
        status: outcome.kind === 'applied' ? 200 : 202,
        body: { id: outcome.item.id, ssid: outcome.item.ssid, status: outcome.kind },
      };
  }
}
