import { object, string, type ObjectSchema } from 'yup';
import { MESSAGES } from '@central/domain';
import { newPasswordFields, type NewPasswordValues } from '@/lib/yup-fields';

export type ChangePasswordValues = NewPasswordValues & { currentPassword: string };

export const changePasswordSchema: ObjectSchema<ChangePasswordValues> = object({
  currentPassword: string().required(MESSAGES.currentPasswordRequired),
  ...newPasswordFields,
});
