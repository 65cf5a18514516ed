import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MESSAGES } from '@central/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { latestCode, latestRecipient, readOutbox } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
// Each test walks the flow for the same few subscribers from their fixture passwords; the per-customer
// limits are proven on their own. No code carries over: a send moments after another would repeat it.
beforeEach(async () => {
  await t.fresh();
  await t.db.prisma.verificationCode.deleteMany();
  await Promise.all((await readdir(t.outboxDir)).map((name) => rm(join(t.outboxDir, name))));
});

/** The codes sent so far become older than the few seconds within which a send to the same address repeats them. */
async function letSecondsPass() {
  await t.db.prisma.$executeRaw`UPDATE verification_codes SET created_at = created_at - interval '1 minute'`;
}

/** The account's codes that could still be verified. */
const liveCodes = (customerId: string) =>
  t.db.prisma.verificationCode.count({ where: { customerId, consumedAt: null, verifiedAt: null, expiresAt: { gt: new Date() } } });

/** Walks a client through the steps up to a sent code; returns the client and the code e-mailed. */
async function codeSentFor(cpfCnpj: string, mailIndex = 0) {
  const client = t.client();
  await client.post('/api/central/check/cpf-cnpj').send({ cpfCnpj }).expect(200);
  await client.post('/api/central/send/verification-code/mail').send({ mailIndex }).expect(200);
  return { client, code: await latestCode(t.outboxDir) };
}

describe('password recovery', () => {
  it('goes from CPF to a new password that works at the next sign-in and is written to IXC', async () => {
    const client = t.client();
    const checked = await client.post('/api/central/check/cpf-cnpj').send({ cpfCnpj: '52998224725' });
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ emails: ['ma*********@ex*****.com', 'ma*************@ex*****.net'] });
    expect((await client.get('/api/central/customer/list/protected-emails')).body).toEqual(checked.body);

    const sent = await client.post('/api/central/send/verification-code/mail').send({ mailIndex: 1 });
    expect(sent.status).toBe(200);
    expect(sent.body.email).toBe('ma*************@ex*****.net');
    expect(await latestRecipient(t.outboxDir)).toBe('maria.aparecida@example.net');
    expect((await client.get('/api/central/auth/verification-code-token')).body.email).toBe(sent.body.email);

    const code = await latestCode(t.outboxDir);
    await client.get('/api/central/auth/change-password-token').expect(401);
    await client.post('/api/central/check/verification-code').send({ verificationCode: code }).expect(200);
    await client.get('/api/central/auth/change-password-token').expect(200);

    const changed = await client
      .put('/api/central/customer/edit/password')
      .send({ newPassword: 'nova-senha-1', confirmNewPassword: 'nova-senha-1' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ message: MESSAGES.passwordChanged });
    expect(t.sandbox.sandbox.table('demo', 'cliente').find((row) => row.id === '1001')?.senha).toBe('nova-senha-1');

    await t.client().post('/api/central/sign-in').send({ cpfOrCnpj: '529.982.247-25', password: 'demo123' }).expect(401);
    await t.client().post('/api/central/sign-in').send({ cpfOrCnpj: '529.982.247-25', password: 'nova-senha-1' }).expect(200);

    const again = await client
      .put('/api/central/customer/edit/password')
      .send({ newPassword: 'outra-senha', confirmNewPassword: 'outra-senha' });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(MESSAGES.notAuthenticated);
  });

  it('keeps a record stored as md5 in md5', async () => {
    const { client, code } = await codeSentFor('11.222.333/0001-81');
    await client.post('/api/central/check/verification-code').send({ verificationCode: code }).expect(200);
    await client.put('/api/central/customer/edit/password').send({ newPassword: 'padaria99', confirmNewPassword: 'padaria99' }).expect(200);
    const row = t.sandbox.sandbox.table('demo', 'cliente').find((r) => r.id === '1002');
    expect(row?.senha).toMatch(/^[0-9a-f]{32}$/);
    expect(row?.senha_hotsite_md5).toBe('S');
    await t.client().post('/api/central/sign-in').send({ cpfOrCnpj: '11.222.333/0001-81', password: 'padaria99' }).expect(200);
  });

  it('ends the sessions the old password opened', async () => {
    const signedIn = t.client();
    await signedIn.post('/api/central/sign-in').send({ cpfOrCnpj: '390.533.447-05', password: 'demo789' }).expect(200);
    // Ana has no e-mail, so recovery is refused; the session must survive that.
    const refused = await t.client().post('/api/central/check/cpf-cnpj').send({ cpfCnpj: '390.533.447-05' });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(MESSAGES.noEmailForDocument);
    await signedIn.get('/api/central/auth/valid-token').expect(200);

    const maria = t.client();
    await maria.post('/api/central/sign-in').send({ cpfOrCnpj: '529.982.247-25', password: 'demo123' }).expect(200);
    const { client, code } = await codeSentFor('529.982.247-25');
    await client.post('/api/central/check/verification-code').send({ verificationCode: code }).expect(200);
    await client
      .put('/api/central/customer/edit/password')
      .send({ newPassword: 'terceira-1', confirmNewPassword: 'terceira-1' })
      .expect(200);
    await maria.get('/api/central/auth/valid-token').expect(401);
  });

  it.each([
    [{ cpfCnpj: '' }, 400, MESSAGES.cpfCnpjRequired],
    [{ cpfCnpj: '529.982.247-00' }, 400, MESSAGES.cpfCnpjInvalid],
    [{ cpfCnpj: '123.456.789-09' }, 404, MESSAGES.noEmailForDocument],
    [{ cpfCnpj: '111.444.777-35' }, 403, MESSAGES.customerDisabled],
  ])('refuses the CPF step %j with %i and the exact text', async (body, status, message) => {
    const response = await t.client().post('/api/central/check/cpf-cnpj').send(body);
    expect(response.status).toBe(status);
    expect(response.body.message).toBe(message);
  });

  it('asks for an e-mail from the list and refuses steps taken without their cookie', async () => {
    const client = t.client();
    await client.post('/api/central/check/cpf-cnpj').send({ cpfCnpj: '529.982.247-25' }).expect(200);
    for (const mailIndex of [2, -1, '0', 0.5, null]) {
      const response = await client.post('/api/central/send/verification-code/mail').send({ mailIndex });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(MESSAGES.selectEmailFromList);
    }
    const stranger = t.client();
    for (const [method, path] of [
      ['get', '/api/central/customer/list/protected-emails'],
      ['post', '/api/central/send/verification-code/mail'],
      ['get', '/api/central/auth/verification-code-token'],
      ['post', '/api/central/check/verification-code'],
      ['put', '/api/central/customer/edit/password'],
    ] as const) {
      const response = await stranger[method](path).send({
        mailIndex: 0,
        verificationCode: '123-456-789',
        newPassword: 'abcdef',
        confirmNewPassword: 'abcdef',
      });
      expect(response.status, path).toBe(401);
      expect(response.body.message, path).toBe(MESSAGES.notAuthenticated);
    }
  });

  it('refuses a wrong code, and after 5 tries refuses even the right one', async () => {
    const { client, code } = await codeSentFor('529.982.247-25');
    const wrong = code === '000-000-000' ? '000-000-001' : '000-000-000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await client.post('/api/central/check/verification-code').send({ verificationCode: wrong });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(MESSAGES.verificationCodeInvalid);
    }
    const locked = await client.post('/api/central/check/verification-code').send({ verificationCode: code });
    expect(locked.status).toBe(429);
  });

  it('sends at most 5 codes per subscriber in 15 minutes, resends and a double click counted once', async () => {
    const client = t.client();
    await client.post('/api/central/check/cpf-cnpj').send({ cpfCnpj: '529.982.247-25' }).expect(200);
    const send = () => client.post('/api/central/send/verification-code/mail').send({ mailIndex: 0 });
    const [first, doubled] = await Promise.all([send(), send()]);
    expect([first.status, doubled.status]).toEqual([200, 200]);
    for (let resent = 0; resent < 4; resent++) {
      await letSecondsPass();
      await send().expect(200);
    }
    expect(await readOutbox(t.outboxDir)).toHaveLength(5);
    // A click repeated at once still answers the code just sent; a later resend is over the cap.
    await send().expect(200);
    await letSecondsPass();
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MESSAGES.tooManyAttempts);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await readOutbox(t.outboxDir)).toHaveLength(5);
  });

  it('voids the earlier code when a new one is sent, and a code works once', async () => {
    const first = await codeSentFor('529.982.247-25');
    await letSecondsPass();
    const second = await codeSentFor('529.982.247-25');
    expect(first.code).not.toBe(second.code);
    const stale = await first.client.post('/api/central/check/verification-code').send({ verificationCode: first.code });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(MESSAGES.verificationCodeInvalid);
    await second.client.post('/api/central/check/verification-code').send({ verificationCode: second.code }).expect(200);
    const reused = await second.client.post('/api/central/check/verification-code').send({ verificationCode: second.code });
    expect(reused.status).toBe(400);
  });

  it('mails one code for a double click on Enviar código, and both answers name it', async () => {
    const client = t.client();
    await client.post('/api/central/check/cpf-cnpj').send({ cpfCnpj: '529.982.247-25' }).expect(200);
    const send = () => client.post('/api/central/send/verification-code/mail').send({ mailIndex: 1 });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(answers[0].body).toEqual({ email: 'ma*************@ex*****.net', expiresAt: expect.any(String), sentAt: expect.any(String) });

    expect(await readOutbox(t.outboxDir)).toHaveLength(1);
    expect(await liveCodes('1001')).toBe(1);
    // The one e-mailed code is the one each answer's cookie points to.
    const code = await latestCode(t.outboxDir);
    await client.post('/api/central/check/verification-code').send({ verificationCode: code }).expect(200);
  });

  it('mails one code for one Idempotency-Key, even after the moments within which a send repeats itself', async () => {
    const client = t.client();
    await client.post('/api/central/check/cpf-cnpj').send({ cpfCnpj: '529.982.247-25' }).expect(200);
    const send = (key: string) =>
      client.post('/api/central/send/verification-code/mail').set('idempotency-key', key).send({ mailIndex: 1 });
    const key = randomUUID();
    const first = await send(key);
    await letSecondsPass();
    const repeat = await send(key);
    expect(repeat.status).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect(await readOutbox(t.outboxDir)).toHaveLength(1);

    expect((await send(randomUUID())).status).toBe(200);
    expect(await readOutbox(t.outboxDir)).toHaveLength(2);
  });

  it('mails again moments later only when that means a new code: to another address, or after a try', async () => {
    const { client, code } = await codeSentFor('529.982.247-25', 0);
    const send = (mailIndex: number) => client.post('/api/central/send/verification-code/mail').send({ mailIndex }).expect(200);
    const repeat = await send(0);
    expect(await readOutbox(t.outboxDir)).toHaveLength(1);
    expect(repeat.body.email).toBe('ma*********@ex*****.com');

    const other = await send(1);
    expect(other.body.email).toBe('ma*************@ex*****.net');
    expect(await readOutbox(t.outboxDir)).toHaveLength(2);
    expect(await latestRecipient(t.outboxDir)).toBe('maria.aparecida@example.net');
    expect(await liveCodes('1001')).toBe(1);
    const stale = await client.post('/api/central/check/verification-code').send({ verificationCode: code });
    expect(stale.body.message).toBe(MESSAGES.verificationCodeInvalid);

    const tried = await latestCode(t.outboxDir);
    const wrong = tried === '000-000-000' ? '000-000-001' : '000-000-000';
    await client.post('/api/central/check/verification-code').send({ verificationCode: wrong }).expect(400);
    await send(1);
    expect(await readOutbox(t.outboxDir)).toHaveLength(3);
  });

  it('Reenviar código mails a new code to the same address and says when', async () => {
    const { client, code } = await codeSentFor('529.982.247-25', 1);
    const shown = await client.get('/api/central/auth/verification-code-token').expect(200);
    await letSecondsPass();
    const resent = await client.post('/api/central/send/verification-code/mail').send({ mailIndex: 1 }).expect(200);

    const mails = await readOutbox(t.outboxDir);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.match(/^To: (.+)$/m)?.[1])).toEqual(['maria.aparecida@example.net', 'maria.aparecida@example.net']);
    expect(resent.body.email).toBe(shown.body.email);
    expect(Date.parse(resent.body.sentAt)).toBeGreaterThanOrEqual(Date.parse(shown.body.sentAt));
    expect(Math.abs(Date.parse(resent.body.sentAt) - Date.now())).toBeLessThan(60_000);
    expect((await client.get('/api/central/auth/verification-code-token')).body.sentAt).toBe(resent.body.sentAt);

    const newest = await latestCode(t.outboxDir);
    expect(newest).not.toBe(code);
    expect(await liveCodes('1001')).toBe(1);
    const stale = await client.post('/api/central/check/verification-code').send({ verificationCode: code });
    expect(stale.status).toBe(400);
    await client.post('/api/central/check/verification-code').send({ verificationCode: newest }).expect(200);
  });

  it.each([
    [{}, MESSAGES.newPasswordRequired],
    [{ newPassword: '12345', confirmNewPassword: '12345' }, MESSAGES.passwordTooShort],
    [{ newPassword: 'x'.repeat(31), confirmNewPassword: 'x'.repeat(31) }, MESSAGES.passwordTooLong],
    [{ newPassword: 'abcdef' }, MESSAGES.repeatPasswordRequired],
    [{ newPassword: 'abcdef', confirmNewPassword: 'abcdeg' }, MESSAGES.passwordsMustMatch],
  ])('checks the new password %j: %s', async (body, message) => {
    const { client, code } = await codeSentFor('529.982.247-25');
    await client.post('/api/central/check/verification-code').send({ verificationCode: code }).expect(200);
    const response = await client.put('/api/central/customer/edit/password').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('mails the code from the provider, on a line of its own, and keeps only a keyed hash of it', async () => {
    const { code } = await codeSentFor('529.982.247-25');
    const message = (await readOutbox(t.outboxDir)).at(-1)!;
    expect(message).toMatch(/^From: Provedor Demo <no-reply@central\.test>$/m);
    expect(message).toMatch(/^To: maria\.silva@example\.com$/m);
    expect(message).toMatch(new RegExp(`^${code}$`, 'm'));
    const rows = await t.db.prisma.verificationCode.findMany();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.codeHash.includes(code.replace(/-/g, '')))).toBe(false);
  });
});
