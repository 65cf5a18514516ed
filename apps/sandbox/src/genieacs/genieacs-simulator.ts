import type { FastifyRequest } from 'fastify';
import {
  basicCredentials,
  basicUser,
  createSimulatorServer,
  type LoggedRequest,
  type SimulatorHandle,
  type StagedFault,
} from '../simulator-kit';
import { genieAcsDemoDevices } from './demo-devices';
import type { DeviceDocument } from './device-document';
import {
  createDeviceStore,
  type GenieAcsFaultDocument,
  type RebootCount,
  type GenieAcsSeedDevice,
  type GenieAcsTask,
  type GenieAcsTaskPost,
} from './device-store';
import { type DeviceSession, methodNotAllowed, type NbiAnswer, postTask, queryCollection } from './nbi-operations';

/** The simulator's routes, named for `failNext` and the request log. */
export type GenieAcsRoute = 'queryDevices' | 'queryTasks' | 'queryFaults' | 'postTask';
const ROUTES: readonly GenieAcsRoute[] = ['queryDevices', 'queryTasks', 'queryFaults', 'postTask'];

export type GenieAcsFault = StagedFault;

/** One request: route, path without query, the Basic-auth user if any, the status. No body, no password. */
export interface GenieAcsLoggedRequest extends LoggedRequest<GenieAcsRoute> {
  user?: string;
}

/** The Basic-auth pair of the sandbox's reverse proxy in front of the NBI. */
export interface GenieAcsBasicAuth {
  user: string;
  password: string;
}

export const GENIEACS_SANDBOX_BASIC_AUTH: GenieAcsBasicAuth = { user: 'nbi-proxy', password: 'sandbox-nbi-secret' };

export interface GenieAcsSimulatorOptions {
  /**
   * GenieACS's NBI has no authentication; operators put a reverse proxy with Basic auth in front. Given, every
   * call without this pair is answered 401 as that proxy would. Default none.
   */
  basicAuth?: GenieAcsBasicAuth;
  /** The devices it starts with (and `reset()` restores); default the demo routers of `GENIEACS_DEMO_DEVICES`. */
  devices?: (now: Date) => GenieAcsSeedDevice[];
  now?: () => Date;
  logger?: boolean;
}

/**
 * The NBI lives at the origin's root. `reset()` goes back to the seeded devices and forgets tasks, faults, staged
 * faults and the log.
 */
export interface GenieAcsSimulator extends SimulatorHandle<GenieAcsRoute, GenieAcsFault, GenieAcsLoggedRequest> {
  /** Every device document as stored (passphrases show ''). Copies. */
  devices(): DeviceDocument[];
  /** Tasks still queued (pending or faulted). Copies. */
  tasks(): GenieAcsTask[];
  faults(): GenieAcsFaultDocument[];
  /** Every task POST received, oldest first, whatever became of it: a change posted twice shows twice. */
  taskPosts(): GenieAcsTaskPost[];
  /** The passphrase a hidden leaf holds (what TR-069 never reads back); undefined for an unknown device or path. */
  passphrase(deviceId: string, path: string): string | undefined;
  /** Whether the device answers connection requests: when not, tasks stay queued (202) until `inform()`. */
  setOnline(deviceId: string, answersConnectionRequest: boolean): void;
  /**
   * A slow device: it answers connection requests, but its session lasts until its next `inform()`, as when GenieACS
   * waits for the device's session lock or for a long session (lib/nbi.ts: up to 30 s, the `timeout`, then 120 s).
   * A task posted with `connection_request` is queued at once and its answer waits for that session.
   */
  setSlowSession(deviceId: string, slow: boolean): void;
  /** The device opens a session: `_lastInform` becomes now, its queued tasks run, and held task answers go out. */
  inform(deviceId: string): void;
  /** Adds a device; returns its GenieACS id. */
  addDevice(device: GenieAcsSeedDevice): string;
  /** The reboot tasks posted for a device (a task posted twice counts twice) and the reboots it ran. */
  reboots(deviceId: string): RebootCount;
}

/**
 * A simulator of GenieACS's northbound interface (NBI, `lib/nbi.ts`), the part the portal uses: device queries,
 * tasks with connection requests, and the tasks and faults collections. docs/decisions/020-device-management.md
 * says what is confirmed against GenieACS's source and what is modelled.
 *
 * Confirmed by reading GenieACS's source (`genieacs/genieacs:lib/nbi.ts`, `lib/api-functions.ts`):
 * - `POST /devices/{id}/tasks` reads its body as JSON whatever the content type: not JSON → 400 `<Error>: <message>`;
 *   then an unknown device → 404 `No such device`; no body and no `connection_request` → 400; other methods → 405.
 * - The task is queued before any wait. Without `connection_request` → 202 with the task. With it: the task ran →
 *   200 with the task (`_id` included); the device did not answer or its session did not end in time → 202
 *   `Task queued but not processed` (the task stays queued for the next inform); a fault → 202 `Task faulted`.
 * - `{"name":"reboot"}` needs no other property (`sanitizeTask` checks none for it); public clients post it to
 *   `?timeout=<ms>&connection_request` and read 200 as done, 202 as scheduled (`rilpires/flashman:
 *   controllers/external-genieacs/tasks-api.js`, `controllers/acs_device_info.js`).
 * - The demo routers' paths: hosts, TR-098 `InternetGatewayDevice.LANDevice.1.Hosts.Host.{i}.{HostName,MACAddress,
 *   IPAddress,Layer2Interface,Active}` (`rilpires/flashman:…/cpe-models/base-model.js`) or `InterfaceType`
 *   (`…/intelbras-ax1800.js`), TR-181 `Device.Hosts.Host.{i}.{HostName,PhysAddress,IPAddress,Active}`
 *   (`…/tplink-xx230v.js`); `DeviceInfo.UpTime` in seconds; optical RX in the vendor's path and unit (Huawei and
 *   Intelbras `X_GponInterafceConfig` in dBm, ZTE and TP-Link in 0.1 µW: the same model files).
 * Inferred (not seen in GenieACS's code, which leaves it to the device):
 * - A reboot's effect: the device is back at once with `UpTime` 0 and `_lastBoot` now. A real router is down for a
 *   minute and reports the boot at its next inform; its `_lastInform` stays old until then.
 * - The demo values (host names, uptimes, TX powers and the Layer2Interface values of TR-181 hosts).
 * - The sandbox answers at once where GenieACS waits (`timeout`, 30 s for the session lock, 120 s for the session).
 */
export function createGenieAcsSimulator(options: GenieAcsSimulatorOptions = {}): GenieAcsSimulator {
  const now = options.now ?? (() => new Date());
  const seed = options.devices ?? genieAcsDemoDevices;
  const store = createDeviceStore(() => seed(now()), now);
  store.reset();
  const statusTexts = new WeakMap<object, string>();
  const slowDevices = new Set<string>();
  /** Task answers held for a slow device's session, released by its `inform()` (or a reset or close). */
  const heldAnswers = new Map<string, Array<() => void>>();
  const releaseHeld = (deviceId?: string) => {
    for (const [id, releases] of heldAnswers) {
      if (deviceId !== undefined && id !== deviceId) continue;
      heldAnswers.delete(id);
      for (const release of releases) release();
    }
  };
  const session: DeviceSession = (deviceId) => {
    if (!slowDevices.has(deviceId)) {
      store.runSession(deviceId);
      return undefined;
    }
    return new Promise<void>((resolve) => heldAnswers.set(deviceId, [...(heldAnswers.get(deviceId) ?? []), resolve]));
  };

  const server = createSimulatorServer<GenieAcsRoute, GenieAcsFault, GenieAcsLoggedRequest>({
    name: 'GenieACS',
    routes: ROUTES,
    logger: options.logger,
    now,
    describe: (request) => basicUser(request),
    faultAnswer: (status) => ({
      status,
      body: status >= 500 ? `${status} Internal Server Error` : `${status}`,
      contentType: 'text/plain; charset=utf-8',
    }),
    notFound: { status: 404, body: '404 Not Found', contentType: 'text/plain; charset=utf-8' },
    onReset: () => {
      slowDevices.clear();
      releaseHeld();
      store.reset();
    },
  });
  server.app.addHook('onClose', async () => releaseHeld());
  // The NBI reads a body as JSON whatever its content type, and answers a parse error itself (`postTask`).
  server.app.removeAllContentTypeParsers();
  server.app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  // GenieACS says a task's outcome in the HTTP status text; Fastify writes the status line from `statusMessage`.
  server.app.addHook('onSend', async (request, reply) => {
    const statusText = statusTexts.get(request.raw);
    if (statusText) reply.raw.statusMessage = statusText;
  });

  const authorized = (handle: (request: FastifyRequest) => NbiAnswer | Promise<NbiAnswer>) => async (request: FastifyRequest) => {
    if (options.basicAuth) {
      const given = basicCredentials(request);
      if (given?.user !== options.basicAuth.user || given.secret !== options.basicAuth.password) {
        return {
          status: 401,
          body: '401 Unauthorized',
          contentType: 'text/plain; charset=utf-8',
          headers: { 'www-authenticate': 'Basic realm="GenieACS NBI"' },
        };
      }
    }
    const answer = await handle(request);
    if (answer.statusText) statusTexts.set(request.raw, answer.statusText);
    return answer;
  };
  const collection = (name: 'devices' | 'tasks' | 'faults') =>
    authorized((request) =>
      request.method === 'GET' || request.method === 'HEAD'
        ? queryCollection(store, name, request.query as Record<string, string>)
        : methodNotAllowed('GET, HEAD'),
    );

  const otherMethods = ['POST', 'PUT', 'DELETE', 'PATCH'] as const;
  server.route(['GET', ...otherMethods], '/devices', 'queryDevices', collection('devices'));
  server.route(['GET', ...otherMethods], '/tasks', 'queryTasks', collection('tasks'));
  server.route(['GET', ...otherMethods], '/faults', 'queryFaults', collection('faults'));
  server.route(
    ['POST', 'GET', 'PUT', 'DELETE', 'PATCH'],
    '/devices/:id/tasks',
    'postTask',
    authorized((request) => {
      if (request.method !== 'POST') return methodNotAllowed('POST');
      const connectionRequest = Object.hasOwn(request.query ?? {}, 'connection_request');
      const body = typeof request.body === 'string' ? request.body : undefined;
      return postTask(store, (request.params as { id: string }).id, body, connectionRequest, session);
    }),
  );

  const views: Omit<GenieAcsSimulator, keyof typeof server> = {
    devices: () => store.devices(),
    tasks: () => store.tasks(),
    faults: () => store.faults(),
    taskPosts: () => store.posts(),
    passphrase: (deviceId, path) => store.passphrase(deviceId, path),
    setOnline: (deviceId, answers) => store.setAnswersConnectionRequest(deviceId, answers),
    setSlowSession(deviceId, slow) {
      if (!store.has(deviceId)) throw new TypeError(`no device ${deviceId}`);
      if (slow) slowDevices.add(deviceId);
      else slowDevices.delete(deviceId);
    },
    inform(deviceId) {
      store.runSession(deviceId);
      releaseHeld(deviceId);
    },
    addDevice: (device) => store.add(device),
    reboots: (deviceId) => store.reboots(deviceId),
  };
  // The shell (listen, origin, reset, failNext, requests, close) is the kit's own; this adds the ACS's views.
  return Object.assign(server, views);
}
