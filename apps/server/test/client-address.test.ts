import { MESSAGES } from '@central/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Which client address to believe. Behind one load balancer (TRUST_PROXY=1) the address is
 * the one the balancer appended to X-Forwarded-For; whatever the client wrote before it is ignored, so
 * rotating forged entries cannot reset an IP-based limit. Here the socket's peer (loopback) is the balancer.
 */
const apps: TestApp[] = [];
const start = async (trustProxy: false | number | string[]) => {
  const t = await startTestApp({ trustProxy });
  apps.push(t);
  return t;
};
let oneHop: TestApp;
beforeAll(async () => {
  oneHop = await start(1);
});
afterAll(() => Promise.all(apps.map((t) => t.close())));

const wrongPassword = (t: TestApp, forwardedFor: string) =>
  t.client().post('/api/central/sign-in').set('x-forwarded-for', forwardedFor).send({ cpfOrCnpj: '529.982.247-25', password: 'not-it' });
const lastAuditIp = async (t: TestApp) =>
  (await t.db.prisma.auditEvent.findFirst({ where: { action: 'sign-in' }, orderBy: { id: 'desc' } }))?.ip;

describe('client address', () => {
  it('ignores forged X-Forwarded-For entries with a hop count of 1, so rotating them resets no limit', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 7; attempt++) answers.push((await wrongPassword(oneHop, `10.9.8.${attempt}, 203.0.113.30`)).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(await lastAuditIp(oneHop)).toBe('203.0.113.30');
    const locked = await wrongPassword(oneHop, '1.2.3.4, 5.6.7.8, 203.0.113.30');
    expect(locked.body.message).toBe(MESSAGES.signInLocked);
  });

  it("believes no header at all without TRUST_PROXY: the socket's peer is the client", async () => {
    const direct = await start(false);
    await wrongPassword(direct, '203.0.113.31');
    expect(await lastAuditIp(direct)).toBe('127.0.0.1');
  });

  it('believes the entry added by a listed proxy address, and nothing a client wrote before it', async () => {
    const listed = await start(['127.0.0.1']);
    await wrongPassword(listed, '198.51.100.1, 203.0.113.32');
    expect(await lastAuditIp(listed)).toBe('203.0.113.32');
  });
});
