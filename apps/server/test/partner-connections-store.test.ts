import { describe, expect, it } from 'vitest';
import { createPartnerConnectionsStore } from '../src/modules/apps/partners/partner-connections-store';
import { seedApp } from './support/apps';
import { sharedTestApp } from './support/suite';

const t = sharedTestApp();
const CONNECTED_AT = new Date('2026-11-20T10:00:00.000Z');
const REFUSED_AT = new Date('2026-11-21T08:30:00.000Z');

async function connectedApp() {
  const app = await seedApp(t, {
    name: 'Watch Brasil',
    image: 'https://cdn.central.test/app.png',
    pendingText: 'Ative para usar.',
    activeText: 'Aproveite!',
    integrationMethod: 'watchbr',
  });
  const store = createPartnerConnectionsStore(t.db.prisma);
  await store.replace(app.id, {
    tenantId: app.tenantId,
    accessToken: 'sealed-token',
    expiresAt: null,
    refusedAt: null,
    connectedAt: CONNECTED_AT,
    connectedBy: 'admin@central.test',
  });
  return { app, store };
}

describe('the partner connections store', () => {
  it('marks refused the token stored at the time given, once', async () => {
    const { app, store } = await connectedApp();
    await store.markRefused(app.id, CONNECTED_AT, REFUSED_AT);
    expect((await store.read(app.id))?.refusedAt).toEqual(REFUSED_AT);
    await store.markRefused(app.id, CONNECTED_AT, new Date('2026-11-22T00:00:00.000Z'));
    expect((await store.read(app.id))?.refusedAt).toEqual(REFUSED_AT);
  });

  it('leaves alone a token stored since', async () => {
    const { app, store } = await connectedApp();
    await store.markRefused(app.id, new Date('2026-11-19T00:00:00.000Z'), REFUSED_AT);
    expect((await store.read(app.id))?.refusedAt).toBeNull();
  });

  it('a new connection replaces a refused one', async () => {
    const { app, store } = await connectedApp();
    await store.markRefused(app.id, CONNECTED_AT, REFUSED_AT);
    const reconnectedAt = new Date('2026-11-23T09:00:00.000Z');
    await store.replace(app.id, {
      tenantId: app.tenantId,
      accessToken: 'sealed-token-2',
      expiresAt: null,
      refusedAt: null,
      connectedAt: reconnectedAt,
      connectedBy: 'admin@central.test',
    });
    expect(await store.read(app.id)).toMatchObject({ accessToken: 'sealed-token-2', refusedAt: null, connectedAt: reconnectedAt });
  });
});
