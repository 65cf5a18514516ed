import { object, string, type ObjectSchema } from 'yup';
import { MESSAGES, isWellFormedVerificationCode } from '@central/domain';

export type VerificationCodeValues = { verificationCode: string };

export const verificationCodeSchema: ObjectSchema<VerificationCodeValues> = object({
  verificationCode: string()
    .required(MESSAGES.verificationCodeRequired)
    .test('nine-digits', MESSAGES.verificationCodeInvalid, (value) => !value || isWellFormedVerificationCode(value)),
});
