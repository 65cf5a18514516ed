import { sign } from 'node:crypto';
import { IXC_ACS_SANDBOX_CLIENT, type IxcAcsClientCredentials } from './credentials';

export interface AcsReply {
  status: number;
  body: any;
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A bearer JWT as an integrator signs one: ES256 over `header.claims`, claims `iss`, `iat`, `exp` (seconds). */
export function signJwt(claims: { iss?: string; iat?: number; exp?: number }, options: { client?: IxcAcsClientCredentials; alg?: string } = {}): string {
  const client = options.client ?? IXC_ACS_SANDBOX_CLIENT;
  const iat = Math.floor(Date.now() / 1000);
  const data = `${part({ alg: options.alg ?? 'ES256', typ: 'JWT' })}.${part({ iss: client.issuerId, iat, exp: iat + 300, ...claims })}`;
  const signature = sign('sha256', Buffer.from(data), { key: client.privateKeyPem, dsaEncoding: 'ieee-p1363' });
  return `${data}.${signature.toString('base64url')}`;
}

/** One JSON call over real HTTP, under `/api/v1`. */
export async function acs(origin: string, method: 'GET' | 'PATCH', path: string, options: { jwt?: string | null; json?: unknown } = {}): Promise<AcsReply> {
  const jwt = options.jwt === undefined ? signJwt({}) : options.jwt;
  const response = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers: { ...(jwt ? { authorization: `Bearer ${jwt}` } : {}), ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: options.json !== undefined ? JSON.stringify(options.json) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

export const byLogin = (login: string) => `/devices/views/natural?search[column]=connection.pppoeLogin&search[value]=${encodeURIComponent(login)}`;
