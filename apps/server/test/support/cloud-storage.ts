import { createNextcloudSimulator, NEXTCLOUD_SANDBOX_ADMIN } from '@central/sandbox';
import type supertest from 'supertest';
import { beforeEach } from 'vitest';
import { connectionColumns, seedApp } from './apps';
import { recordCalls } from './recorded-calls';
import { signedIn } from './subscriber';
import { sharedSimulator, sharedTestApp } from './suite';

export const GIB = 1024 ** 3;
export const PARTNER_TIMEOUT_MS = 500;

interface AtpBoxFields {
  url?: string;
  password?: string;
  activationCriteria?: 'any' | 'product_in_contract';
}

/** The status and the text of a refused call. */
export async function failure(answer: supertest.Test | Promise<supertest.Response>): Promise<[number, string]> {
  const response = await answer;
  return [response.status, response.body.message];
}

/**
 * The suites of the subscriber's ATP Box over the provider's Nextcloud (the simulator, on a real port), with the app's
 * log lines kept for what only the operator reads. Before each test demo has one ATP Box app (`appId()`), over the
 * simulator as its admin; `replaceAtpBox` puts another in its place. Maria's contract 2001 holds 'ATP Box - Nuvem
 * 100 GB' (product 883); Padaria's 2005 holds the 500 GB one (884).
 */
export function cloudStorageSuite() {
  const calls = recordCalls();
  const t = sharedTestApp({ partnerTimeoutMs: PARTNER_TIMEOUT_MS, logger: calls.logger });
  const nextcloud = sharedSimulator(createNextcloudSimulator);
  let appId = '';

  async function replaceAtpBox(fields: AtpBoxFields = {}) {
    await t.db.prisma.customerApp.deleteMany();
    const app = await seedApp(t, {
      name: 'ATP Box',
      image: 'https://cdn.central.test/atp-box.png',
      integrationMethod: 'api_atp_box',
      activationCriteria: fields.activationCriteria ?? 'product_in_contract',
      productIds: [
        { id: '883', label: 'ATP Box 100' },
        { id: '884', label: 'ATP Box 500' },
      ],
      ...connectionColumns({
        url: fields.url ?? nextcloud.origin,
        user: NEXTCLOUD_SANDBOX_ADMIN.username,
        secret: fields.password ?? NEXTCLOUD_SANDBOX_ADMIN.password,
      }),
    });
    appId = app.id;
  }
  beforeEach(() => replaceAtpBox());

  const newUser = (fields: Record<string, unknown> = {}) => ({
    cloudServiceId: appId,
    contractId: '2001',
    displayName: 'Maria Souza',
    email: 'maria@example.com',
    password: 'nuvem-da-maria',
    quota: 10,
    quotaUnitType: 'GB',
    userId: 'maria.souza',
    ...fields,
  });

  return {
    t,
    nextcloud,
    calls,
    appId: () => appId,
    replaceAtpBox,
    newUser,
    /** Maria's edit of one field of one of her contract's users (maria.souza unless `fields` says otherwise). */
    edit: (client: supertest.Agent, key: string, value: unknown, fields: Record<string, unknown> = {}) =>
      client
        .put('/api/central/customer/edit/cloud-user')
        .send({ userId: 'maria.souza', key, value, contractId: '2001', cloudServiceId: appId, ...fields }),
    /** Maria signed in, her group made, with one user of `quota` GB. */
    async mariaWithUser(quota = 10) {
      const client = await signedIn(t);
      await client
        .post('/api/central/customer/create/cloud-group')
        .send({ contractId: '2001', customerCpfOrCnpj: '529.982.247-25', customerName: 'Maria' })
        .expect(201);
      await client.post('/api/central/customer/create/cloud-user').send(newUser({ quota })).expect(201);
      return client;
    },
  };
}
