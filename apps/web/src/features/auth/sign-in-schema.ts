import { object, string, type ObjectSchema } from 'yup';
import { MESSAGES } from '@central/domain';
import { cpfOrCnpjField } from '../../lib/yup-fields';

export type SignInValues = { cpfOrCnpj: string; password: string };

export const signInSchema: ObjectSchema<SignInValues> = object({
  cpfOrCnpj: cpfOrCnpjField(),
  password: string().required(MESSAGES.passwordRequired),
});
