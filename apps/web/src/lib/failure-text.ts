import { isApiError, isUnconfirmedWrite } from './http';

/**
 * The text for a failed action: the server's own explanation when it refused the request (4xx, e.g. 'O boleto
 * não está disponível para esta fatura') or could not confirm a write, else the feature's failure text of
 * docs/product/subscriber.md#invoices (any other 5xx carries only the generic text).
 */
export function failureText(error: unknown, fallback: string, explainedStatuses?: readonly number[]): string {
  if (isUnconfirmedWrite(error)) return error.message;
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return fallback;
  return !explainedStatuses || explainedStatuses.includes(error.status) ? error.message : fallback;
}
