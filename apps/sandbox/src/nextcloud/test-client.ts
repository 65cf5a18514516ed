import { NEXTCLOUD_SANDBOX_ADMIN } from './nextcloud-simulator';

export const basicAuth = (login: string, password: string) => `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

/** The headers an OCS client sends: the admin's Basic auth and `OCS-APIRequest: true`. */
export const ADMIN_HEADERS = {
  Authorization: basicAuth(NEXTCLOUD_SANDBOX_ADMIN.username, NEXTCLOUD_SANDBOX_ADMIN.password),
  'OCS-APIRequest': 'true',
};

export interface OcsTestReply {
  status: number;
  /** Parsed JSON; the raw text when the answer is not JSON. */
  body: any;
  contentType: string;
}

/**
 * One call over real HTTP. `path` is under `/ocs/v{version}.php`; `format=json` is added unless `json: false`.
 * A `form` body is sent form-urlencoded (arrays as `name[]`), a `json` body as JSON.
 */
export async function ocs(
  origin: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: {
    version?: 1 | 2;
    form?: Record<string, string | string[]>;
    jsonBody?: unknown;
    headers?: Record<string, string>;
    json?: boolean;
  } = {},
): Promise<OcsTestReply> {
  const url = new URL(`${origin}/ocs/v${options.version ?? 1}.php${path}`);
  if (options.json !== false) url.searchParams.set('format', 'json');
  const headers: Record<string, string> = { ...(options.headers ?? ADMIN_HEADERS) };
  let body: string | undefined;
  if (options.form) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(options.form)) {
      for (const item of Array.isArray(value) ? value : [value]) form.append(Array.isArray(value) ? `${key}[]` : key, item);
    }
    body = form.toString();
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  } else if (options.jsonBody !== undefined) {
    body = JSON.stringify(options.jsonBody);
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  return { status: response.status, body: contentType.includes('json') ? JSON.parse(text) : text, contentType };
}

/** The meta's statuscode of a JSON answer. */
export const statuscode = (reply: OcsTestReply): number => reply.body.ocs.meta.statuscode;
