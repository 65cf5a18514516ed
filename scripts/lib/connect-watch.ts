import type { AdminCustomerAppList, WatchConnectAnswer } from '@central/domain/api';

/**
 * 'Conectar à Watch' run over HTTP the way an admin's browser runs it: ask our server for the authorize form, post it
 * to Watch (the simulator approves at once and redirects back with a code), then follow that redirect to our
 * callback, which exchanges the code and stores the token. For the demo's start and for tests; nothing here is in the
 * server.
 */
export interface AdminHttp {
  /** POSTs a path of our server as the signed-in admin; the answer's status and JSON body. */
  post(path: string): Promise<{ status: number; body: unknown }>;
  /** GETs a path (and query) of our server, as the redirect from Watch does. */
  get(pathAndQuery: string): Promise<{ status: number; body: unknown }>;
}

const connectPath = (clientId: string, appId: string) =>
  `/api/payment/customer/${encodeURIComponent(clientId)}/customer-app/${encodeURIComponent(appId)}/watch/connect`;

export async function connectWatch(admin: AdminHttp, clientId: string, appId: string): Promise<void> {
  const asked = await admin.post(connectPath(clientId, appId));
  if (asked.status !== 200) throw new Error(`connect ${appId}: HTTP ${asked.status} ${JSON.stringify(asked.body)}`);
  const { action, fields } = asked.body as WatchConnectAnswer;
  const authorized = await fetch(action, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  const location = authorized.headers.get('location');
  if (authorized.status !== 303 || !location) throw new Error(`Watch's authorize: HTTP ${authorized.status} ${await authorized.text()}`);
  const back = new URL(location);
  const callback = await admin.get(`${back.pathname}${back.search}`);
  if (callback.status !== 200) throw new Error(`callback: HTTP ${callback.status} ${JSON.stringify(callback.body)}`);
}

/** An admin session over fetch: signs in at `origin` and keeps the session cookie. */
export async function signInAdmin(origin: string, credentials: { email: string; password: string }): Promise<AdminHttp> {
  const signedIn = await fetch(`${origin}/api/payment/adm/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!signedIn.ok) throw new Error(`admin sign-in: HTTP ${signedIn.status}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const answer = async (response: Response) => {
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body };
  };
  return {
    post: async (path) => answer(await fetch(`${origin}${path}`, { method: 'POST', headers: { cookie } })),
    get: async (pathAndQuery) => answer(await fetch(`${origin}${pathAndQuery}`, { headers: { cookie } })),
  };
}

/** Connects every Watch app of a provider (those whose admin view has a `connection`); answers their names. */
export async function connectProviderWatchApps(admin: AdminHttp, clientId: string): Promise<string[]> {
  const listed = await admin.get(`/api/payment/customer/${encodeURIComponent(clientId)}/customer-apps`);
  if (listed.status !== 200) throw new Error(`apps of ${clientId}: HTTP ${listed.status}`);
  const watchApps = (listed.body as AdminCustomerAppList).customer_apps.filter((app) => app.connection);
  for (const app of watchApps) await connectWatch(admin, clientId, app.id);
  return watchApps.map((app) => app.name);
}
