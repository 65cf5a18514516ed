import { CONNECTION_VERDICTS, connectionVerdict, planSpeedText, signalBand } from '@central/domain';
import type { ContractConnection } from '@central/domain/api';
import type { LoginState, OnuReading } from '../../integrations/ixc/connection';
import type { IxcRow } from '../../integrations/ixc/wire';
import { descriptionOf, internetStatusOf } from '../contracts/contract-rules';
import type { RouterState } from '../devices/router-states';

/** What was read for the subscriber's contracts; a fact that could not be read is `unread`. */
export interface ReadFacts {
  logins: LoginState[] | 'unread';
  onus: OnuReading[] | 'unread';
  speeds: Map<string, string>;
  /** null: the provider has no ACS. */
  routers: RouterState[] | null | 'unread';
}

/** IXC's contract statuses of a contract that is live: the page shows these (blocked ones included). */
export const isLiveContract = (row: IxcRow) => row.status === 'A';

/** A MAC or GPON serial as IXC's columns hold it in several forms ('ZTEG:C8A1B2C3', 'zteg-c8a1b2c3'): letters and digits. */
const macKey = (mac: string) => mac.replace(/[^0-9a-z]/gi, '').toUpperCase();

/**
 * The reading of a login's ONU: the row whose `mac` is the login's `onu_mac`, else the newest row of the login (an ONU
 * swapped without its old row deleted leaves that row behind, older).
 */
export function onuReadingOf(readings: readonly OnuReading[], login: LoginState): OnuReading | null {
  const mac = login.onuMac ? macKey(login.onuMac) : '';
  return (
    (mac && readings.find((reading) => macKey(reading.mac) === mac)) || readings.find((reading) => reading.loginId === login.id) || null
  );
}

/** The login of a contract that stands for it: an active one first, then one connected. */
export function loginOf(logins: readonly LoginState[], contractId: string): LoginState | null {
  const own = logins.filter((login) => login.contractId === contractId);
  return own.find((login) => login.active && login.online === true) ?? own.find((login) => login.active) ?? own[0] ?? null;
}

/**
 * One contract's connection (docs/product/connection.md#what-the-page-shows): the facts read for it, the verdict
 * from them, and which facts could not be read now.
 */
export function contractConnection(contract: IxcRow, facts: ReadFacts): ContractConnection {
  const contractId = contract.id ?? '';
  const unchecked: ContractConnection['unchecked'] = [];
  const login = facts.logins === 'unread' ? null : loginOf(facts.logins, contractId);
  if (facts.logins === 'unread') unchecked.push('connection');

  const routers =
    facts.routers === 'unread' || facts.routers === null ? [] : facts.routers.filter((router) => router.contractId === contractId);
  const router = routers.find((candidate) => candidate.online) ?? routers[0] ?? null;
  if (facts.routers === 'unread') unchecked.push('router');

  const ixcSignal = login && facts.onus !== 'unread' ? (onuReadingOf(facts.onus, login)?.rxDbm ?? null) : null;
  const signalDbm = ixcSignal ?? router?.opticalRxDbm ?? null;
  if (signalDbm === null && facts.onus === 'unread') unchecked.push('signal');

  const blocked = internetStatusOf(contract).blocked;
  const online = login?.online ?? null;
  const signal = signalBand(signalDbm);
  const verdict = connectionVerdict({ blocked, online, signal, routerOnline: router?.online ?? null });
  const speed = login?.speedProfileId ? facts.speeds.get(login.speedProfileId) : undefined;
  return {
    contract_id: contractId,
    description: descriptionOf(contract),
    plan_speed: planSpeedText(speed),
    blocked,
    online,
    last_connection: login?.lastConnection ?? null,
    signal_dbm: signalDbm === null ? null : Math.round(signalDbm * 100) / 100,
    signal,
    router: router && {
      device_id: router.deviceId,
      online: router.online,
      uptime_seconds: router.online ? router.uptimeSeconds : null,
      last_contact: router.lastContact?.toISOString() ?? null,
      can_reboot: router.canReboot,
      hosts: router.online ? router.hosts : null,
    },
    can_reconnect: login !== null && login.active,
    unchecked,
    verdict: CONNECTION_VERDICTS[verdict],
    verdict_kind: verdict,
  };
}

/** Whether an answer shows nothing in flux: all read, every session up. Such an answer is kept longer. */
export function isSettled(contracts: readonly ContractConnection[]): boolean {
  return contracts.every((contract) => contract.unchecked.length === 0 && (contract.online !== false || contract.blocked));
}
