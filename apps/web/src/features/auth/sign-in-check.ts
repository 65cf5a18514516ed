import { object, string, type ObjectSchema } from 'yup';
import { MESSAGES } from '@central/domain';
import { cpfOrCnpjField } from '@/lib/yup-fields';

export type SignInValues = { cpfOrCnpj: string; password: string };

/** The sign-in warnings of docs/product/subscriber.md#sign-in, shown before anything is sent. */
export const signInSchema: ObjectSchema<SignInValues> = object({
  cpfOrCnpj: cpfOrCnpjField(),
  password: string().required(MESSAGES.passwordRequired),
});
