import { WATCH_SANDBOX_CLIENT } from './watch-simulator';

export interface WatchReply {
  status: number;
  body: any;
}

/** One form-encoded call over real HTTP, the way an integrator talks to Watch. */
export async function watch(
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string> = {},
  token?: string,
): Promise<WatchReply> {
  const form = new URLSearchParams(params).toString();
  const url = method === 'GET' && form ? `${origin}${path}?${form}` : `${origin}${path}`;
  const response = await fetch(url, {
    method,
    headers: {
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: method === 'POST' ? form : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

/** A callback address for the code flow; nothing listens there: the tests read the code from the redirect. */
export const CALLBACK = 'https://isp.example/watch/callback';

/** The authorize step as an ISP's browser form posts it; answers the redirect's status and Location. */
export async function authorizeAt(
  origin: string,
  params: Record<string, string>,
): Promise<{ status: number; location: URL | null; body: any }> {
  const response = await fetch(`${origin}/watch/v1/oauth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params).toString(),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  const text = await response.text();
  return { status: response.status, location: location ? new URL(location) : null, body: text === '' ? undefined : JSON.parse(text) };
}

/** A code for the client, through the authorize step. */
export async function codeFor(origin: string, client = WATCH_SANDBOX_CLIENT, redirectUrl = CALLBACK): Promise<string> {
  const { status, location } = await authorizeAt(origin, {
    client_id: client.clientId,
    redirect_url: redirectUrl,
    approval_prompt: 'auto',
    uid: 'state-1',
  });
  const code = location?.searchParams.get('code');
  if (status !== 303 || !code) throw new Error(`authorize: ${status}`);
  return code;
}

/** An access token for the sandbox pair, through the whole code flow. */
export async function tokenFor(origin: string, client = WATCH_SANDBOX_CLIENT): Promise<string> {
  const code = await codeFor(origin, client);
  const reply = await watch(origin, 'POST', '/oauth/token', {
    grant_type: 'authorization_code',
    client_id: client.clientId,
    client_secret: client.clientSecret,
    code,
    redirect_url: CALLBACK,
  });
  if (reply.status !== 200) throw new Error(`token: ${reply.status}`);
  return reply.body.Result[0].access_token as string;
}

export const maria = {
  pEmail: 'maria@example.com',
  pName: 'Maria Souza',
  pPhone: '5511987654321',
  pPacote: '7',
  pAssinanteIDIntegracao: '52998224725',
};
