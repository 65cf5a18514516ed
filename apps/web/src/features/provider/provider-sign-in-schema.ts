import { object, string, type ObjectSchema } from 'yup';
import { MESSAGES } from '@central/domain';

export type ProviderSignInValues = { client_id: string; password: string };

/** docs/product/provider.md#provider-sign-in: either one missing is 'Usuário ou senha não informados'. */
export const providerSignInSchema: ObjectSchema<ProviderSignInValues> = object({
  client_id: string()
    .defined()
    .test('filled', MESSAGES.providerCredentialsMissing, (clientId) => clientId.trim() !== ''),
  password: string().required(MESSAGES.providerCredentialsMissing),
});
