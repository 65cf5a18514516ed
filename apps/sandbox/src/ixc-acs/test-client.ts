import { sign } from 'node:crypto';
import { IXC_ACS_SANDBOX_CLIENT, type IxcAcsClientCredentials } from './credentials';

export interface AcsReply {
  status: number;
  body: any;
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT as IXCsoft's token page describes it: ES256 over `header.claims`, claims `iss`, `iat`, `exp` (seconds). */
export function signJwt(
  claims: { iss?: string; iat?: number; exp?: number },
  options: { client?: IxcAcsClientCredentials; alg?: string } = {},
): string {
  const client = options.client ?? IXC_ACS_SANDBOX_CLIENT;
  const iat = Math.floor(Date.now() / 1000);
  const data = `${part({ alg: options.alg ?? 'ES256', typ: 'JWT' })}.${part({ iss: client.issuerId, iat, exp: iat + 300, ...claims })}`;
  const signature = sign('sha256', Buffer.from(data), { key: client.privateKeyPem, dsaEncoding: 'ieee-p1363' });
  return `${data}.${signature.toString('base64url')}`;
}

/** `POST /api/v1/token/oauth`: JSON `{client_id, client_secret}`, a form of the same, or a bearer JWT and no body. */
export async function exchange(
  origin: string,
  credential: { json: Record<string, string> } | { form: Record<string, string> } | { jwt: string } = {
    json: { client_id: IXC_ACS_SANDBOX_CLIENT.issuerId, client_secret: IXC_ACS_SANDBOX_CLIENT.clientSecret },
  },
): Promise<AcsReply> {
  const init: RequestInit =
    'jwt' in credential
      ? { method: 'POST', headers: { authorization: `Bearer ${credential.jwt}` } }
      : 'json' in credential
        ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credential.json) }
        : {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(credential.form).toString(),
          };
  const response = await fetch(`${origin}/api/v1/token/oauth`, init);
  return { status: response.status, body: await response.json() };
}

/** An access token of the sandbox's Client API, got by its id and secret. */
export async function accessToken(origin: string): Promise<string> {
  const reply = await exchange(origin);
  if (reply.status !== 200) throw new Error(`the exchange answered ${reply.status}`);
  return reply.body.access_token as string;
}

/** One JSON call over real HTTP, under `/api/v1`, with `bearer` (default: a fresh access token). */
export async function acs(
  origin: string,
  method: 'GET' | 'PATCH',
  path: string,
  options: { bearer?: string | null; json?: unknown } = {},
): Promise<AcsReply> {
  const bearer = options.bearer === undefined ? await accessToken(origin) : options.bearer;
  const response = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers: {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.json !== undefined ? JSON.stringify(options.json) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

export const byLogin = (login: string) =>
  `/devices/views/natural?search[column]=connection.pppoeLogin&search[search]=${encodeURIComponent(login)}`;
export const bySerial = (serial: string) => `/devices/views/ipv6?search[column]=serialNumber&search[search]=${encodeURIComponent(serial)}`;
