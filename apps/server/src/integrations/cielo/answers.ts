import { CieloError, redactSecrets } from './errors';
import { cieloStatusName, type CieloStatusName } from './status';

/**
 * Readers of Cielo's answers. They keep only what the product uses, never the card number: a sale's masked
 * `CardNumber` (455187******0183) is cut to its last four digits. Texts from Cielo pass through `redactSecrets`.
 */

/** A sale as Cielo reports it (`POST /1/sales/` 201, `GET /1/sales/{PaymentId}`). */
export interface CieloSale {
  paymentId: string;
  merchantOrderId?: string;
  status: number;
  statusName: CieloStatusName | 'unrecognized';
  amountCents: number;
  capturedAmountCents?: number;
  voidedAmountCents?: number;
  installments?: number;
  returnCode?: string;
  returnMessage?: string;
  tid?: string;
  proofOfSale?: string;
  authorizationCode?: string;
  cardLast4?: string;
  receivedDate?: string;
  capturedDate?: string;
}

export interface ZeroAuthResult {
  valid: boolean;
  returnCode: string;
  returnMessage: string;
}

/** What a void or capture answers: the sale's new status and the acquirer's return. */
export interface SaleUpdate {
  status: number;
  statusName: CieloStatusName | 'unrecognized';
  returnCode?: string;
  returnMessage?: string;
}

type Json = Record<string, unknown>;

function object(value: unknown): Json | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function integer(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

export function readCardToken(body: unknown, operation: string): string {
  const token = text(object(body)?.CardToken);
  if (!token) throw new CieloError('malformed', 'answer without CardToken', operation);
  return token;
}

export function readZeroAuth(body: unknown, operation: string, secrets: readonly string[]): ZeroAuthResult {
  const answer = object(body);
  if (!answer || typeof answer.Valid !== 'boolean') throw new CieloError('malformed', 'answer without Valid', operation);
  return {
    valid: answer.Valid,
    returnCode: text(answer.ReturnCode) ?? '',
    returnMessage: redactSecrets(text(answer.ReturnMessage) ?? '', secrets),
  };
}

/** Reads the sale of a `{MerchantOrderId, Customer, Payment}` answer. */
export function readSale(body: unknown, operation: string, secrets: readonly string[] = []): CieloSale {
  const root = object(body);
  const payment = object(root?.Payment);
  const paymentId = text(payment?.PaymentId);
  const status = integer(payment?.Status);
  if (!payment || !paymentId || status === undefined) throw new CieloError('malformed', 'answer without PaymentId or Status', operation);
  const card = object(payment.CreditCard);
  const masked = text(card?.CardNumber);
  const returnMessage = text(payment.ReturnMessage);
  const sale: CieloSale = {
    paymentId,
    status,
    statusName: cieloStatusName(status),
    amountCents: integer(payment.Amount) ?? 0,
  };
  const optional: Partial<CieloSale> = {
    merchantOrderId: text(root?.MerchantOrderId),
    capturedAmountCents: integer(payment.CapturedAmount),
    voidedAmountCents: integer(payment.VoidedAmount),
    installments: integer(payment.Installments),
    returnCode: text(payment.ReturnCode),
    returnMessage: returnMessage === undefined ? undefined : redactSecrets(returnMessage, secrets),
    tid: text(payment.Tid),
    proofOfSale: text(payment.ProofOfSale),
    authorizationCode: text(payment.AuthorizationCode),
    cardLast4: masked && /\d{4}$/.test(masked) ? masked.slice(-4) : undefined,
    receivedDate: text(payment.ReceivedDate),
    capturedDate: text(payment.CapturedDate),
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) (sale as unknown as Json)[key] = value;
  return sale;
}

export function readSaleUpdate(body: unknown, operation: string): SaleUpdate {
  const answer = object(body);
  const status = integer(answer?.Status);
  if (!answer || status === undefined) throw new CieloError('malformed', 'answer without Status', operation);
  const update: SaleUpdate = { status, statusName: cieloStatusName(status) };
  const returnCode = text(answer.ReturnCode);
  const returnMessage = text(answer.ReturnMessage);
  if (returnCode !== undefined) update.returnCode = returnCode;
  if (returnMessage !== undefined) update.returnMessage = redactSecrets(returnMessage, []);
  return update;
}

/**
 * `GET /1/sales?merchantOrderId=` lists `{PaymentId, ReceveidDate}` items (sic). The frozen manual's example
 * names the list `Payment`; a real sandbox answered `Payments` (hexdocs.pm/cielo, Cielo.Consultation), which
 * our simulator follows. Both are read.
 */
export function readPaymentIds(body: unknown, operation: string): string[] {
  const answer = object(body);
  const list = answer?.Payment ?? answer?.Payments;
  if (!Array.isArray(list)) throw new CieloError('malformed', 'answer without a Payment list', operation);
  return list.flatMap((item: unknown) => {
    const id = text(object(item)?.PaymentId);
    return id ? [id] : [];
  });
}
