import { WATCH_SANDBOX_CLIENT, type WatchSimulator } from '@central/sandbox';
import type supertest from 'supertest';
import { connectWatch, type AdminHttp } from '../../../../scripts/lib/connect-watch';
import { authorizeRequest, createWatchClient, exchangeCode, type WatchClient } from '../../src/integrations/watch';
import { adminClient } from './staff';
import type { TestApp } from './test-app';

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
