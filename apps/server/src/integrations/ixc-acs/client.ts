import type { Dispatcher } from 'undici';
import { mapWithLimit } from '../../lib/each-with-limit';
import {
  type AcsClient,
  type AcsConnection,
  type AcsDeviceSummary,
  AcsError,
  type WifiChangeResult,
  type WifiNetwork,
} from '../acs-client';
import { createPartnerSend, orTransportError, type PartnerAnswer, type PartnerExchange } from '../partner-http';
import { createAccessTokenSource } from './access-token';
import { IXC_ACS_PATHS, ixcAcsBaseUrl, OPERATIONS, searchQuery } from './paths';
import { parseKey, readRegisters, readWifi, refusalText } from './wire';

export interface IxcAcsClientOptions {
  /** Deadline of one HTTP exchange; default 8 s. */
  timeoutMs?: number;
  /** The clock that dates JWTs and ages access tokens; injectable for tests. */
  now?: () => Date;
  dispatcher?: Dispatcher;
}

const DEFAULT_TIMEOUT_MS = 8_000;
/** Searches in flight at once for one subscriber's logins (usually 1 to 4). */
const SEARCH_CONCURRENCY = 4;
const UNKNOWN_NETWORK = 'no such Wi-Fi network on this device';

/**
 * The `AcsClient` of IXC ACS (docs/product/acs.md#ixc-acs): an access token bought at the token endpoint
 * (`access-token.ts`), devices found through the natural view by PPPoE login and the ipv6 view by serial, live Wi-Fi
 * networks read and changed per item. Nothing here logs.
 */
export function createIxcAcsClient(connection: AcsConnection, options: IxcAcsClientOptions = {}): AcsClient {
  const send = createPartnerSend({
    partner: 'IXC ACS',
    baseUrl: ixcAcsBaseUrl(connection.url),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    dispatcher: options.dispatcher,
  });
  const tokens = createAccessTokenSource(connection, send, options.now ?? (() => new Date()));

  /** One authorized exchange. A 401 on a kept access token buys a new one and tries once more. */
  async function call(operation: string, exchange: Omit<PartnerExchange, 'authorization'>): Promise<PartnerAnswer> {
    for (let attempt = 1; ; attempt++) {
      const bearer = await tokens.get();
      const answer = await orTransportError(
        send({ ...exchange, authorization: `Bearer ${bearer.token}` }),
        (reason, message) => new AcsError(reason, message, operation),
      );
      if (answer.status === 401 && !bearer.fresh && attempt === 1) {
        tokens.invalidate(bearer.token);
        continue;
      }
      if (answer.status === 401 || answer.status === 403) {
        tokens.invalidate(bearer.token);
        throw new AcsError(
          'unauthorized',
          `HTTP ${answer.status}: IXC ACS refused an access token it had just issued`,
          operation,
          answer.status,
        );
      }
      if (answer.status >= 500) throw new AcsError('unavailable', `HTTP ${answer.status}`, operation, answer.status);
      return answer;
    }
  }

  const unexpected = (operation: string, answer: PartnerAnswer, what: string) =>
    new AcsError('malformed', `HTTP ${answer.status}: ${what}`, operation, answer.status);

  async function search(view: 'naturalView' | 'ipv6View', column: string, value: string): Promise<AcsDeviceSummary[]> {
    const operation = OPERATIONS[view];
    const answer = await call(operation, { method: 'GET', path: IXC_ACS_PATHS[view], query: searchQuery(column, value) });
    // A 404 here means no such route (a wrong acs_url), not "no device": say so rather than show an empty list.
    if (answer.status === 404) throw unexpected(operation, answer, 'no device search here; is acs_url the ACS address?');
    if (answer.status !== 200) throw unexpected(operation, answer, `the device search by ${column} was refused`);
    const devices = readRegisters(answer.body);
    if (!devices) throw unexpected(operation, answer, 'the device search answered no registers');
    return devices;
  }

  /** The device's live networks (`enable` true); null when the ACS does not know the serial. */
  async function networksOf(serial: string): Promise<WifiNetwork[] | null> {
    const answer = await call(OPERATIONS.wifi, { method: 'GET', path: IXC_ACS_PATHS.wifi(serial) });
    if (answer.status === 404) return null;
    const networks = answer.status === 200 ? readWifi(answer.body) : null;
    if (!networks) throw unexpected(OPERATIONS.wifi, answer, 'the Wi-Fi answer is not a list of networks by band');
    return networks;
  }

  async function change(serial: string, network: WifiNetwork, password: string): Promise<WifiChangeResult> {
    const { key, band } = network;
    const answer = await call(OPERATIONS.wifiItem, {
      method: 'PATCH',
      path: IXC_ACS_PATHS.wifiItem(serial, parseKey(key)!.itemId),
      json: { password },
    });
    const pending = (answer.body as { status?: unknown } | undefined)?.status === 'pending';
    if (answer.status === 202 || (answer.status >= 200 && answer.status < 300 && pending)) return { key, band, outcome: 'queued' };
    if (answer.status >= 200 && answer.status < 300) return { key, band, outcome: 'applied' };
    const reason = refusalText(answer.body, [password]);
    if (answer.status === 404) return { key, band, outcome: 'failed', reason: reason ?? UNKNOWN_NETWORK };
    return { key, band, outcome: 'failed', reason: reason ?? `refused (HTTP ${answer.status})` };
  }

  return {
    async findDevices(pppLogins) {
      const logins = [...new Set(pppLogins.map((login) => login.trim()).filter(Boolean))];
      const found = await mapWithLimit(logins, SEARCH_CONCURRENCY, async (login) => {
        // The search matches parts of logins; only the exact login is this subscriber's.
        const devices = await search('naturalView', IXC_ACS_PATHS.pppoeLoginColumn, login);
        return devices.filter((device) => device.pppLogin.toLowerCase() === login.toLowerCase());
      });
      const bySerial = new Map(found.flat().map((device) => [device.acsId, device]));
      return [...bySerial.values()];
    },

    async readDevice(acsId) {
      const [devices, networks] = await Promise.all([search('ipv6View', IXC_ACS_PATHS.serialColumn, acsId), networksOf(acsId)]);
      const summary = devices.find((device) => device.acsId === acsId);
      // IXC ACS's views show no host table.
      return summary && networks ? { ...summary, networks, hosts: null } : null;
    },

    async setWifiPassword(acsId, keys, password) {
      const networks = await networksOf(acsId);
      if (!networks) return null;
      const attempts = await Promise.all(
        [...new Set(keys)].map(async (key): Promise<{ result: WifiChangeResult; error?: AcsError }> => {
          const network = networks.find((candidate) => candidate.key === key);
          if (!network) return { result: { key, band: parseKey(key)?.band ?? '2.4', outcome: 'failed', reason: UNKNOWN_NETWORK } };
          try {
            return { result: await change(acsId, network, password) };
          } catch (error) {
            if (!(error instanceof AcsError)) throw error;
            return { result: { key, band: network.band, outcome: 'failed', reason: error.message }, error };
          }
        }),
      );
      // When every change that was tried died the same way (ACS down, credentials refused), that is the caller's error.
      const tried = attempts.filter((attempt) => networks.some((network) => network.key === attempt.result.key));
      const first = tried[0]?.error;
      if (first && tried.every((attempt) => attempt.error)) throw first;
      return attempts.map((attempt) => attempt.result);
    },

    /*
     * IXC ACS documents `/api/v1/devices/reboot` only as an asynchronous method whose outcome arrives later by webhook
     * (its help page on WebHooks); no public client shows the request's body or parameters, and we do not guess them.
     */
    canReboot: false,

    reboot() {
      return Promise.reject(new Error('IXC ACS: restarting a router is not supported (canReboot is false)'));
    },
  };
}
