import { MESSAGES } from '@central/domain';
import type { FormNotice } from '@/components/FormMessage';
import { failureText } from '@/lib/failure-text';
import { isApiError } from '@/lib/http';

/**
 * A refused payment, in the server's words: a payment already under way, an invoice paid meanwhile and too many
 * attempts are warnings (nothing is wrong with the card); a declined card or anything else is an error, and a
 * 5xx is the generic text.
 */
export function payFailureNotice(error: unknown): FormNotice {
  const warning = isApiError(error, 409) || isApiError(error, 429);
  return { intent: warning ? 'warning' : 'error', text: failureText(error, MESSAGES.serverFailure) };
}

/** The refusals after which the screen's figures are out of date (paid meanwhile, a payment under way). */
export const invoiceChanged = (error: unknown) => isApiError(error, 409);
