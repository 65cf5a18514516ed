/**
 * Every IXC ACS address the adapter uses, in one place. IXCsoft publishes the token format but not these routes;
 * each is marked with where it comes from (docs/decisions/020-device-management.md, "IXC ACS").
 * - confirmed: IXC ACS's own documentation (central-ixcacs.ixcsoft.com.br, "Tokens at the IXC ACS").
 * - integrators: public integrator material (reference/integrations.md section 7), not IXCsoft's word.
 * - inferred: our assumption, to check against a real install.
 */

/**
 * inferred: the API's root. Integrator material names `/api/v1/token`, so the routes are taken to live under
 * `/api/v1`. The admin's `acs_url` may be the bare origin (`https://acs.example.com`) or already end in `/api/v1`
 * (with or without a trailing slash); both give the same base.
 */
export function ixcAcsBaseUrl(acsUrl: string): string {
  const trimmed = acsUrl.trim().replace(/\/+$/, '');
  return /\/api\/v1$/i.test(trimmed) ? trimmed : `${trimmed}/api/v1`;
}

export const IXC_ACS_PATHS = {
  /** integrators: the devices list as a "natural" view, searchable by a dotted column. */
  naturalView: '/devices/views/natural',
  /** integrators: `connection.pppoeLogin` as the search column for a PPPoE login. */
  pppoeLoginColumn: 'connection.pppoeLogin',
  /** inferred: `serial` as the search column for a device's serial (the natural view's own field name). */
  serialColumn: 'serial',
  /** integrators: the Wi-Fi networks of a device by band, `{"2.4": [...], "5.8": [...]}`. */
  wifi: (serial: string) => `/devices/${encodeURIComponent(serial)}/wifi`,
  /** integrators: one network's change, body `{ssid?, password}`. */
  wifiItem: (serial: string, id: string) => `/devices/${encodeURIComponent(serial)}/wifi/${encodeURIComponent(id)}`,
} as const;

/** The natural view's search parameters (integrators: `search[column]` and `search[value]`). */
export const searchQuery = (column: string, value: string): Record<string, string> => ({ 'search[column]': column, 'search[value]': value });

/** Operation names for errors: the route's shape, without serials or queries. */
export const OPERATIONS = {
  naturalView: `GET ${IXC_ACS_PATHS.naturalView}`,
  wifi: 'GET /devices/:serial/wifi',
  wifiItem: 'PATCH /devices/:serial/wifi/:id',
} as const;
