/**
 * Every IXC ACS address the adapter uses, in one place, each marked with where it comes from
 * (docs/decisions/020-device-management.md, "IXC ACS"):
 * - docs: IXCsoft's own help pages (central-ixcacs.ixcsoft.com.br: "Tokens no IXC ACS", "Clientes API");
 * - clients: public code that runs against real IXC ACS installs (a Python support back end, TypeScript and Deno
 *   functions of ISPs), read, not copied;
 * - inferred: our assumption, which 'Testar integrações' checks against the provider's real install.
 */

/**
 * clients: the API's root is the origin plus `/api/v1` (some installs answer under `/api/v2` too). The admin's
 * `acs_url` may be the bare origin, or already end in `/api/v1` or `/api/v2` (with or without a trailing slash),
 * which is then kept as is.
 */
export function ixcAcsBaseUrl(acsUrl: string): string {
  const trimmed = acsUrl.trim().replace(/\/+$/, '');
  return /\/api\/v\d+$/i.test(trimmed) ? trimmed : `${trimmed}/api/v1`;
}

export const IXC_ACS_PATHS = {
  /**
   * clients: the exchange, `{client_id, client_secret}` in JSON answering `{access_token, expires_at}`. docs say the
   * ES256 JWT goes "as a Bearer Token to the API Authentication Endpoint"; that this is the same endpoint, with no
   * body, is inferred.
   */
  token: '/token/oauth',
  /** clients: the devices as the "natural" view, searched by a dotted column; the list under `registers`. */
  naturalView: '/devices/views/natural',
  /** clients: the same search on the "ipv6" view, by serial number. */
  ipv6View: '/devices/views/ipv6',
  /** clients: the search column of a PPPoE login. */
  pppoeLoginColumn: 'connection.pppoeLogin',
  /** clients: the search column of a serial number. */
  serialColumn: 'serialNumber',
  /** clients: the Wi-Fi interfaces of a device by band, `{"2.4": [...], "5.8": [...]}`. */
  wifi: (serial: string) => `/devices/${encodeURIComponent(serial)}/wifi`,
  /** clients: one interface's change, body `{ssid?, password?}`. */
  wifiItem: (serial: string, id: string) => `/devices/${encodeURIComponent(serial)}/wifi/${encodeURIComponent(id)}`,
} as const;

/** clients: a view's search parameters. */
export const searchQuery = (column: string, value: string): Record<string, string> => ({
  'search[column]': column,
  'search[search]': value,
});

/** Operation names for errors: the route's shape, without serials or queries. */
export const OPERATIONS = {
  token: `POST ${IXC_ACS_PATHS.token}`,
  naturalView: `GET ${IXC_ACS_PATHS.naturalView}`,
  ipv6View: `GET ${IXC_ACS_PATHS.ipv6View}`,
  wifi: 'GET /devices/:serial/wifi',
  wifiItem: 'PATCH /devices/:serial/wifi/:id',
} as const;
