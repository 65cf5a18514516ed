import { createWatchSimulator, WATCH_SANDBOX_CLIENT, type WatchSimulator, type WatchSimulatorOptions } from '@central/sandbox';
import type supertest from 'supertest';
import { connectWatch, type AdminHttp } from '../../../../scripts/lib/connect-watch';
import { authorizeRequest, createWatchClient, exchangeCode, type WatchClient } from '../../src/integrations/watch';
import { connectionColumns, partnerAppSuite, seedApp, type AppColumns } from './apps';
import { adminClient } from './staff';
import type { TestApp, TestAppOptions } from './test-app';

/**
 * The suites of apps that talk to Watch: the app and the Watch simulator (on a real port), which before each test has
 * forgotten everything, and no provider has an app.
 */
export function watchSuite(appOptions: TestAppOptions = {}, watchOptions: WatchSimulatorOptions = {}) {
  const { t, partner } = partnerAppSuite(() => createWatchSimulator(watchOptions), appOptions);
  return { t, watch: partner };
}

/**
 * An app of `clientId` that needs a product in the contract, over the Watch simulator with the sandbox pair, and
 * connected by an admin ('Conectar à Watch') unless `connected: false`.
 */
export async function seedWatchApp(
  t: TestApp,
  watch: WatchSimulator,
  columns: AppColumns,
  { clientId = 'demo', connected = true }: { clientId?: string; connected?: boolean } = {},
) {
  const app = await seedApp(
    t,
    {
      activationCriteria: 'product_in_contract',
      ...connectionColumns({ url: watch.origin, user: WATCH_SANDBOX_CLIENT.clientId, secret: WATCH_SANDBOX_CLIENT.clientSecret }, clientId),
      ...columns,
    },
    clientId,
  );
  if (connected) await connectWatchApp(t, app.id, clientId);
  return app;
}

/** A supertest client as the connect helper's HTTP: the callback reaches this same app, as Watch's redirect would. */
export function adminHttp(agent: supertest.Agent): AdminHttp {
  return {
    post: async (path) => {
      const response = await agent.post(path);
      return { status: response.status, body: response.body };
    },
    get: async (pathAndQuery) => {
      const response = await agent.get(pathAndQuery);
      return { status: response.status, body: response.body };
    },
  };
}

/** Runs 'Conectar à Watch' for the app as an admin (scripts/lib/connect-watch.ts), through the Watch simulator. */
export async function connectWatchApp(t: TestApp, appId: string, clientId = 'demo'): Promise<void> {
  await connectWatch(adminHttp(await adminClient(t)), clientId, appId);
}

/** A Watch client of the sandbox pair with its own token: another ISP desk acting at Watch, outside Central. */
export async function watchDesk(watch: WatchSimulator): Promise<WatchClient> {
  const redirectUrl = 'https://desk.example/watch/callback';
  const { action, fields } = authorizeRequest({ url: watch.origin, clientId: WATCH_SANDBOX_CLIENT.clientId, redirectUrl, uid: 'desk' });
  const authorized = await fetch(action, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  const code = new URL(authorized.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const { accessToken } = await exchangeCode({ url: watch.origin, ...WATCH_SANDBOX_CLIENT, code, redirectUrl, timeoutMs: 2_000 });
  return createWatchClient({ url: watch.origin, accessToken, timeoutMs: 2_000 });
}
