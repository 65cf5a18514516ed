import { object, string, type ObjectSchema } from 'yup';
import { ACTIVATION_MESSAGES, APP_MESSAGES, BOOKS_MESSAGES, isValidEmail } from '@central/domain';
import type { BooksActivationBody, BooksPayload } from '@central/domain/api';
import type { FormNotice } from '@/components/FormMessage';
import { failureText } from '@/lib/failure-text';
import { isApiError } from '@/lib/http';
import type { FieldProblem } from './activation-failure';

export type BooksValues = { name: string; user: string; password: string; email: string };

/** The server's rule for the books password (BOOKS_MESSAGES.passwordLength). */
const BOOKS_PASSWORD = { min: 6, max: 30 } as const;

/**
 * docs/product/partners.md#toca-livros-and-sva-logins for the books app: user, password (6 to 30) and a valid e-mail;
 * the server's texts.
 */
export const booksSchema: ObjectSchema<BooksValues> = object({
  name: string().defined(),
  user: string().trim().required(BOOKS_MESSAGES.userRequired),
  password: string()
    .required(BOOKS_MESSAGES.passwordRequired)
    .test(
      'length',
      BOOKS_MESSAGES.passwordLength,
      (value) => !value || (value.length >= BOOKS_PASSWORD.min && value.length <= BOOKS_PASSWORD.max),
    ),
  email: string()
    .trim()
    .required(ACTIVATION_MESSAGES.emailRequired)
    .test('email', ACTIVATION_MESSAGES.emailInvalid, (value) => !value || isValidEmail(value)),
});

/** The form starts from the payload the server prefilled from the ERP; the password is the subscriber's to choose. */
export const booksInitialValues = (payload: BooksPayload): BooksValues => ({
  name: payload.name,
  user: payload.user,
  password: '',
  email: payload.email,
});

/** POST /api/central/customer/app/tocalivros: the app on its contract, with what the subscriber filled in. */
export function booksActivationBody(
  payload: Pick<BooksPayload, 'contract_id' | 'customer_app_id'>,
  values: BooksValues,
): BooksActivationBody {
  return {
    contract_id: payload.contract_id,
    customer_app_id: payload.customer_app_id,
    name: values.name.trim(),
    user: values.user.trim(),
    password: values.password,
    email: values.email.trim(),
  };
}

export type BooksField = 'user' | 'password' | 'email';
const BOOKS_FIELDS: readonly BooksField[] = ['user', 'password', 'email'];

/**
 * Where a refused books activation is told (docs/product/partners.md#toca-livros-and-sva-logins): the fields the server
 * names under them (a conflict, the e-mail in use, as a warning); the missing birth date as a warning that stays, since
 * only support can fix it; anything else above the form, as the server said it, or the activation failure text.
 */
export type BooksFailure = { fields: Partial<Record<BooksField, FieldProblem>>; notice: FormNotice | null; persistent: boolean };

export function booksFailure(error: unknown): BooksFailure {
  const conflict = isApiError(error, 409);
  const intent = conflict ? 'warning' : 'error';
  const fields: BooksFailure['fields'] = {};
  if (isApiError(error)) {
    for (const field of BOOKS_FIELDS) {
      const message = error.fields[field];
      if (message) fields[field] = { validationState: intent, validationMessage: message };
    }
  }
  if (Object.keys(fields).length > 0) return { fields, notice: null, persistent: false };
  const persistent = conflict && isApiError(error) && error.message === BOOKS_MESSAGES.birthdateMissing;
  return { fields, notice: { intent, text: failureText(error, APP_MESSAGES.activationFailure) }, persistent };
}
