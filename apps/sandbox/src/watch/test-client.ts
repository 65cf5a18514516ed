import { WATCH_SANDBOX_CLIENT } from './watch-simulator';

export interface WatchReply {
  status: number;
  body: any;
}

/** One form-encoded call over real HTTP, the way an integrator talks to Watch. */
export async function watch(origin: string, method: 'GET' | 'POST', path: string, params: Record<string, string> = {}, token?: string): Promise<WatchReply> {
  const form = new URLSearchParams(params).toString();
  const url = method === 'GET' && form ? `${origin}${path}?${form}` : `${origin}${path}`;
  const response = await fetch(url, {
    method,
    headers: { ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: method === 'POST' ? form : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

/** A token for the sandbox pair. */
export async function tokenFor(origin: string, client = WATCH_SANDBOX_CLIENT): Promise<string> {
  const reply = await watch(origin, 'POST', '/oauth/token', { grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret });
  if (reply.status !== 200) throw new Error(`token: ${reply.status}`);
  return reply.body.access_token as string;
}

export const maria = { pEmail: 'maria@example.com', pName: 'Maria Souza', pPhone: '5511987654321', pPacote: '7', pAssinanteIDIntegracao: '52998224725' };
