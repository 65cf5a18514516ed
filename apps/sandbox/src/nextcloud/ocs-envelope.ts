/**
 * The OCS envelope, as lib/private/AppFramework/OCS/{BaseResponse,V1Response,V2Response}.php write it:
 * `{"ocs":{"meta":{"status","statuscode","message",...},"data":...}}`.
 *
 * - v1 (`/ocs/v1.php`): statuscode 100 on success; a failure keeps its code (101, 102, 404, 997, 998...) and the
 *   HTTP status is 200, except 997 which is HTTP 401. Meta also carries `totalitems` and `itemsperpage` as "".
 * - v2 (`/ocs/v2.php`): statuscode 200 on success; HTTP follows the code: 997 → 401, 998 → 404, 996/999 → 500,
 *   anything below 200 or above 600 (101, 102...) → 400, a real HTTP code (403, 404) as is.
 * - `message` is "OK" on success, else the exception's message (often empty).
 * - A failure's `data` is an empty array (`[]`), as PHP encodes an empty DataResponse.
 */

export type OcsVersion = 1 | 2;

export const RESPOND_UNAUTHORISED = 997;
export const RESPOND_NOT_FOUND = 998;
export const RESPOND_SERVER_ERROR = 996;
export const RESPOND_UNKNOWN_ERROR = 999;

/** An `OCSException`: thrown by the operations, turned into the envelope by the route layer. */
export class OcsFailure extends Error {
  constructor(
    readonly statuscode: number,
    message = '',
  ) {
    super(message);
  }
}

export interface OcsReply {
  httpStatus: number;
  body: { ocs: { meta: Record<string, unknown>; data: unknown } };
}

function v2HttpStatus(code: number): number {
  if (code === RESPOND_UNAUTHORISED) return 401;
  if (code === RESPOND_NOT_FOUND) return 404;
  if (code === RESPOND_SERVER_ERROR || code === RESPOND_UNKNOWN_ERROR) return 500;
  if (code < 200 || code > 600) return 400;
  return code;
}

export function okReply(version: OcsVersion, data: unknown): OcsReply {
  const meta =
    version === 1
      ? { status: 'ok', statuscode: 100, message: 'OK', totalitems: '', itemsperpage: '' }
      : { status: 'ok', statuscode: 200, message: 'OK' };
  return { httpStatus: 200, body: { ocs: { meta, data } } };
}

export function failureReply(version: OcsVersion, failure: OcsFailure): OcsReply {
  const code = failure.statuscode;
  if (version === 1) {
    const meta = { status: 'failure', statuscode: code, message: failure.message, totalitems: '', itemsperpage: '' };
    return { httpStatus: code === RESPOND_UNAUTHORISED ? 401 : 200, body: { ocs: { meta, data: [] } } };
  }
  return {
    httpStatus: v2HttpStatus(code),
    body: { ocs: { meta: { status: 'failure', statuscode: code, message: failure.message }, data: [] } },
  };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `BaseResponse::toXML`: list items become `<element>`, `null` an empty element, booleans 1 or empty. */
function toXml(value: unknown, indent: string): string {
  if (value === null || value === undefined || value === false) return '';
  if (value === true) return '1';
  if (typeof value === 'string') return escapeXml(value);
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  // A function or a symbol has no XML form, as it has no JSON one.
  if (typeof value !== 'object') return '';
  const entries = Array.isArray(value) ? value.map((item) => ['element', item] as const) : Object.entries(value);
  if (entries.length === 0) return '';
  const inner = entries.map(([key, item]) => {
    const content = toXml(item, `${indent} `);
    return content.startsWith('\n') ? `${indent} <${key}>${content}${indent} </${key}>\n` : `${indent} <${key}>${content}</${key}>\n`;
  });
  return `\n${inner.join('')}`;
}

/** The XML form, Nextcloud's default when neither `format=json` nor `Accept: application/json` is given. */
export function renderXml(body: OcsReply['body']): string {
  return `<?xml version="1.0"?>\n<ocs>${toXml(body.ocs, '')}</ocs>\n`;
}
