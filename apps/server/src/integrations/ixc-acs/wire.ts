import type { AcsDeviceSummary, WifiBand, WifiNetwork } from '../acs-client';

/*
 * How IXC ACS's answers are read (docs/decisions/020-device-management.md, "IXC ACS"). The Wi-Fi answer follows
 * integrator material; the natural view's item (`serial`, `manufacturer`, `model`, `online`, `lastInform`,
 * `connection.pppoeLogin`) is inferred, so a few spellings are accepted for its fields.
 */

const BANDS: readonly WifiBand[] = ['2.4', '5.8'];
const ITEM_ID = /^[A-Za-z0-9._-]+$/;
const KEY = /^(2\.4|5\.8),([A-Za-z0-9._-]+)$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function onlineOf(item: Json): boolean {
  const value = item.online ?? (isObject(item.status) ? item.status.online : item.status);
  return value === true || value === 1 || (typeof value === 'string' && ['online', 'true', '1'].includes(value.toLowerCase()));
}

/** The devices of a natural-view answer (`{data: [...]}` or a bare list); null when it is not one. */
export function readNaturalView(body: unknown): AcsDeviceSummary[] | null {
  const list = Array.isArray(body) ? body : isObject(body) && Array.isArray(body.data) ? body.data : null;
  if (!list) return null;
  const devices: AcsDeviceSummary[] = [];
  for (const item of list) {
    if (!isObject(item)) return null;
    const serial = text(item.serial) ?? text(item.serialNumber);
    const pppLogin = isObject(item.connection) ? text(item.connection.pppoeLogin) : null;
    if (!serial) return null;
    devices.push({
      acsId: serial,
      serialNumber: serial,
      manufacturer: text(item.manufacturer),
      model: text(item.model),
      pppLogin: pppLogin ?? '',
      lastContact: dateOf(item.lastInform ?? item.lastContact),
      online: onlineOf(item),
    });
  }
  return devices;
}

/** The networks of a Wi-Fi answer `{"2.4": [...], "5.8": [...]}`; null when it is not one. */
export function readWifi(body: unknown): WifiNetwork[] | null {
  if (!isObject(body)) return null;
  const networks: WifiNetwork[] = [];
  for (const band of BANDS) {
    const items = body[band] ?? (band === '5.8' ? body['5'] : undefined) ?? [];
    if (!Array.isArray(items)) return null;
    for (const item of items) {
      const id = isObject(item) && (typeof item.id === 'string' || typeof item.id === 'number') ? String(item.id) : '';
      if (!ITEM_ID.test(id)) return null;
      networks.push({
        band,
        key: `${band},${id}`,
        path: `wifi/${band}/${id}`,
        ssid: typeof item.ssid === 'string' ? item.ssid : '',
        password: typeof item.password === 'string' ? item.password : null,
      });
    }
  }
  return networks;
}

/** `2.4,3` → band and item id; null for anything else. */
export function parseKey(key: string): { band: WifiBand; itemId: string } | null {
  const match = KEY.exec(key);
  return match ? { band: match[1] as WifiBand, itemId: match[2]! } : null;
}

/** The ACS's own text of a refusal, bounded and without the call's secrets should it echo them. */
export function refusalText(body: unknown, secrets: readonly string[]): string | undefined {
  const raw = isObject(body) ? (text(body.message) ?? text(body.error)) : null;
  if (!raw) return undefined;
  let clean = raw.replace(/eyJ[\w-]*\.[\w-]*\.[\w-]*/g, '[redacted]');
  for (const secret of secrets) if (secret.length >= 4) clean = clean.split(secret).join('[redacted]');
  return clean.slice(0, 200);
}
