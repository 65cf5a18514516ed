import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

const IDLE_MINUTES = 20;
const MAX_DAYS = 3;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ sessionIdleMinutes: IDLE_MINUTES, sessionMaxDays: MAX_DAYS });
});
beforeEach(() => t.fresh());
afterAll(() => t.close());

/** Signs in as Maria and answers her client (with the cookie) and her session's id. */
async function signedIn() {
  const client = t.client();
  const response = await client.post('/api/central/sign-in').send({ cpfOrCnpj: '529.982.247-25', password: 'demo123' });
  expect(response.status).toBe(200);
  const session = await t.db.prisma.session.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
  return { client, sessionId: session.id, cookie: String(response.headers['set-cookie']) };
}

const validToken = (client: ReturnType<TestApp['client']>) => client.get('/api/central/auth/valid-token');
const lastSeen = async (id: string) => (await t.db.prisma.session.findUniqueOrThrow({ where: { id } })).lastSeenAt;
const idleFor = (id: string, seconds: number) =>
  t.db.executeSql(`UPDATE sessions SET last_seen_at = now() - make_interval(secs => $1) WHERE id = $2`, [seconds, id]);

describe('session lifetimes', () => {
  it('keep a session idle for less than SESSION_IDLE_MINUTES and end one idle for longer', async () => {
    const { client, sessionId } = await signedIn();
    await idleFor(sessionId, (IDLE_MINUTES - 1) * 60);
    expect((await validToken(client)).status).toBe(200);
    expect(Date.now() - (await lastSeen(sessionId)).getTime()).toBeLessThan(5000);

    await idleFor(sessionId, (IDLE_MINUTES + 1) * 60);
    const response = await validToken(client);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('write last_seen_at at most once a minute, not on every request', async () => {
    const { client, sessionId } = await signedIn();
    const signedInAt = await lastSeen(sessionId);
    for (let i = 0; i < 3; i += 1) expect((await validToken(client)).status).toBe(200);
    expect(await lastSeen(sessionId)).toEqual(signedInAt);

    await idleFor(sessionId, 61);
    expect((await validToken(client)).status).toBe(200);
    expect((await lastSeen(sessionId)).getTime()).toBeGreaterThan(signedInAt.getTime());
  });

  it("last SESSION_MAX_DAYS at most, which is also the cookie's max-age", async () => {
    const { client, sessionId, cookie } = await signedIn();
    expect(cookie).toContain(`Max-Age=${MAX_DAYS * 24 * 60 * 60}`);
    const row = await t.db.prisma.session.findUniqueOrThrow({ where: { id: sessionId } });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(MAX_DAYS * 24 * 60 * 60 * 1000);

    await t.db.executeSql(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [sessionId]);
    expect((await validToken(client)).status).toBe(401);
  });
});
