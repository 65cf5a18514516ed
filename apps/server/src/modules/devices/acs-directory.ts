import type { AcsClient, AcsConnection } from '../../integrations/acs-client';
import { createGenieAcsClient } from '../../integrations/genieacs';
import { createIxcAcsClient, impliedAuth } from '../../integrations/ixc-acs';
import type { SecretBox } from '../../lib/crypto';
import type { Metrics } from '../../metrics/metrics';
import { observedAdapter } from '../../metrics/observed-calls';
import type { ActiveTenant } from '../tenants/tenant-directory';
import type { DeviceStore } from './device-store';

export interface AcsDirectoryDeps {
  store: Pick<DeviceStore, 'acsConfigOf'>;
  box: Pick<SecretBox, 'open'>;
  /** Deadline of one ACS call. A GenieACS change waits longer: the device's own session (connectionRequestTimeoutMs). */
  timeoutMs: number;
  /** Where each call is timed by provider (central_external_call_duration_seconds, system acs). */
  metrics?: Pick<Metrics, 'externalCalls'>;
}

export interface AcsDirectory {
  /** The provider's ACS client, or null when it has no ACS record (the Wi-Fi pages then go back to /panel). */
  clientFor(tenant: Pick<ActiveTenant, 'id' | 'clientId'>): Promise<AcsClient | null>;
  /** What names the provider's ACS record as it is now (NO_ACS without one): it changes with every admin edit. */
  stampOf(tenant: Pick<ActiveTenant, 'id'>): Promise<string>;
}

const MAX_CLIENTS = 500;

/**
 * Each provider's ACS, by its `acs_kind`: IXC's own ACS or a GenieACS NBI, behind one interface. The
 * record is read per request (one indexed row); the client is kept while the record is unchanged, so an IXC ACS
 * access token is reused until shortly before it expires, and an edit in the admin area takes effect on the next
 * request.
 */
export function createAcsDirectory(deps: AcsDirectoryDeps): AcsDirectory {
  const clients = new Map<string, AcsClient>();
  return {
    async clientFor(tenant) {
      const row = await deps.store.acsConfigOf(tenant.id);
      if (!row) return null;
      const key = stampOfRow(row);
      const known = clients.get(key);
      if (known) return known;
      const privateKey = row.privateKey === '' ? '' : deps.box.open(row.privateKey, tenant.clientId);
      const connection: AcsConnection = {
        kind: row.kind,
        url: row.url,
        issuerId: row.issuerId,
        privateKey,
        ...(row.kind === 'ixc' ? { auth: row.auth ?? impliedAuth(privateKey) } : {}),
      };
      const client = observedAdapter(
        connection.kind === 'genieacs'
          ? createGenieAcsClient(connection, { timeoutMs: deps.timeoutMs })
          : createIxcAcsClient(connection, { timeoutMs: deps.timeoutMs }),
        deps.metrics,
        { system: 'acs', provider: tenant.clientId },
      );
      if (clients.size >= MAX_CLIENTS) clients.delete(clients.keys().next().value!);
      clients.set(key, client);
      return client;
    },
    async stampOf(tenant) {
      const row = await deps.store.acsConfigOf(tenant.id);
      return row ? stampOfRow(row) : NO_ACS;
    },
  };
}

/** The stamp of a provider without an ACS. */
export const NO_ACS = 'none';

const stampOfRow = (row: { id: string; updatedAt: Date }) => `${row.id}:${row.updatedAt.getTime()}`;
