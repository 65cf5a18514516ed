import type { Dispatcher } from 'undici';
import { type AcsClient, type AcsConnection, type AcsDevice, AcsError, type WifiChangeResult } from '../acs-client';
import { basicAuthorization, createPartnerSend, orTransportError, type PartnerAnswer, type PartnerExchange } from '../partner-http';
import { readSummary } from './device-summary';
import { isTree } from './device-tree';
import { deviceTasksPath, findByLoginsQuery, OPERATIONS, readDeviceQuery } from './nbi-paths';
import { readHosts } from './connected-hosts';
import { outcomeOfQueuedTask, queuedWithoutAnswer, rebootOutcome } from './task-outcome';
import { type DeviceNetwork, readNetworks } from './wifi-networks';

export interface GenieAcsClientOptions {
  /** Deadline of one query exchange; default 8 s. */
  timeoutMs?: number;
  /**
   * How long GenieACS waits for the device's session after the connection request (the task's `timeout`); default
   * 5 s. The task exchange's own deadline is this plus `timeoutMs`: past it the change is reported queued (the NBI
   * may take 30 s + this + 120 s; see docs/decisions/020-device-management.md).
   */
  connectionRequestTimeoutMs?: number;
  /** A device that informed within this window counts as online; default 10 minutes (see the decision record). */
  onlineWindowMs?: number;
  now?: () => Date;
  dispatcher?: Dispatcher;
}

const DEFAULT_TIMEOUT_MS = 8_000;
const DEFAULT_CONNECTION_REQUEST_TIMEOUT_MS = 5_000;
const DEFAULT_ONLINE_WINDOW_MS = 10 * 60_000;
const UNKNOWN_NETWORK = 'no such Wi-Fi network on this device';
const READ_ONLY_NETWORK = "the ACS reports this network's passphrase as read-only";

/**
 * The `AcsClient` of a GenieACS NBI (docs/product/acs.md#genieacs). GenieACS has no authentication of its
 * own; when the provider set a user, calls carry HTTP Basic for the proxy in front of it. Nothing here logs.
 */
export function createGenieAcsClient(connection: AcsConnection, options: GenieAcsClientOptions = {}): AcsClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const connectionRequestTimeoutMs = options.connectionRequestTimeoutMs ?? DEFAULT_CONNECTION_REQUEST_TIMEOUT_MS;
  const onlineWindowMs = options.onlineWindowMs ?? DEFAULT_ONLINE_WINDOW_MS;
  const now = options.now ?? (() => new Date());
  const authorization =
    connection.issuerId || connection.privateKey ? basicAuthorization(connection.issuerId, connection.privateKey) : undefined;
  const common = { partner: 'GenieACS', baseUrl: connection.url, authorization, dispatcher: options.dispatcher };
  const query = createPartnerSend({ ...common, timeoutMs });
  const task = createPartnerSend({ ...common, timeoutMs: connectionRequestTimeoutMs + timeoutMs });

  async function call(operation: string, send: typeof query, exchange: PartnerExchange): Promise<PartnerAnswer> {
    const answer = await orTransportError(send(exchange), (reason, message) => new AcsError(reason, message, operation));
    if (answer.status === 401 || answer.status === 403) {
      throw new AcsError(
        'unauthorized',
        `HTTP ${answer.status}: the NBI refused our credentials; check the ACS user and password`,
        operation,
        answer.status,
      );
    }
    if (answer.status >= 500) throw new AcsError('unavailable', `HTTP ${answer.status}`, operation, answer.status);
    return answer;
  }

  /** The documents a collection query answered; `malformed` unless a 200 with a JSON array. */
  async function documents(operation: string, path: string, search: Record<string, string>): Promise<unknown[]> {
    const answer = await call(operation, query, { method: 'GET', path, query: search });
    if (answer.status !== 200 || !Array.isArray(answer.body)) {
      const what =
        answer.status === 400
          ? 'the NBI refused the query'
          : answer.status === 200
            ? 'the answer is not a JSON array'
            : 'no NBI collection here; is the ACS URL the NBI (port 7557)?';
      throw new AcsError('malformed', `HTTP ${answer.status}: ${what}`, operation, answer.status);
    }
    return answer.body as unknown[];
  }

  async function deviceWithNetworks(acsId: string): Promise<{ device: AcsDevice; networks: DeviceNetwork[] } | null> {
    const [document] = await documents(OPERATIONS.devices, '/devices/', readDeviceQuery(acsId));
    if (document === undefined) return null;
    const summary = readSummary(document, now(), onlineWindowMs);
    if (!summary || !isTree(document))
      throw new AcsError('malformed', 'HTTP 200: the device document has no _id or _deviceId', OPERATIONS.devices, 200);
    const networks = readNetworks(document, summary.manufacturer);
    return { device: { ...summary, networks: networks.map((item) => item.network), hosts: readHosts(document) }, networks };
  }

  /**
   * One task POST with a connection request, never repeated: a second would queue the task twice. Null when our
   * wait ran out first (the task is in GenieACS's queue all the same: see task-outcome.ts).
   */
  async function postTask(acsId: string, body: Record<string, unknown>): Promise<PartnerAnswer | null> {
    return call(OPERATIONS.task, task, {
      method: 'POST',
      path: `${deviceTasksPath(acsId)}?connection_request&timeout=${connectionRequestTimeoutMs}`,
      json: body,
    }).catch((error: unknown) => {
      if (error instanceof AcsError && error.failure === 'timeout') return null;
      throw error;
    });
  }

  return {
    async findDevices(pppLogins) {
      if (pppLogins.length === 0) return [];
      const logins = new Set(pppLogins);
      const found = await documents(OPERATIONS.devices, '/devices/', findByLoginsQuery([...logins]));
      return found.map((document) => readSummary(document, now(), onlineWindowMs, logins)).filter((summary) => summary !== null);
    },

    async readDevice(acsId) {
      return (await deviceWithNetworks(acsId))?.device ?? null;
    },

    async setWifiPassword(acsId, keys, password) {
      const read = await deviceWithNetworks(acsId);
      if (!read) return null;
      const scrub = (text: string) => (password ? text.split(password).join('***') : text);
      const results = new Map<string, WifiChangeResult>();
      const sending: { key: string; network: DeviceNetwork; leaf: string }[] = [];
      for (const key of new Set(keys)) {
        const network = read.networks.find((item) => item.network.key === key);
        if (!network) results.set(key, { key, band: '2.4', outcome: 'failed', reason: UNKNOWN_NETWORK });
        else if (!network.passphraseLeaf)
          results.set(key, { key, band: network.network.band, outcome: 'failed', reason: READ_ONLY_NETWORK });
        else sending.push({ key, network, leaf: network.passphraseLeaf });
      }
      if (sending.length > 0) {
        const leaves = sending.map(({ leaf }) => leaf);
        const answer = await postTask(acsId, {
          name: 'setParameterValues',
          parameterValues: sending.map(({ leaf }) => [leaf, password, 'xsd:string']),
        });
        if (answer?.status === 404) return null;
        const outcomes = answer
          ? await outcomeOfQueuedTask(answer, acsId, leaves, (search) => documents(OPERATIONS.faults, '/faults/', search))
          : queuedWithoutAnswer(leaves);
        for (const [index, { key, network }] of sending.entries()) {
          const outcome = outcomes[index]!;
          results.set(key, {
            key,
            band: network.network.band,
            outcome: outcome.outcome,
            ...(outcome.reason ? { reason: scrub(outcome.reason) } : {}),
          });
        }
      }
      return [...new Set(keys)].map((key) => results.get(key)!);
    },

    canReboot: true,

    async reboot(acsId) {
      const answer = await postTask(acsId, { name: 'reboot' });
      if (!answer) return 'queued';
      return answer.status === 404 ? null : rebootOutcome(answer);
    },
  };
}
