import { CIELO_SANDBOX_MERCHANT } from './cielo-simulator';
import { cieloTestCard } from './test-cards';

/** Headers of the default merchant, as an adapter sends them. */
export const MERCHANT_HEADERS = {
  MerchantId: CIELO_SANDBOX_MERCHANT.merchantId,
  MerchantKey: CIELO_SANDBOX_MERCHANT.merchantKey,
};

export interface CieloReply {
  status: number;
  /** Parsed JSON, or undefined for an empty body. */
  body: any;
}

/** One call over real HTTP, the way the Cielo adapter talks to the simulator. */
export async function cielo(
  origin: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  options: { headers?: Record<string, string>; rawBody?: string; signal?: AbortSignal } = {},
): Promise<CieloReply> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      RequestId: '0f9e8d7c-6b5a-4c3d-2e1f-000000000001',
      ...(options.headers ?? MERCHANT_HEADERS),
    },
    body: options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
    signal: options.signal,
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

/** A Luhn-valid Visa number ending in `lastDigit`. */
export const visaEndingIn = (lastDigit: number) => cieloTestCard(lastDigit);

export function saleRequest(card: Record<string, unknown>, payment: Record<string, unknown> = {}, merchantOrderId = 'ORDER1') {
  return {
    MerchantOrderId: merchantOrderId,
    Customer: { Name: 'Maria Souza' },
    Payment: { Type: 'CreditCard', Amount: 15700, Installments: 1, Capture: true, SoftDescriptor: 'CENTRAL', CreditCard: card, ...payment },
  };
}
