import { beforeEach, expect } from 'vitest';
import { adminClient } from './staff';
import { sharedTestApp } from './suite';
import type { TestAppOptions } from './test-app';

/** A Watch app as the admin's form sends it. */
export const WATCH_FORM = {
  name: 'Watch Brasil',
  image: 'https://cdn.central.test/apps/watch.png',
  pending_text: 'Seu app está sendo ativado.',
  active_text: 'Aproveite!',
  app_store_link: 'https://apps.apple.com/br/app/watch-brasil/id1',
  play_store_link: '',
  activation_criteria: 'product_in_contract',
  product_ids: ['880 - Watch Brasil'],
  plan_ids: [],
  product: null,
  integration_method: 'watchbr',
  integration_method_product_ids: [],
  integration: { url: 'https://api.watch.test/v1', user: 'fibrasul-client', secret: 'watch-client-secret' },
};

/** Where a provider's apps are, under the admin's providers. */
export const providerPath = (clientId: string) => `/api/payment/customer/${clientId}`;

/**
 * The suites of the admin's provider apps: before each test no app, no audit event, and every provider active.
 * `saveApp` creates an app, or edits the one `appId` names; `createApp` expects it created.
 */
export function adminAppsSuite(options: TestAppOptions = {}) {
  const t = sharedTestApp(options);
  beforeEach(async () => {
    await t.db.prisma.customerApp.deleteMany();
    await t.db.prisma.adminAuditEvent.deleteMany();
    await t.db.prisma.tenant.updateMany({ data: { status: 'active' } });
  });

  async function saveApp(clientId: string, body: Record<string, unknown>, appId?: string) {
    const admin = await adminClient(t);
    const apps = providerPath(clientId);
    return appId ? admin.put(`${apps}/customer-app/${appId}/edit`).send(body) : admin.post(`${apps}/customer-app/create`).send(body);
  }
  async function createApp(clientId: string, body: Record<string, unknown> = WATCH_FORM) {
    const response = await saveApp(clientId, body);
    expect(response.status).toBe(201);
    return response.body.customer_app as { id: string; name: string };
  }
  return { t, saveApp, createApp };
}
