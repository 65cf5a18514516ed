import { PassThrough } from 'node:stream';
import { completeCpf, MESSAGES } from '@central/domain';
import { SANDBOX_TOKENS } from '@central/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { latestCode } from './support/outbox';
import { MARIA } from './support/subscriber';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Guesses at a secret are limited before the secret is checked, atomically, on one
 * replica or two; the limits cannot be turned into a lockout of the real subscriber; and a crowd behind one
 * carrier-grade NAT address is never blocked for signing in correctly. The client address comes from
 * X-Forwarded-For, written by a trusted proxy on loopback (as a load balancer would).
 */
const CEILING = 40;
const logs = new PassThrough();
const logLines: string[] = [];
logs.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: ['loopback'], signInFailuresPerProviderMinute: CEILING, logger: { level: 'warn', stream: logs } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.fresh();
  t.sandbox.sandbox.resetStats();
});

/** The sandbox's `cliente` reads: each sign-in or current-password check costs exactly one. */
const passwordChecks = () => t.sandbox.sandbox.stats().byResource.cliente ?? 0;
const signIn = (source: string, body: object, client = t.client()) =>
  client.post('/api/central/sign-in').set('x-forwarded-for', source).send(body);
const statuses = (responses: Array<{ status: number }>) =>
  responses.reduce<Record<number, number>>((tally, { status }) => ({ ...tally, [status]: (tally[status] ?? 0) + 1 }), {});
const wrong = (cpfOrCnpj: string, attempt = 0) => ({ cpfOrCnpj, password: `wrong-${attempt}` });

describe('guesses reach the ERP at most as often as the limits allow', () => {
  it('lets 5 of 200 concurrent wrong passwords for one CPF be checked, on one replica', async () => {
    const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => signIn('203.0.113.7', wrong(MARIA.cpfOrCnpj, i))));
    expect(statuses(responses)).toEqual({ 401: 5, 429: 195 });
    expect(passwordChecks()).toBe(5);
    const refused = responses.find((response) => response.status === 429)!;
    expect(refused.body).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: MESSAGES.signInLocked });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('lets 5 of 200 through across two replicas sharing one database', async () => {
    const second = await t.replica();
    await second.app.listen({ port: 0, host: '127.0.0.1' });
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => signIn('203.0.113.8', wrong(MARIA.cpfOrCnpj, i), i % 2 ? second.client() : t.client())),
    );
    expect(statuses(responses)).toEqual({ 401: 5, 429: 195 });
    expect(passwordChecks()).toBe(5);
  });

  it('lets 5 of 60 concurrent wrong current passwords be checked on the security page', async () => {
    const client = t.client();
    await signIn('203.0.113.9', MARIA, client).expect(200);
    t.sandbox.sandbox.resetStats();
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        client
          .put('/api/central/customer/edit/password')
          .set('x-forwarded-for', '203.0.113.9')
          .send({ currentPassword: `nope-${i}`, newPassword: 'nova-senha-1' }),
      ),
    );
    expect(statuses(responses)).toEqual({ 400: 5, 429: 55 });
    expect(responses.filter((r) => r.status === 400).every((r) => r.body.message === MESSAGES.currentPasswordInvalid)).toBe(true);
    expect(passwordChecks()).toBe(5);
  });

  it('lets 5 of 40 concurrent wrong verification codes be tried', async () => {
    const client = t.client();
    await client.post('/api/central/check/cpf-cnpj').set('x-forwarded-for', '203.0.113.10').send({ cpfCnpj: MARIA.cpfOrCnpj }).expect(200);
    await client.post('/api/central/send/verification-code/mail').set('x-forwarded-for', '203.0.113.10').send({ mailIndex: 0 }).expect(200);
    const right = (await latestCode(t.outboxDir)).replace(/\D/g, '');
    const wrongCode = (i: number) => String((Number(right) + 1 + i) % 1e9).padStart(9, '0');
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        client
          .post('/api/central/check/verification-code')
          .set('x-forwarded-for', '203.0.113.10')
          .send({ verificationCode: wrongCode(i) }),
      ),
    );
    expect(statuses(responses)).toEqual({ 400: 5, 429: 35 });
    const [row] = await t.db.prisma.verificationCode.findMany();
    expect(row!.attempts).toBe(5);
  });
});

describe('limits an attacker cannot turn against the subscriber', () => {
  it('lets many sources together try at most 100 passwords a day for one account', async () => {
    const sources = Array.from({ length: 30 }, (_, i) => `198.51.100.${i + 1}`);
    const responses = (
      await Promise.all(
        sources.map(async (source) => {
          const answers = [];
          for (let attempt = 0; attempt < 5; attempt++) answers.push(await signIn(source, wrong(MARIA.cpfOrCnpj, attempt)));
          return answers;
        }),
      )
    ).flat();
    expect(statuses(responses)).toEqual({ 401: 100, 429: 50 });
    expect(passwordChecks()).toBe(100);
    expect((await signIn('198.51.100.200', MARIA)).status).toBe(429);
  });

  it('keeps a subscriber signing in from their own address while another address is locked', async () => {
    const attacker = await Promise.all(Array.from({ length: 8 }, (_, i) => signIn('198.51.100.66', wrong(MARIA.cpfOrCnpj, i))));
    expect(statuses(attacker)).toEqual({ 401: 5, 429: 3 });
    expect((await signIn('203.0.113.50', MARIA)).status).toBe(200);
  });

  it("forgets a source's failures once it signs in correctly", async () => {
    for (let attempt = 0; attempt < 4; attempt++) expect((await signIn('203.0.113.51', wrong(MARIA.cpfOrCnpj, attempt))).status).toBe(401);
    await signIn('203.0.113.51', MARIA).expect(200);
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn('203.0.113.51', wrong(MARIA.cpfOrCnpj, attempt))).status).toBe(401);
  });

  it('lets a subscriber locked by a distributed attack back in with Recuperar senha, which clears the lock', async () => {
    await Promise.all(
      Array.from({ length: 20 }, async (_, source) => {
        for (let attempt = 0; attempt < 5; attempt++) await signIn(`198.51.100.${source + 100}`, wrong(MARIA.cpfOrCnpj, attempt));
      }),
    );
    const locked = await signIn('203.0.113.52', MARIA);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(MESSAGES.signInLocked);

    const client = t.client();
    const from = (request: ReturnType<typeof client.post>) => request.set('x-forwarded-for', '203.0.113.52');
    await from(client.post('/api/central/check/cpf-cnpj')).send({ cpfCnpj: MARIA.cpfOrCnpj }).expect(200);
    await from(client.post('/api/central/send/verification-code/mail')).send({ mailIndex: 0 }).expect(200);
    await from(client.post('/api/central/check/verification-code'))
      .send({ verificationCode: await latestCode(t.outboxDir) })
      .expect(200);
    await client
      .put('/api/central/customer/edit/password')
      .set('x-forwarded-for', '203.0.113.52')
      .send({ newPassword: 'nova-senha-1', confirmNewPassword: 'nova-senha-1' })
      .expect(200);

    await signIn('203.0.113.52', { ...MARIA, password: 'nova-senha-1' }).expect(200);
    await signIn('198.51.100.100', { ...MARIA, password: 'nova-senha-1' }).expect(200);
  });

  it(
    'never blocks 100 subscribers whose browsers they signed in on before, behind one carrier-grade NAT address',
    { timeout: 90_000 },
    async () => {
      const people = (await addCustomers(100)).map((person) => ({ person, browser: t.client() }));
      // Each signed in once on this browser (at home, say): it now carries a device cookie for their account.
      for (let batch = 0; batch < people.length; batch += 25) {
        const firstTimes = people
          .slice(batch, batch + 25)
          .map(({ person, browser }, i) => signIn(`198.18.${batch}.${i + 1}`, person, browser));
        expect(statuses(await Promise.all(firstTimes))).toEqual({ 200: firstTimes.length });
      }
      // Someone else behind the same address tries 30 accounts: spraying, stopped after 10 accounts.
      const mistakes = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn('100.64.0.1', wrong(people[i]!.person.cpfOrCnpj))));
      expect(statuses(mistakes)).toEqual({ 401: 10, 429: 20 });

      const answers = [];
      for (let batch = 0; batch < people.length; batch += 25) {
        answers.push(
          ...(await Promise.all(people.slice(batch, batch + 25).map(({ person, browser }) => signIn('100.64.0.1', person, browser)))),
        );
      }
      expect(statuses(answers)).toEqual({ 200: 100 });
    },
  );

  it('lets one source without a device cookie try at most 10 accounts in 15 minutes (spraying)', async () => {
    const spray = Array.from({ length: 58 }, (_, i) => completeCpf(String(710_000_000 + i)));
    const answers = [];
    for (const cpf of spray) answers.push(await signIn('192.0.2.77', wrong(cpf)));
    // Unknown CPFs: 'Nenhum cadastro encontrado' (404) is a wrong guess as much as a wrong password.
    expect(statuses(answers)).toEqual({ 404: 10, 429: 48 });
    expect(passwordChecks()).toBe(10);
    expect(answers.at(-1)!.body).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: MESSAGES.signInLocked });
    // A right password gives its account back: the crowd behind one address that signs in correctly is not counted.
    await signIn('192.0.2.78', MARIA).expect(200);
    for (const cpf of spray.slice(0, 9)) expect((await signIn('192.0.2.78', wrong(cpf))).status).toBe(404);
    await signIn('192.0.2.78', MARIA, t.client()).expect(200);
  });

  it('lets the owner sign in from a known browser during a distributed attack that locked the account', async () => {
    const owner = t.client();
    await signIn('203.0.113.90', MARIA, owner).expect(200);
    // 21 addresses × 5 wrong passwords spend the account's 100 tries of the day.
    for (let source = 1; source <= 21; source++) {
      await Promise.all(Array.from({ length: 5 }, (_, i) => signIn(`198.51.100.${source}`, wrong(MARIA.cpfOrCnpj, i))));
    }
    const stranger = await signIn('203.0.113.91', MARIA);
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(3600);
    // The owner's browser is judged by its own limit only, from any address.
    await signIn('203.0.113.92', MARIA, owner).expect(200);
    // A forged or foreign device cookie is no cookie at all.
    const forged = t.client();
    expect((await signIn('203.0.113.93', MARIA, forged.set('cookie', 'deviceToken=eyJkIjoieCIsImEiOltdfQ.AAAA'))).status).toBe(429);
  });

  it('limits a known browser by its own tries: 10 wrong passwords in 15 minutes, then 429', async () => {
    const owner = t.client();
    await signIn('203.0.113.95', MARIA, owner).expect(200);
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await signIn(`203.0.113.${100 + attempt}`, wrong(MARIA.cpfOrCnpj, attempt), owner)).status).toBe(401);
    expect((await signIn('203.0.113.120', MARIA, owner)).status).toBe(429);
    // Elsewhere, the account's own limits were never touched by those tries.
    await signIn('203.0.113.121', MARIA).expect(200);
  });

  it('throttles only the sources that keep failing once the provider passes its ceiling, and warns once', async () => {
    logLines.length = 0;
    // Five sources each fail 5 times at two accounts: 50 failures, past the provider's ceiling of 40 a minute.
    let n = 0;
    for (let source = 1; source <= 5; source++) {
      for (const account of [0, 1]) {
        const cpf = completeCpf(String(700_000_000 + source * 10 + account));
        for (let attempt = 0; attempt < 5; attempt++) expect((await signIn(`192.0.2.${source}`, wrong(cpf, n++))).status).toBe(404);
      }
    }
    const checksBefore = passwordChecks();
    expect(checksBefore).toBe(50);

    // 192.0.2.1 keeps failing (10 failures): throttled without a check, though its own limits would let it try.
    const throttled = await signIn('192.0.2.1', wrong(completeCpf('799000000')));
    expect(throttled.status).toBe(429);
    expect(passwordChecks()).toBe(checksBefore);
    expect((await signIn('192.0.2.99', wrong(MARIA.cpfOrCnpj))).status).toBe(401);
    await signIn('192.0.2.200', MARIA).expect(200);

    const warnings = logLines.filter((line) => line.includes('provider ceiling'));
    expect(warnings).toHaveLength(1);
  });
});

describe('what the limits keep', () => {
  it('stores no CPF/CNPJ digits and no IP address in the rate-limit keys', async () => {
    await signIn('203.0.113.77', wrong(MARIA.cpfOrCnpj));
    await signIn('203.0.113.77', wrong('11.222.333/0001-81'));
    await t.client().post('/api/central/check/cpf-cnpj').set('x-forwarded-for', '203.0.113.77').send({ cpfCnpj: MARIA.cpfOrCnpj });
    const keys = (await t.db.prisma.rateLimitBucket.findMany()).map((bucket) => bucket.key);
    expect(keys.length).toBeGreaterThanOrEqual(5);
    for (const key of keys) {
      expect(key).not.toMatch(/52998224725|529\.982|11222333|203\.0\.113/);
    }
  });
});

/** Adds subscribers to the demo ERP through IXC's own insert call; answers their logins. */
async function addCustomers(count: number) {
  const people = Array.from({ length: count }, (_, i) => ({ cpfOrCnpj: completeCpf(String(600_000_000 + i)), password: `senha-${i}` }));
  for (const [i, person] of people.entries()) {
    const answer = await t.sandbox.inject({
      method: 'POST',
      url: '/webservice/v1/cliente',
      headers: { authorization: `Basic ${Buffer.from(SANDBOX_TOKENS.demo).toString('base64')}`, 'content-type': 'application/json' },
      payload: {
        razao: `Assinante ${i}`,
        cnpj_cpf: person.cpfOrCnpj,
        senha: person.password,
        ativo: 'S',
        email: `assinante${i}@example.com`,
      },
    });
    if (answer.statusCode !== 200) throw new Error(`sandbox refused a customer: ${answer.body}`);
  }
  return people;
}
