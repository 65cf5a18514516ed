import { MESSAGES } from '@central/domain';
import { isApiError } from '@/lib/http';

/**
 * docs/product/admin.md#sign-in-and-session: 401 'Credenciais inválidas', 403 'Dados inválidos', 400 and 429 in the
 * server's words, else 'Falha ao acessar'.
 */
export function adminSignInFailureText(error: unknown): string {
  if (isApiError(error, 401)) return MESSAGES.adminInvalidCredentials;
  if (isApiError(error, 403)) return MESSAGES.adminForbidden;
  if (isApiError(error, 400) || isApiError(error, 429)) return error.message;
  return MESSAGES.adminSignInFailure;
}
