import type { WifiChangeBody } from '@central/domain/api';
import type { AccountCache } from '../../lib/account-cache';
import type { PppoeLogin } from '../../integrations/ixc/contracts';
import type { AuditLog } from '../../lib/audit';
import type { SecretBox } from '../../lib/crypto';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Metrics } from '../../metrics/metrics';
import type { ContractService } from '../contracts/contracts-service';
import { createAcsDirectory } from './acs-directory';
import { changeWifiPassword } from './change-wifi-password';
import type { DeviceStore } from './device-store';
import { listDevices, readDevice, type Subscriber } from './read-devices';
import { rebootRouter } from './reboot-router';
import { routerStates } from './router-states';
import { createWifiPasswords } from './wifi-passwords';

export interface DevicePorts {
  store: DeviceStore;
  /** Opens the provider's ACS key; seals and opens the Wi-Fi passwords kept for their owners. */
  box: Pick<SecretBox, 'seal' | 'open'>;
  /** Deadline of one ACS call. */
  acsTimeoutMs: number;
  cache: Pick<AccountCache, 'read'>;
  contracts: Pick<ContractService, 'rows'>;
  limiter: Pick<RateLimiter, 'reserve' | 'release'>;
  /** Keyed hash for the limiter's keys (guess-guard's `hidden`). */
  hidden: (...parts: string[]) => string;
  audit: AuditLog;
  /** Where each ACS call is timed by provider. */
  metrics?: Pick<Metrics, 'externalCalls'>;
}

/**
 * The subscriber's routers and Wi-Fi through the provider's ACS (docs/product/acs.md#whose-routers). Every id is
 * checked against the subscriber's own PPPoE logins; another subscriber's router answers 404.
 */
export function createDeviceService(ports: DevicePorts) {
  const deps = {
    acs: createAcsDirectory({ store: ports.store, box: ports.box, timeoutMs: ports.acsTimeoutMs, metrics: ports.metrics }),
    passwords: createWifiPasswords(ports.store, ports.box),
    cache: ports.cache,
    contracts: ports.contracts,
    limiter: ports.limiter,
    hidden: ports.hidden,
    audit: ports.audit,
  };
  return {
    list: (subscriber: Subscriber) => listDevices(deps, subscriber),
    read: (subscriber: Subscriber, id: string) => readDevice(deps, subscriber, id),
    changeWifiPassword: (subscriber: Subscriber, id: string, body: WifiChangeBody) => changeWifiPassword(deps, subscriber, id, body),
    reboot: (subscriber: Subscriber, id: string, ip: string) => rebootRouter(deps, subscriber, id, ip),
    /** The state of the routers of these logins, for 'Minha conexão'; null without an ACS. */
    routerStates: (subscriber: Pick<Subscriber, 'tenant'>, logins: readonly PppoeLogin[]) => routerStates(deps, subscriber, logins),
    /** Names the provider's ACS record as it is now: answers kept for a while are kept per record. */
    acsStamp: (subscriber: Pick<Subscriber, 'tenant'>) => deps.acs.stampOf(subscriber.tenant),
  };
}

export type DeviceService = ReturnType<typeof createDeviceService>;
