import { MESSAGES, isValidEmail } from '@central/domain';
import { isApiError } from '@/lib/http';
import type { FieldProblems } from '@/lib/use-checked-form';

export type AdminSignInValues = { email: string; password: string };

/** SPEC section 8: a missing or malformed e-mail is 'Por favor, informe um e-mail válido'. */
export function checkAdminSignIn({ email, password }: AdminSignInValues): FieldProblems<AdminSignInValues> {
  const problems: FieldProblems<AdminSignInValues> = {};
  if (!isValidEmail(email.trim())) problems.email = MESSAGES.adminEmailInvalid;
  if (!password) problems.password = MESSAGES.adminPasswordRequired;
  return problems;
}

/** SPEC section 8: 401 'Credenciais inválidas', 403 'Dados inválidos', 400 and 429 in the server's words, else 'Falha ao acessar'. */
export function adminSignInFailureText(error: unknown): string {
  if (isApiError(error, 401)) return MESSAGES.adminInvalidCredentials;
  if (isApiError(error, 403)) return MESSAGES.adminForbidden;
  if (isApiError(error, 400) || isApiError(error, 429)) return error.message;
  return MESSAGES.adminSignInFailure;
}
