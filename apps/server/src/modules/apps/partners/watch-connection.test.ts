import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../../lib/crypto';
import type { PartnerConnection, PartnerConnectionsStore, StoredPartnerConnection } from './partner-connections-store';
import { createWatchConnections } from './watch-connection';

/** The table as the store sees it: one row per app. */
function memoryStore(): PartnerConnectionsStore {
  const rows = new Map<string, PartnerConnection>();
  return {
    read: async (appId: string) => rows.get(appId) ?? null,
    async replace(appId: string, connection: StoredPartnerConnection) {
      rows.set(appId, { appId, ...connection });
    },
    async markRefused(appId: string, connectedAt: Date, refusedAt: Date) {
      const row = rows.get(appId);
      if (row && row.connectedAt.getTime() === connectedAt.getTime() && !row.refusedAt) rows.set(appId, { ...row, refusedAt });
    },
  } as unknown as PartnerConnectionsStore;
}

function setup() {
  let clock = new Date('2025-03-01T12:00:00Z');
  const box = createSecretBox(`v1:${Buffer.alloc(32, 3).toString('base64')}`);
  const connections = createWatchConnections({ store: memoryStore(), box, now: () => clock });
  const tenant = { id: 't-demo', clientId: 'demo' };
  const app = { id: 'app-1', integrationUrl: 'https://watch.test' };
  const token = { accessToken: 'watch-token', expiresAt: new Date('2025-03-02T12:00:00Z') };
  return { connections, tenant, app, token, tick: (ms: number) => (clock = new Date(clock.getTime() + ms)) };
}

describe("an app's Watch connection", () => {
  it('opens the token saved for the app until it expires', async () => {
    const { connections, tenant, app, token, tick } = setup();
    expect((await connections.read('demo', app)).state).toBe('none');
    await connections.save(tenant, app, token, 'admin@central.test');
    expect(await connections.read('demo', app)).toMatchObject({ state: 'connected', accessToken: 'watch-token' });
    tick(24 * 60 * 60 * 1000);
    expect(await connections.read('demo', app)).toMatchObject({ state: 'expired', accessToken: null });
  });

  it('does not open for another provider or after the app changed its URL', async () => {
    const { connections, tenant, app, token } = setup();
    await connections.save(tenant, app, token, 'admin@central.test');
    expect((await connections.read('acme', app)).state).toBe('none');
    expect((await connections.read('demo', { ...app, integrationUrl: 'https://other.test' })).state).toBe('none');
  });

  it('is refused only for the token read, not for one saved since', async () => {
    const { connections, tenant, app, token, tick } = setup();
    await connections.save(tenant, app, token, 'admin@central.test');
    const first = await connections.read('demo', app);
    tick(1000);
    await connections.save(tenant, app, { ...token, accessToken: 'newer-token' }, 'admin@central.test');
    await connections.markRefused(app.id, first.connectedAt!);
    expect(await connections.read('demo', app)).toMatchObject({ state: 'connected', accessToken: 'newer-token' });
    const second = await connections.read('demo', app);
    await connections.markRefused(app.id, second.connectedAt!);
    expect(await connections.read('demo', app)).toMatchObject({ state: 'refused', accessToken: null });
  });
});
