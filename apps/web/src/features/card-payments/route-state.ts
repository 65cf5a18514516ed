import type { CardPaymentResult } from '@central/domain/api';

/**
 * What the invoice's card pages hand each other through the router's state: the card just added (to preselect)
 * and the payment's outcome (for the invoice page to show until dismissed). Only ever read back through these
 * helpers, since history state survives reloads and may hold anything.
 */
export type PaymentNotice = { intent: 'success' | 'info'; text: string };

export const addedCardState = (cardId: string) => ({ addedCardId: cardId });

export const paymentNoticeState = ({ message, payment }: CardPaymentResult) => ({
  paymentNotice: { intent: payment.status === 'paid' ? 'success' : 'info', text: message } satisfies PaymentNotice,
});

const record = (state: unknown): Record<string, unknown> =>
  typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};

export function addedCardIn(state: unknown): string | null {
  const { addedCardId } = record(state);
  return typeof addedCardId === 'string' ? addedCardId : null;
}

export function paymentNoticeIn(state: unknown): PaymentNotice | null {
  const notice = record(record(state).paymentNotice);
  if (typeof notice.text !== 'string' || !notice.text) return null;
  return { intent: notice.intent === 'success' ? 'success' : 'info', text: notice.text };
}
