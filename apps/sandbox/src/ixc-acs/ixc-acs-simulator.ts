import type { FastifyRequest } from 'fastify';
import { type Answer, createSimulatorServer, type LoggedRequest, type SimulatorHandle, type StagedFault } from '../simulator-kit';
import { createAccessTokens, type IxcAcsBearerSeen, type IxcAcsExchangeSeen } from './access-tokens';
import { IXC_ACS_SANDBOX_CLIENT, type IxcAcsApiClient } from './credentials';
import { demoDevices } from './demo-devices';
import { createDeviceStore, type IxcAcsBand, type IxcAcsBandRefusal, type IxcAcsStoredDevice, type IxcAcsWifiItem } from './device-store';
import { createJwtVerifier, type IxcAcsJwtSeen } from './jwt-verifier';
import { changeWifi, IXC_ACS_TEXTS, message, readWifi, searchView } from './operations';

/** The simulator's routes, named for `failNext` and the request log. */
export type IxcAcsRoute = 'token' | 'naturalView' | 'ipv6View' | 'readWifi' | 'changeWifi';
const ROUTES: readonly IxcAcsRoute[] = ['token', 'naturalView', 'ipv6View', 'readWifi', 'changeWifi'];

export type IxcAcsFault = StagedFault;

/** One request: route, path without query, the Client API id when its credential was valid, the status. No header or body. */
export interface IxcAcsLoggedRequest extends LoggedRequest<IxcAcsRoute> {
  issuerId?: string;
}

export interface IxcAcsSimulatorOptions {
  /** The Client APIs it accepts; default `IXC_ACS_SANDBOX_CLIENT` alone. */
  clients?: IxcAcsApiClient[];
  /** The clock behind token and JWT expiry and the demo dates; inject one to step past an expiry. */
  now?: () => Date;
  /** The devices it starts with (and `reset()` restores); default the demo routers of `IXC_ACS_DEMO_DEVICES`. */
  devices?: (now: Date) => IxcAcsStoredDevice[];
  logger?: boolean;
}

/**
 * The API lives under `<origin>/api/v1`. `reset()` goes back to the seeded devices and forgets faults, refusals,
 * the exchanges, bearers and JWTs seen and the log; access tokens already issued stay valid (`revokeAccessTokens`).
 */
export interface IxcAcsSimulator extends SimulatorHandle<IxcAcsRoute, IxcAcsFault, IxcAcsLoggedRequest> {
  /** Every device with its Wi-Fi items (passwords included: it is the sandbox). Copies. */
  devices(): IxcAcsStoredDevice[];
  /** One device's Wi-Fi items by band; undefined for an unknown serial. */
  wifiOf(serial: string): Record<IxcAcsBand, IxcAcsWifiItem[]> | undefined;
  /** Every exchange at `/token/oauth`: the way, the Client API and the verdict, never a secret or a token. */
  exchanges(): IxcAcsExchangeSeen[];
  /** Every bearer a device call carried, with its verdict. */
  bearers(): IxcAcsBearerSeen[];
  /** The JWTs judged at the token endpoint: claims and verdict, never the token. */
  jwtsSeen(): IxcAcsJwtSeen[];
  /** Every access token issued so far is refused from now on; a new exchange gets a working one. */
  revokeAccessTokens(): void;
  /** Password changes on a band are refused (all devices, or one serial) until `reset()`. */
  refuseBand(refusal: IxcAcsBandRefusal): void;
  /** Takes a device on or off line: off line, changes are queued (202 `pending`). */
  setOnline(serial: string, online: boolean): void;
  addDevice(device: IxcAcsStoredDevice): void;
}

/**
 * A simulator of IXC ACS's REST API (IXCsoft's TR-069 device manager), the part the portal uses, under `/api/v1`:
 * POST /token/oauth (a Client API's `{client_id, client_secret}`, or its ES256 JWT as the bearer) answering
 * `{access_token, expires_at}`; then, with `Authorization: Bearer <access_token>` only,
 * GET /devices/views/natural and /devices/views/ipv6 (`search[column]`, `search[search]`, list under `registers`),
 * GET /devices/{serialNumber}/wifi and PATCH /devices/{serialNumber}/wifi/{id}. docs/decisions/020-device-management.md
 * says what is confirmed and what is inferred.
 */
export function createIxcAcsSimulator(options: IxcAcsSimulatorOptions = {}): IxcAcsSimulator {
  const now = options.now ?? (() => new Date());
  const seed = options.devices ?? demoDevices;
  const store = createDeviceStore(() => seed(now()));
  const jwts = createJwtVerifier(options.clients ?? [IXC_ACS_SANDBOX_CLIENT], now);
  const tokens = createAccessTokens(options.clients ?? [IXC_ACS_SANDBOX_CLIENT], jwts, now);

  const server = createSimulatorServer<IxcAcsRoute, IxcAcsFault, IxcAcsLoggedRequest>({
    name: 'IXC ACS',
    routes: ROUTES,
    logger: options.logger,
    formBodies: true,
    now,
    faultAnswer: (status) => message(status, status === 401 ? IXC_ACS_TEXTS.unauthorized : IXC_ACS_TEXTS.internal),
    notFound: message(404, 'Not Found'),
    controlRefusal: (text) => ({ message: text }),
    onReset() {
      store.reset();
      jwts.clear();
      tokens.clearLogs();
    },
  });

  const headerOf = (request: FastifyRequest) =>
    typeof request.headers.authorization === 'string' ? request.headers.authorization : undefined;

  server.route('POST', '/api/v1/token/oauth', 'token', (request, call) => {
    const fields = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const answer = tokens.exchange(headerOf(request), fields);
    if (!answer) return message(401, IXC_ACS_TEXTS.invalidClient);
    call.entry.issuerId = tokens.exchanges().at(-1)?.clientId;
    return { status: 200, body: answer };
  });

  /** The bearer check every device route makes, after a staged fault and before its work. */
  const authorized = (handle: (request: FastifyRequest) => Answer) => (request: FastifyRequest, call: { entry: IxcAcsLoggedRequest }) => {
    const issuerId = tokens.verify(headerOf(request));
    if (!issuerId) return { ...message(401, IXC_ACS_TEXTS.unauthorized), headers: { 'www-authenticate': 'Bearer error="invalid_token"' } };
    call.entry.issuerId = issuerId;
    return handle(request);
  };
  const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;
  const params = (request: FastifyRequest) => request.params as { serial: string; id: string };
  server.route(
    'GET',
    '/api/v1/devices/views/natural',
    'naturalView',
    authorized((request) => searchView(store, query(request))),
  );
  server.route(
    'GET',
    '/api/v1/devices/views/ipv6',
    'ipv6View',
    authorized((request) => searchView(store, query(request))),
  );
  server.route(
    'GET',
    '/api/v1/devices/:serial/wifi',
    'readWifi',
    authorized((request) => readWifi(store, params(request).serial)),
  );
  server.route(
    'PATCH',
    '/api/v1/devices/:serial/wifi/:id',
    'changeWifi',
    authorized((request) => changeWifi(store, params(request).serial, params(request).id, request.body)),
  );

  const views: Omit<IxcAcsSimulator, keyof typeof server> = {
    devices: () => store.all(),
    wifiOf: (serial) => store.get(serial)?.wifi,
    exchanges: () => tokens.exchanges(),
    bearers: () => tokens.bearers(),
    jwtsSeen: () => jwts.seen(),
    revokeAccessTokens: () => tokens.revokeAll(),
    refuseBand: (refusal) => store.refuseBand(refusal),
    setOnline: (serial, online) => store.setOnline(serial, online),
    addDevice: (device) => store.add(device),
  };
  // The shell (listen, origin, reset, failNext, requests, close) is the kit's own; this adds the ACS's views.
  return Object.assign(server, views);
}
