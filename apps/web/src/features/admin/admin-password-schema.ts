import { object, string, type ObjectSchema } from 'yup';
import { ADMIN_PASSWORD_MIN_LENGTH, MESSAGES } from '@central/domain';

export type AdminPasswordValues = { current_password: string; new_password: string };

/** The admin's own password: the current one, and a new one of at least 12 characters. */
export const adminPasswordSchema: ObjectSchema<AdminPasswordValues> = object({
  current_password: string().required(MESSAGES.currentPasswordRequired),
  new_password: string().required(MESSAGES.newPasswordRequired).min(ADMIN_PASSWORD_MIN_LENGTH, MESSAGES.adminNewPasswordTooShort),
});
