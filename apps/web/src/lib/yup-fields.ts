import { ref, string } from 'yup';
import { MESSAGES, newPasswordProblem } from '@central/domain';
import { cpfOrCnpjProblem } from './field-checks';

/** Yup fields used by more than one form, checked by the domain validators with the texts of SPEC section 8. */

export const cpfOrCnpjField = () =>
  string()
    .defined()
    .test('cpf-or-cnpj', (value, context) => {
      const problem = cpfOrCnpjProblem(value);
      return problem ? context.createError({ message: problem }) : true;
    });

export type NewPasswordValues = { newPassword: string; confirmNewPassword: string };

/** New password and its repetition (SPEC section 5), for recovery and the security page. */
export const newPasswordFields = {
  newPassword: string()
    .defined()
    .test('new-password-rules', (value, context) => {
      const problem = newPasswordProblem(value);
      return problem ? context.createError({ message: problem }) : true;
    }),
  confirmNewPassword: string()
    .required(MESSAGES.repeatPasswordRequired)
    .oneOf([ref('newPassword')], MESSAGES.passwordsMustMatch),
};
