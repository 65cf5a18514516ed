import { MESSAGES } from '@central/domain';
import { describe, expect, it } from 'vitest';
import { adminAppsSuite, providerPath, WATCH_FORM } from './support/admin-apps';
import { adminClient, providerClient } from './support/staff';

/** The rules of the admin's app form, as the server applies them, and who may manage apps. */
const { t, saveApp, createApp } = adminAppsSuite({ ixcTimeoutMs: 800 });

describe('the app form rules on the server', () => {
  const refused = async (body: Record<string, unknown>) => {
    const response = await saveApp('demo', body);
    expect(response.status).toBe(400);
    return response.body as { code: string; message: string; fields: Record<string, string> };
  };

  it('names the missing required fields', async () => {
    const body = await refused({});
    expect(body).toEqual({
      code: 'INVALID_FIELDS',
      message: 'Por favor, informe um nome',
      fields: {
        name: 'Por favor, informe um nome',
        image: 'Por favor, informe uma imagem',
        activation_criteria: 'Por favor, informe um critério de ativação',
        integration_method: 'Por favor, informe um método de integração',
      },
    });
  });

  it("refuses an image that is not a URL with 'URL da imagem não é válida' and a bad store link", async () => {
    const body = await refused({ ...WATCH_FORM, image: 'javascript:alert(1)', play_store_link: 'play store' });
    expect(body.message).toBe('URL da imagem não é válida');
    expect(body.fields).toEqual({ image: 'URL da imagem não é válida', play_store_link: 'Por favor, informe uma URL válida' });
  });

  it("refuses watchbr, ole_tv, playhub and login_sva with the criterion 'any'", async () => {
    for (const method of ['watchbr', 'ole_tv', 'playhub', 'login_sva']) {
      const body = await refused({ ...WATCH_FORM, activation_criteria: 'any', integration_method: method });
      expect(body.fields).toEqual({ integration_method: 'Opção não permitida para o critério de ativação selecionado' });
    }
    expect(
      (await createApp('demo', { ...WATCH_FORM, activation_criteria: 'any', integration_method: 'display_only', product_ids: [] })).name,
    ).toBe('Watch Brasil');
  });

  it('refuses ids that are not digits, ids given twice and empty lists for the contract criteria', async () => {
    expect((await refused({ ...WATCH_FORM, product_ids: ['abc - Watch'] })).fields).toEqual({
      product_ids: 'O ID deve conter apenas números',
    });
    expect((await refused({ ...WATCH_FORM, product_ids: ['880 - Watch', '880 - Watch Brasil'] })).fields).toEqual({
      product_ids: 'Produto já adicionado',
    });
    const plans = { ...WATCH_FORM, activation_criteria: 'plan_in_contract', plan_ids: ['12 - Fibra', '12 - Fibra 500 Mega'] };
    expect((await refused(plans)).fields).toEqual({ plan_ids: 'Plano já adicionado' });
    expect((await refused({ ...WATCH_FORM, product_ids: [] })).fields).toEqual({ product_ids: MESSAGES.appProductsRequired });
    expect((await refused({ ...plans, plan_ids: [] })).fields).toEqual({ plan_ids: MESSAGES.appPlansRequired });
  });

  it('applies the same rules on edit and leaves the app as it was', async () => {
    const watch = await createApp('demo');
    const response = await saveApp('demo', { ...WATCH_FORM, image: 'not a url' }, watch.id);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.appImageInvalid);
    expect((await t.db.prisma.customerApp.findUniqueOrThrow({ where: { id: watch.id } })).image).toBe(WATCH_FORM.image);
  });
});

describe('who may call', () => {
  const calls = (client: Awaited<ReturnType<typeof adminClient>>) => [
    client.get(`${providerPath('demo')}/customer-apps`),
    client.get(`${providerPath('demo')}/customer-app/00000000-0000-4000-8000-000000000000`),
    client.post(`${providerPath('demo')}/customer-app/create`).send(WATCH_FORM),
    client.put(`${providerPath('demo')}/customer-app/00000000-0000-4000-8000-000000000000/edit`).send(WATCH_FORM),
    client.delete(`${providerPath('demo')}/customer-app/00000000-0000-4000-8000-000000000000/remove`),
    client.get('/api/payment/product/880?client_id=demo'),
    client.get('/api/payment/plan/12?client_id=demo'),
    client.get('/api/payment/subject/1?client_id=demo'),
  ];

  it('answers 401 without a session', async () => {
    for (const call of calls(t.client('admin.localhost'))) expect((await call).status).toBe(401);
  });

  it('answers 403 to a provider, even about its own apps', async () => {
    for (const call of calls(await providerClient(t, 'demo'))) {
      const response = await call;
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(MESSAGES.adminForbidden);
    }
    expect(await t.db.prisma.customerApp.count()).toBe(0);
  });
});
