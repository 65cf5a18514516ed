import { ref, string } from 'yup';
import { MESSAGES, isValidCpfOrCnpj, newPasswordProblem } from '@central/domain';

/** Yup fields used by more than one form, checked by the domain validators with the texts of SPEC section 8. */

export const cpfOrCnpjField = () =>
  string()
    .required(MESSAGES.cpfCnpjRequired)
    .test('cpf-or-cnpj', MESSAGES.cpfCnpjInvalid, (value) => !value || isValidCpfOrCnpj(value));

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
