import type { FastifyRequest } from 'fastify';
import { type Answer, createSimulatorServer, type LoggedRequest, type SimulatorHandle, type StagedFault } from '../simulator-kit';
import { IXC_ACS_SANDBOX_CLIENT, type IxcAcsApiClient } from './credentials';
import { demoDevices } from './demo-devices';
import { createDeviceStore, type IxcAcsBandRefusal, type IxcAcsStoredDevice, type IxcAcsWifiItem, type IxcAcsBand } from './device-store';
import { createJwtVerifier, type IxcAcsJwtSeen } from './jwt-verifier';
import { changeWifi, IXC_ACS_TEXTS, message, naturalView, readWifi } from './operations';

/** The simulator's routes, named for `failNext` and the request log. */
export type IxcAcsRoute = 'naturalView' | 'readWifi' | 'changeWifi';
const ROUTES: readonly IxcAcsRoute[] = ['naturalView', 'readWifi', 'changeWifi'];

export type IxcAcsFault = StagedFault;

/** One request: route, path without query, the Client API id when its JWT was valid, the status. No header or body. */
export interface IxcAcsLoggedRequest extends LoggedRequest<IxcAcsRoute> {
  issuerId?: string;
}

export interface IxcAcsSimulatorOptions {
  /** The Client APIs it accepts; default `IXC_ACS_SANDBOX_CLIENT` alone. */
  clients?: IxcAcsApiClient[];
  /** The clock behind JWT expiry and the demo dates; inject one to step past a JWT's `exp`. */
  now?: () => Date;
  /** The devices it starts with (and `reset()` restores); default the demo routers of `IXC_ACS_DEMO_DEVICES`. */
  devices?: (now: Date) => IxcAcsStoredDevice[];
  logger?: boolean;
}

/**
 * The API lives under `<origin>/api/v1`. `reset()` goes back to the seeded devices and forgets faults, refusals,
 * JWTs seen and the log.
 */
export interface IxcAcsSimulator extends SimulatorHandle<IxcAcsRoute, IxcAcsFault, IxcAcsLoggedRequest> {
  /** Every device with its Wi-Fi items (passwords included: it is the sandbox). Copies. */
  devices(): IxcAcsStoredDevice[];
  /** One device's Wi-Fi items by band; undefined for an unknown serial. */
  wifiOf(serial: string): Record<IxcAcsBand, IxcAcsWifiItem[]> | undefined;
  /** The bearer JWTs judged so far: claims and verdict, never the token. */
  jwtsSeen(): IxcAcsJwtSeen[];
  /** JWTs issued before `cutoff` are refused from now on. */
  refuseJwtsIssuedBefore(cutoff: Date): void;
  /** Every JWT accepted so far is refused from now on (fresh ones work): a stale cached JWT. */
  revokeJwtsSeen(): void;
  /** Password changes on a band are refused (all devices, or one serial) until `reset()`. */
  refuseBand(refusal: IxcAcsBandRefusal): void;
  /** Takes a device on or off line: off line, changes are queued (202 `pending`). */
  setOnline(serial: string, online: boolean): void;
  addDevice(device: IxcAcsStoredDevice): void;
}

/**
 * A simulator of IXC ACS's REST API (IXCsoft's TR-069 device manager), the part the portal uses:
 * GET /api/v1/devices/views/natural?search[column]=connection.pppoeLogin&search[value]=<login>,
 * GET /api/v1/devices/{serial}/wifi and PATCH /api/v1/devices/{serial}/wifi/{id} {password}, each with
 * `Authorization: Bearer <ES256 JWT>`. docs/decisions/020-device-management.md says what is confirmed and inferred.
 */
export function createIxcAcsSimulator(options: IxcAcsSimulatorOptions = {}): IxcAcsSimulator {
  const now = options.now ?? (() => new Date());
  const seed = options.devices ?? demoDevices;
  const store = createDeviceStore(() => seed(now()));
  const jwts = createJwtVerifier(options.clients ?? [IXC_ACS_SANDBOX_CLIENT], now);

  const server = createSimulatorServer<IxcAcsRoute, IxcAcsFault, IxcAcsLoggedRequest>({
    name: 'IXC ACS',
    routes: ROUTES,
    logger: options.logger,
    now,
    faultAnswer: (status) => message(status, status === 401 ? IXC_ACS_TEXTS.unauthorized : IXC_ACS_TEXTS.internal),
    notFound: message(404, 'Not Found'),
    controlRefusal: (text) => ({ message: text }),
    onReset() {
      store.reset();
      jwts.clear();
    },
  });

  /** The bearer check every route makes, after a staged fault and before its work. */
  const authorized = (handle: (request: FastifyRequest) => Answer) => (request: FastifyRequest, call: { entry: IxcAcsLoggedRequest }) => {
    const authorization = typeof request.headers.authorization === 'string' ? request.headers.authorization : undefined;
    const issuerId = jwts.verify(authorization);
    if (!issuerId) return { ...message(401, IXC_ACS_TEXTS.unauthorized), headers: { 'www-authenticate': 'Bearer error="invalid_token"' } };
    call.entry.issuerId = issuerId;
    return handle(request);
  };
  const params = (request: FastifyRequest) => request.params as { serial: string; id: string };

  server.route('GET', '/api/v1/devices/views/natural', 'naturalView', authorized((request) => naturalView(store, (request.query ?? {}) as Record<string, unknown>)));
  server.route('GET', '/api/v1/devices/:serial/wifi', 'readWifi', authorized((request) => readWifi(store, params(request).serial)));
  server.route(
    'PATCH',
    '/api/v1/devices/:serial/wifi/:id',
    'changeWifi',
    authorized((request) => changeWifi(store, params(request).serial, params(request).id, request.body)),
  );

  const views: Omit<IxcAcsSimulator, keyof typeof server> = {
    devices: () => store.all(),
    wifiOf: (serial) => store.get(serial)?.wifi,
    jwtsSeen: () => jwts.seen(),
    refuseJwtsIssuedBefore: (cutoff) => jwts.refuseIssuedBefore(cutoff),
    revokeJwtsSeen: () => jwts.revokeSeen(),
    refuseBand: (refusal) => store.refuseBand(refusal),
    setOnline: (serial, online) => store.setOnline(serial, online),
    addDevice: (device) => store.add(device),
  };
  // The shell (listen, origin, reset, failNext, requests, close) is the kit's own; this adds the ACS's views.
  return Object.assign(server, views);
}
