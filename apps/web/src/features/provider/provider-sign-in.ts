import { object, string, type ObjectSchema } from 'yup';
import { MESSAGES } from '@central/domain';
import { isApiError } from '../../lib/http';

export type ProviderSignInValues = { client_id: string; password: string };

/** SPEC section 8: either one missing is 'Usuário ou senha não informados'. */
export const providerSignInSchema: ObjectSchema<ProviderSignInValues> = object({
  client_id: string().trim().required(MESSAGES.providerCredentialsMissing),
  password: string().required(MESSAGES.providerCredentialsMissing),
});

/** SPEC section 8: missing data and a lock-out in the server's words, 401 'Credenciais inválidas', else 'Falha ao acessar'. */
export function providerSignInFailureText(error: unknown): string {
  if (isApiError(error, 401)) return MESSAGES.adminInvalidCredentials;
  if (isApiError(error, 400) || isApiError(error, 429)) return error.message;
  return MESSAGES.adminSignInFailure;
}
