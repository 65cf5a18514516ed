import { WIFI_MESSAGES } from '@central/domain';
import type { Device, DeviceSummary, WifiItem } from '@central/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import type { AcsClient, AcsDevice } from '../../integrations/acs-client';
import type { PppoeLogin } from '../../integrations/ixc/contracts';
import type { Account, AccountCache } from '../../lib/account-cache';
import type { ContractService } from '../contracts/contracts-service';
import type { ActiveTenant } from '../tenants/tenant-directory';
import type { AcsDirectory } from './acs-directory';
import { acsNotConfigured, deviceFailure, deviceNotFound } from './device-errors';
import { decodeDeviceId, summaryOf } from './device-rules';
import { subscriberLogins } from './subscriber-logins';
import type { WifiPasswords } from './wifi-passwords';

export interface DeviceReadDeps {
  acs: AcsDirectory;
  cache: Pick<AccountCache, 'read'>;
  contracts: Pick<ContractService, 'rows'>;
  passwords: WifiPasswords;
}

export interface Subscriber {
  tenant: ActiveTenant;
  account: Account;
  log: FastifyBaseLogger;
}

/**
 * The provider's ACS, then the subscriber's logins: the ACS record is one indexed row, and a provider without an
 * ACS costs no ERP call.
 */
async function contextOf(
  deps: DeviceReadDeps,
  { tenant, account, log }: Subscriber,
  text: string,
): Promise<{ client: AcsClient; logins: PppoeLogin[] }> {
  const client = await deps.acs.clientFor(tenant);
  if (!client) throw acsNotConfigured();
  const logins = await subscriberLogins(deps, tenant, account).catch((error: unknown) => {
    throw deviceFailure(error, text, log);
  });
  return { client, logins };
}

/** GET /api/acs/devices: the routers whose PPPoE login is one of the subscriber's (one ACS search). */
export async function listDevices(deps: DeviceReadDeps, subscriber: Subscriber): Promise<DeviceSummary[]> {
  const { client, logins } = await contextOf(deps, subscriber, WIFI_MESSAGES.listFailure);
  if (logins.length === 0) return [];
  const own = new Set(logins.map((login) => login.login));
  const devices = await client.findDevices([...own]).catch((error: unknown) => {
    throw deviceFailure(error, WIFI_MESSAGES.listFailure, subscriber.log);
  });
  // The ACS's search is trusted for speed, not for ownership: every router is checked against the logins again.
  return devices.filter((device) => own.has(device.pppLogin)).map((device) => summaryOf(device, logins));
}

/**
 * One of the subscriber's routers, read from the ACS, or 404: an id that is not ours, a router the ACS does not
 * know and another subscriber's router answer alike.
 */
export async function ownDevice(
  deps: DeviceReadDeps,
  subscriber: Subscriber,
  id: string,
  text: string,
): Promise<{ client: AcsClient; device: AcsDevice; logins: PppoeLogin[] }> {
  const acsId = decodeDeviceId(id);
  if (!acsId) throw deviceNotFound();
  const { client, logins } = await contextOf(deps, subscriber, text);
  const device = await client.readDevice(acsId).catch((error: unknown) => {
    throw deviceFailure(error, text, subscriber.log);
  });
  if (!device || !logins.some((login) => login.login === device.pppLogin)) throw deviceNotFound();
  return { client, device, logins };
}

/** GET /api/acs/device/{id}: the Device (docs/product/subscriber.md#wi-fi-and-routers), each network with its password for its owner. */
export async function readDevice(deps: DeviceReadDeps, subscriber: Subscriber, id: string): Promise<Device> {
  const { device, logins } = await ownDevice(deps, subscriber, id, WIFI_MESSAGES.detailsFailure);
  const remembered = device.networks.some((network) => network.password === null)
    ? await deps.passwords.recall(subscriber.tenant, device.acsId)
    : new Map<string, string>();
  const items = (band: '2.4' | '5.8'): WifiItem[] =>
    device.networks
      .filter((network) => network.band === band)
      .map((network) => ({
        key: network.key,
        path: network.path,
        ssid: network.ssid,
        password: network.password ?? remembered.get(network.key) ?? null,
      }));
  return {
    ...summaryOf(device, logins),
    deviceInfo: { manufacturer: device.manufacturer, pppLogin: device.pppLogin, wlanData: { '2.4': items('2.4'), '5.8': items('5.8') } },
    deviceParameters: { pppLogin: device.pppLogin },
  };
}
