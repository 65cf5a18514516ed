import { MESSAGES } from '@central/domain';
import { isApiError } from '@/lib/http';

/**
 * docs/product/provider.md#provider-sign-in: missing data and a lock-out in the server's words, 401 'Credenciais
 * inválidas', else 'Falha ao acessar'.
 */
export function providerSignInFailureText(error: unknown): string {
  if (isApiError(error, 401)) return MESSAGES.adminInvalidCredentials;
  if (isApiError(error, 400) || isApiError(error, 429)) return error.message;
  return MESSAGES.adminSignInFailure;
}
