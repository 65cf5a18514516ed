import { describe, expect, it, vi } from 'vitest';
import { createWatchAccess } from './watch-access';
import type { WatchConnection, WatchConnections } from './watch-connection';

const NOT_CONNECTED: WatchConnection = { state: 'none', expiresAt: null, accessToken: null, connectedAt: null };

function setup() {
  let clock = 0;
  const connections = { read: vi.fn(async () => NOT_CONNECTED), save: vi.fn(), markRefused: vi.fn() } as unknown as WatchConnections;
  const access = createWatchAccess({ connections, timeoutMs: 1000, now: () => clock });
  const log = { warn: vi.fn() };
  const app = { id: 'app-1', integrationUrl: 'https://watch.test' };
  return { access, log, app, advance: (ms: number) => (clock += ms) };
}

describe('the warning that a provider has not connected Watch', () => {
  it('is written once per provider and hour, however many activations are refused', async () => {
    const { access, log, app, advance } = setup();
    const demo = { id: 't-demo', clientId: 'demo' };
    const acme = { id: 't-acme', clientId: 'acme' };
    for (let attempt = 0; attempt < 3; attempt++) expect(await access.client(demo, app, log)).toBeNull();
    await access.client(acme, app, log);
    expect(log.warn.mock.calls).toEqual([
      [{ clientId: 'demo' }, 'Watch is not connected for this provider; an admin must connect it'],
      [{ clientId: 'acme' }, 'Watch is not connected for this provider; an admin must connect it'],
    ]);
    advance(60 * 60 * 1000 - 1);
    await access.client(demo, app, log);
    expect(log.warn).toHaveBeenCalledTimes(2);
    advance(1);
    await access.client(demo, app, log);
    expect(log.warn).toHaveBeenCalledTimes(3);
  });
});
