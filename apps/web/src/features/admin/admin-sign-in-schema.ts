import { object, string, type ObjectSchema } from 'yup';
import { MESSAGES, isValidEmail } from '@central/domain';

export type AdminSignInValues = { email: string; password: string };

/** docs/product/admin.md#sign-in-and-session: a missing or malformed e-mail is 'Por favor, informe um e-mail válido'. */
export const adminSignInSchema: ObjectSchema<AdminSignInValues> = object({
  email: string()
    .defined()
    .test('email', MESSAGES.adminEmailInvalid, (email) => isValidEmail(email.trim())),
  password: string().required(MESSAGES.adminPasswordRequired),
});
