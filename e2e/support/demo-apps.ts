import { request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { connectWatch } from '../../scripts/lib/connect-watch';
import { expect, hostUrl, urlFor } from './fixtures';

/**
 * The e2e stack's demo provider has no partner apps: a journey creates the ones it needs through the admin API, as
 * an admin would, pointing them at a partner simulator it runs itself, and deletes them at the end so no other
 * journey sees them.
 */
export interface DemoApp {
  name: string;
  pending_text: string;
  active_text: string;
  activation_criteria: 'any' | 'product_in_contract' | 'plan_in_contract';
  product_ids: string[];
  integration_method: string;
  app_store_link?: string | null;
  play_store_link?: string | null;
  /** False: switched off by the provider. */
  active?: boolean;
  /** 'Produto': for a Watch app, its package at Watch. */
  product?: string;
}

export type PartnerConnection = { url: string; user: string; secret: string };

/** The admin API, signed in as the e2e admin. */
export async function adminApi(): Promise<APIRequestContext> {
  const admin = await request.newContext({ baseURL: hostUrl('localhost') });
  const signedIn = await admin.post('/api/payment/adm/auth/sign-in', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  return admin;
}

/** Creates one of the demo provider's apps; answers its id. */
export async function createDemoApp(admin: APIRequestContext, app: DemoApp, integration: PartnerConnection | null): Promise<string> {
  const response = await admin.post('/api/payment/customer/demo/customer-app/create', {
    data: {
      app_store_link: null,
      play_store_link: null,
      product: '',
      ...app,
      image: urlFor('demo', '/central-logo.svg'),
      plan_ids: [],
      integration_method_product_ids: [],
      integration,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { customer_app: { id: string } }).customer_app.id;
}

export async function removeDemoApp(admin: APIRequestContext, id: string): Promise<void> {
  expect((await admin.delete(`/api/payment/customer/demo/customer-app/${id}/remove`)).ok()).toBe(true);
}

/** Runs `journey` with one of the demo provider's apps made for it, and deletes the app after, whatever happened. */
export async function withDemoApp(
  admin: APIRequestContext,
  app: DemoApp,
  integration: PartnerConnection | null,
  journey: (id: string) => Promise<void>,
): Promise<void> {
  const id = await createDemoApp(admin, app, integration);
  try {
    await journey(id);
  } finally {
    await removeDemoApp(admin, id);
  }
}

/**
 * Runs 'Conectar à Watch' for one of the demo provider's Watch apps over HTTP (scripts/lib/connect-watch.ts), through
 * the Watch simulator the app points at: its activations need the token that stores.
 */
export async function connectDemoWatchApp(admin: APIRequestContext, appId: string): Promise<void> {
  const answer = async (response: APIResponse) => ({ status: response.status(), body: await response.json().catch(() => null) });
  await connectWatch(
    { post: async (path) => answer(await admin.post(path)), get: async (path) => answer(await admin.get(path)) },
    'demo',
    appId,
  );
}
