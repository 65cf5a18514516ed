import { mixed, object, string, type ObjectSchema } from 'yup';
import { MESSAGES } from '@central/domain';
import { SECOND_FACTOR_TEXT } from '@/strings/second-factor.pt-BR';
import type { SecondStepValues } from './second-factor-rules';

/** Checked before sending: six digits, or some recovery code, whichever the mode asks for. */
export const secondStepSchema: ObjectSchema<SecondStepValues> = object({
  mode: mixed<SecondStepValues['mode']>().defined(),
  code: string()
    .defined()
    .test(
      'six-digits',
      MESSAGES.secondFactorCodeRequired,
      (code, context) => (context.parent as SecondStepValues).mode !== 'code' || /^\d{6}$/.test(code),
    ),
  recovery_code: string()
    .defined()
    .test(
      'filled',
      SECOND_FACTOR_TEXT.signIn.recoveryCodeRequired,
      (code, context) => (context.parent as SecondStepValues).mode !== 'recovery' || code.trim() !== '',
    ),
});
