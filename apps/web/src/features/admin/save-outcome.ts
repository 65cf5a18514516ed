import { MESSAGES } from '@central/domain';
import type { FormNotice } from '@/components/FormMessage';
import { isApiError } from '@/lib/http';

/** What a save attempt tells the form: a notice above it, problems under fields, or fresh values to start from. */
export type SaveOutcome<T> = { notice?: FormNotice; fields?: Record<string, string>; reset?: T };

/** docs/product/admin.md#customer-form: a 409 says 'Client ID já cadastrado', above the form and under the Client ID. */
export const CLIENT_ID_TAKEN = { field: 'client_id', text: MESSAGES.customerDuplicate };

/**
 * docs/product/admin.md#customer-form: a conflict in its own words (under its field too); problems the server names per
 * field go under their fields with the generic failure of the action above; another refusal in the server's own words;
 * anything else the action's failure ('Falha ao criar cliente', 'Falha ao salvar aplicativo').
 */
export function saveFailure<T>(error: unknown, fallback: string, conflict?: { field: string; text: string }): SaveOutcome<T> {
  const notice = (text: string): FormNotice => ({ intent: 'error', text });
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return { notice: notice(fallback) };
  if (error.status === 409 && conflict) return { notice: notice(conflict.text), fields: { [conflict.field]: conflict.text } };
  if (Object.keys(error.fields).length > 0) return { notice: notice(fallback), fields: { ...error.fields } };
  return { notice: notice(error.message) };
}
