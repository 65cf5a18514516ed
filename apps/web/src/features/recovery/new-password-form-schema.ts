import { object, type ObjectSchema } from 'yup';
import { newPasswordFields, type NewPasswordValues } from '@/lib/yup-fields';

export const recoveryNewPasswordSchema: ObjectSchema<NewPasswordValues> = object(newPasswordFields);
