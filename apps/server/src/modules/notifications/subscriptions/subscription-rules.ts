import { MESSAGES } from '@central/domain';
import { INVOICE_RANGES, type InvoiceRange, type SavePushConfigBody } from '@central/domain/api';
import { badRequest } from '../../../lib/app-error';
import { isAllowedPushEndpoint } from '../push-service-hosts';
import { fromBase64Url, isP256PublicKey } from '../vapid-keys';

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 15, 10, 5 or 1, given as a number or as '15' / '15d' (docs/product/subscriber.md#notifications); anything else: null. */
export function parseInvoiceRange(value: unknown): InvoiceRange | null {
  const days = typeof value === 'number' ? value : typeof value === 'string' ? Number(/^\s*(\d{1,2})d?\s*$/i.exec(value)?.[1]) : NaN;
  return (INVOICE_RANGES as readonly number[]).includes(days) ? (days as InvoiceRange) : null;
}

/**
 * The body of a save, checked: a range the spec offers, an endpoint of an allowed push service, and the
 * browser's keys (p256dh a P-256 point, auth 16 bytes), each refusal a 400 with its own text.
 */
export function readPushConfig(body: SavePushConfigBody, hosts: readonly string[]) {
  const invoiceRange = parseInvoiceRange(body.invoiceRange);
  if (invoiceRange === null) throw badRequest('INVOICE_RANGE_INVALID', MESSAGES.notificationRangeRequired);
  const { endpoint, keys } = body.subscription ?? {};
  const p256dh = keys?.p256dh ?? '';
  const auth = keys?.auth ?? '';
  if (endpoint && !isAllowedPushEndpoint(endpoint, hosts)) throw badRequest('PUSH_SERVICE_NOT_ALLOWED', MESSAGES.pushServiceNotAllowed);
  if (!endpoint || !isP256PublicKey(p256dh) || fromBase64Url(auth)?.length !== 16) {
    throw badRequest('PUSH_SUBSCRIPTION_INVALID', MESSAGES.pushSubscriptionInvalid);
  }
  const subscription: PushSubscriptionInput = { endpoint, p256dh, auth };
  return { subscription, invoiceRange };
}

/** The endpoint a path parameter names: the endpoint itself, or the subscription's JSON; null if neither. */
export function endpointOfParam(param: string): string | null {
  const trimmed = param.trim();
  if (!trimmed.startsWith('{')) return trimmed || null;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    const endpoint = (parsed as { endpoint?: unknown } | null)?.endpoint;
    return typeof endpoint === 'string' && endpoint !== '' ? endpoint : null;
  } catch {
    return null;
  }
}
