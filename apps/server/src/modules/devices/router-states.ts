import type { ConnectedHost } from '@central/domain/api';
import type { AcsDevice, AcsDeviceSummary } from '../../integrations/acs-client';
import type { PppoeLogin } from '../../integrations/ixc/contracts';
import { encodeDeviceId } from './device-rules';
import type { DeviceReadDeps, Subscriber } from './read-devices';

/** One of the subscriber's routers as 'Minha conexão' shows it (docs/product/connection.md#router). */
export interface RouterState {
  deviceId: string;
  contractId: string;
  online: boolean;
  uptimeSeconds: number | null;
  lastContact: Date | null;
  /** The ONU's received power as the ACS last heard, in dBm; null when it does not say. */
  opticalRxDbm: number | null;
  canReboot: boolean;
  /** The devices on its network that the ACS lists as active; null when the ACS does not list them. */
  hosts: ConnectedHost[] | null;
}

/** A MAC with its middle hidden: enough for the owner to tell two devices apart, nothing to reuse. */
export function maskMac(mac: string): string {
  const parts = mac
    .toUpperCase()
    .replace(/[^0-9A-F]/g, '')
    .match(/.{1,2}/g);
  if (!parts || parts.length !== 6) return '••:••:••:••:••:••';
  return [parts[0], parts[1], '••', '••', parts[4], parts[5]].join(':');
}

function hostsOf(device: AcsDevice | null): ConnectedHost[] | null {
  if (!device?.hosts) return null;
  return device.hosts
    .filter((host) => host.active)
    .map((host) => ({ name: host.name?.trim() || null, mac: maskMac(host.mac), link: host.link }));
}

/**
 * The routers of these logins (the subscriber's own, as the caller read them from IXC) with their state, for 'Minha
 * conexão'; null when the provider has no ACS (the page then hides the router part). One ACS search for all of them,
 * then one read per router for its connected devices.
 */
export async function routerStates(
  deps: Pick<DeviceReadDeps, 'acs'>,
  subscriber: Pick<Subscriber, 'tenant'>,
  logins: readonly PppoeLogin[],
): Promise<RouterState[] | null> {
  const client = await deps.acs.clientFor(subscriber.tenant);
  if (!client) return null;
  if (logins.length === 0) return [];
  const contractOf = new Map(logins.map((login) => [login.login, login.contractId]));
  const found = (await client.findDevices([...contractOf.keys()])).filter((device) => contractOf.has(device.pppLogin));
  const details = await Promise.all(found.map((device) => client.readDevice(device.acsId).catch(() => null)));
  return found.map((device: AcsDeviceSummary, index) => ({
    deviceId: encodeDeviceId(device.acsId),
    contractId: contractOf.get(device.pppLogin)!,
    online: device.online,
    uptimeSeconds: device.uptimeSeconds,
    lastContact: device.lastContact,
    opticalRxDbm: device.opticalRxDbm,
    canReboot: client.canReboot,
    hosts: hostsOf(details[index] ?? null),
  }));
}
