import { APP_MESSAGES } from '@central/domain';
import type { FormNotice } from '@/components/FormMessage';
import { failureText } from '@/lib/failure-text';
import { isApiError } from '@/lib/http';

/** A problem shown under the e-mail field, as Fluent's Field states it. */
export type FieldProblem = { validationState: 'error' | 'warning'; validationMessage: string };

/** Where a refused activation is told: under the e-mail field when the server names it, else above the form. */
export type ActivationFailure = { field: FieldProblem | null; notice: FormNotice | null };

/**
 * docs/product/partners.md#the-subscribers-app-pages: the server's text is shown; a conflict (already active, e-mail in
 * use at the partner) is a warning; any other failure is the activation failure text.
 */
export function activationFailure(error: unknown): ActivationFailure {
  const intent = isApiError(error, 409) ? 'warning' : 'error';
  const fieldText = isApiError(error) ? error.fields.customerEmail : undefined;
  if (fieldText) return { field: { validationState: intent, validationMessage: fieldText }, notice: null };
  return { field: null, notice: { intent, text: failureText(error, APP_MESSAGES.activationFailure) } };
}
