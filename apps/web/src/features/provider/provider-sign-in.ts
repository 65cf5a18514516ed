import { MESSAGES } from '@central/domain';
import { isApiError } from '@/lib/http';
import type { FieldProblems } from '@/lib/use-checked-form';

export type ProviderSignInValues = { client_id: string; password: string };

/** SPEC section 8: either one missing is 'Usuário ou senha não informados'. */
export function checkProviderSignIn({ client_id, password }: ProviderSignInValues): FieldProblems<ProviderSignInValues> {
  const problems: FieldProblems<ProviderSignInValues> = {};
  if (!client_id.trim()) problems.client_id = MESSAGES.providerCredentialsMissing;
  if (!password) problems.password = MESSAGES.providerCredentialsMissing;
  return problems;
}

/** SPEC section 8: missing data and a lock-out in the server's words, 401 'Credenciais inválidas', else 'Falha ao acessar'. */
export function providerSignInFailureText(error: unknown): string {
  if (isApiError(error, 401)) return MESSAGES.adminInvalidCredentials;
  if (isApiError(error, 400) || isApiError(error, 429)) return error.message;
  return MESSAGES.adminSignInFailure;
}
