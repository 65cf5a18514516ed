import type { LightMyRequestResponse } from 'fastify';
import type { IxcSandbox } from '../sandbox';

/** Test support: requests shaped like the IXC adapter's, sent through `inject`. */
export const FIXED_TODAY = '2025-06-15';

export function basicAuth(token: string): string {
  return `Basic ${Buffer.from(token).toString('base64')}`;
}

export interface IxcResponse {
  statusCode: number;
  contentType: string;
  body: string;
  json(): any;
}

export async function listRows(app: IxcSandbox, token: string, table: string, body: object | string): Promise<IxcResponse> {
  return send(app, { method: 'POST', url: `/webservice/v1/${table}`, token, listar: true, body });
}

export async function send(
  app: IxcSandbox,
  request: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; token?: string; listar?: boolean; body?: object | string },
): Promise<IxcResponse> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (request.token) headers.authorization = basicAuth(request.token);
  if (request.listar) headers.ixcsoft = 'listar';
  const payload = typeof request.body === 'string' ? request.body : request.body && JSON.stringify(request.body);
  return wrap(await app.inject({ method: request.method, url: request.url, headers, payload }));
}

export function wrap(response: LightMyRequestResponse): IxcResponse {
  return {
    statusCode: response.statusCode,
    contentType: String(response.headers['content-type']),
    body: response.body,
    json: () => JSON.parse(response.body),
  };
}

/** The ids of a list answer's rows, in order. */
export function idsOf(response: IxcResponse): string[] {
  return (response.json().registros ?? []).map((row: { id: string }) => row.id);
}
