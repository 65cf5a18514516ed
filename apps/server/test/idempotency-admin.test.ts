import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@central/domain';
import type supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { providerPath, WATCH_FORM } from './support/admin-apps';
import { FIBRA_SUL_ALL_SECRETS, fibraSul } from './support/fibra-sul';
import { answerOf, twice, type Send } from './support/idempotency-repeats';
import { adminClient } from './support/staff';
import { madeBeforeAll, sharedTestApp } from './support/suite';

const t = sharedTestApp();
const admin = madeBeforeAll(() => adminClient(t));
let sandboxUrl = '';
beforeAll(async () => {
  sandboxUrl = (await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'demo' } })).ixcDomain;
});

const withKey = (request: supertest.Test, key: string | undefined) => (key === undefined ? request : request.set('idempotency-key', key));
const storedAnswers = async () => (await t.db.prisma.idempotencyKey.findMany()).map((row) => row.responseBody ?? '').join('\n');

describe("the admin's 'Novo Cliente' saved twice with one Idempotency-Key", () => {
  const createProvider = (clientId: string): Send => {
    const form = { ...fibraSul(sandboxUrl), client_id: clientId };
    return (key) => withKey(admin.post('/api/payment/customer/create'), key).send(form);
  };

  it.each(['one after the other', 'at once'] as const)('creates one provider and answers 201 twice (%s)', async (mode) => {
    const clientId = `fibra-${randomUUID().slice(0, 8)}`;
    const [first, second] = await twice(createProvider(clientId), mode);
    expect(first!.status).toBe(201);
    expect(first!.body.customer.client_id).toBe(clientId);
    expect(answerOf(second!)).toEqual(answerOf(first!));
    expect(await t.db.prisma.tenant.count({ where: { clientId } })).toBe(1);
    expect(await t.db.prisma.adminAuditEvent.count({ where: { clientId, action: 'create' } })).toBe(1);
  });

  it("says 'Client ID já cadastrado' to a second save without the key, as before", async () => {
    const clientId = `fibra-${randomUUID().slice(0, 8)}`;
    const send = createProvider(clientId);
    expect((await send()).status).toBe(201);
    const again = await send();
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.customerDuplicate);
  });

  it('refuses another provider under the same key with 422, creating nothing', async () => {
    const key = randomUUID();
    expect((await createProvider(`fibra-${randomUUID().slice(0, 8)}`)(key)).status).toBe(201);
    const other = `fibra-${randomUUID().slice(0, 8)}`;
    const refused = await createProvider(other)(key);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: MESSAGES.idempotencyKeyReused });
    expect(await t.db.prisma.tenant.count({ where: { clientId: other } })).toBe(0);
  });

  it('keeps the answer sealed, and no secret of the form', async () => {
    const clientId = `fibra-${randomUUID().slice(0, 8)}`;
    await createProvider(clientId)(randomUUID());
    const stored = await storedAnswers();
    expect(stored).not.toBe('');
    expect(stored).not.toContain(clientId);
    for (const secret of FIBRA_SUL_ALL_SECRETS) expect(stored).not.toContain(secret);
  });
});

describe("the admin's 'Adicionar aplicativo' saved twice with one Idempotency-Key", () => {
  const appsOf = (tenantId: string) => t.db.prisma.customerApp.count({ where: { tenantId, name: WATCH_FORM.name } });
  const createApp: Send = (key) => withKey(admin.post(`${providerPath('demo')}/customer-app/create`), key).send(WATCH_FORM);
  /** The same form as an app that talks to no partner: a provider may list it twice (two Watch apps need two packages). */
  const DISPLAY_ONLY_FORM = { ...WATCH_FORM, activation_criteria: 'any', integration_method: 'display_only', product_ids: [] };
  const createDisplayOnly = () => admin.post(`${providerPath('demo')}/customer-app/create`).send(DISPLAY_ONLY_FORM);
  /** The demo provider without apps, for a Watch app to be created afresh. */
  async function demoWithoutApps() {
    const demo = await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'demo' } });
    await t.db.prisma.customerApp.deleteMany({ where: { tenantId: demo.id } });
    return demo;
  }

  it.each(['one after the other', 'at once'] as const)('creates one app and answers 201 twice (%s)', async (mode) => {
    const demo = await demoWithoutApps();
    const [first, second] = await twice(createApp, mode);
    expect(first!.status).toBe(201);
    expect(answerOf(second!)).toEqual(answerOf(first!));
    expect(await appsOf(demo.id)).toBe(1);
  });

  it('creates two identical apps without the key, as before', async () => {
    const demo = await demoWithoutApps();
    expect((await createDisplayOnly()).status).toBe(201);
    expect((await createDisplayOnly()).status).toBe(201);
    expect(await appsOf(demo.id)).toBe(2);
  });

  it("keeps no partner secret with the stored answer, and another admin's key is theirs", async () => {
    await demoWithoutApps();
    const key = randomUUID();
    expect((await createApp(key)).status).toBe(201);
    expect(await storedAnswers()).not.toContain(WATCH_FORM.integration.secret);
    const scopes = await t.db.prisma.idempotencyKey.findMany({ where: { key }, select: { scope: true } });
    expect(scopes).toHaveLength(1);
    expect(scopes[0]!.scope).toMatch(/^admin:/);
  });
});
