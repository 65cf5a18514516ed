import type { AcsDeviceSummary, WifiBand, WifiNetwork } from '../acs-client';
import { jwtExpiry } from '../jwt-expiry';

/*
 * How IXC ACS's answers are read (docs/decisions/020-device-management.md, "IXC ACS"). Public clients that run
 * against real installs read `registers` (beside `hasNextPage`), `serialNumber`, `status`, `lastInform`,
 * `deviceInfo.{manufacturer, modelName, uptime, rx, tx}`, the Wi-Fi answer by band with `id` and `enable`, and the
 * exchange's `{access_token, expires_at}`. `connection.pppoeLogin` inside a register is inferred from the search
 * column's name.
 */

const BANDS: readonly WifiBand[] = ['2.4', '5.8'];
const ITEM_ID = /^[A-Za-z0-9._-]+$/;
const KEY = /^(2\.4|5\.8),([A-Za-z0-9._-]+)$/;
/** Without an offset, `expires_at` is taken as Brazil's time (a public client compares it in America/Bahia). */
const NAIVE_ISO = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
/** An access token that states no expiry is kept this long (our choice: a 401 renews it anyway). */
const UNSTATED_LIFETIME_MS = 5 * 60_000;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A number, or a numeric string such as `-19.50`; null for anything else. */
function numberOf(value: unknown): number | null {
  const parsed =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value.trim().replace(',', '.'))
        : Number.NaN;
  return Number.isFinite(parsed) ? parsed : null;
}

/** The devices of a view's answer (`{registers: [...]}`); null when it is not one. */
export function readRegisters(body: unknown): AcsDeviceSummary[] | null {
  if (!isObject(body) || !Array.isArray(body.registers)) return null;
  const devices: AcsDeviceSummary[] = [];
  for (const item of body.registers) {
    if (!isObject(item)) return null;
    const serial = text(item.serialNumber);
    if (!serial) return null;
    const info = isObject(item.deviceInfo) ? item.deviceInfo : {};
    const uptime = numberOf(info.uptime);
    devices.push({
      acsId: serial,
      serialNumber: serial,
      manufacturer: text(info.manufacturer),
      model: text(info.modelName),
      pppLogin: (isObject(item.connection) ? text(item.connection.pppoeLogin) : null) ?? '',
      lastContact: dateOf(item.lastInform),
      online: item.status === true,
      uptimeSeconds: uptime !== null && uptime >= 0 ? Math.floor(uptime) : null,
      opticalRxDbm: numberOf(info.rx),
      opticalTxDbm: numberOf(info.tx),
    });
  }
  return devices;
}

const enabled = (value: unknown) => value === true || value === 'true' || value === 1;

/**
 * The live networks of a Wi-Fi answer `{"2.4": [...], "5.8": [...]}`: only interfaces with `enable` true (a guest
 * network switched off is neither shown nor changed). Null when the answer is not one.
 */
export function readWifi(body: unknown): WifiNetwork[] | null {
  if (!isObject(body)) return null;
  const networks: WifiNetwork[] = [];
  for (const band of BANDS) {
    const items = body[band] ?? [];
    if (!Array.isArray(items)) return null;
    for (const item of items) {
      const id = isObject(item) && (typeof item.id === 'string' || typeof item.id === 'number') ? String(item.id) : '';
      if (!ITEM_ID.test(id)) return null;
      if (!enabled((item as Json).enable)) continue;
      networks.push({
        band,
        key: `${band},${id}`,
        path: `wifi/${band}/${id}`,
        ssid: typeof (item as Json).ssid === 'string' ? ((item as Json).ssid as string) : '',
        password: typeof (item as Json).password === 'string' ? ((item as Json).password as string) : null,
      });
    }
  }
  return networks;
}

export interface AccessToken {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/**
 * The exchange's answer: `access_token`, and when it ends from `expires_at` (ISO; without an offset, Brazil's time),
 * or else the token's own `exp` when it is a JWT. Null when there is no token.
 */
export function readAccessToken(body: unknown, now: Date): AccessToken | null {
  if (!isObject(body)) return null;
  const token = text(body.access_token);
  if (!token) return null;
  const stated = text(body.expires_at);
  const expiresAt = (stated ? expiryOf(stated) : null) ?? jwtExpiry(token)?.getTime() ?? now.getTime() + UNSTATED_LIFETIME_MS;
  return { token, expiresAt };
}

function expiryOf(stated: string): number | null {
  const date = dateOf(NAIVE_ISO.test(stated) ? `${stated.replace(' ', 'T')}-03:00` : stated);
  return date ? date.getTime() : null;
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
