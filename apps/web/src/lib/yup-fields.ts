import { ValidationError, mixed, ref, string, type AnyObject, type Schema, type TestContext, type TestFunction } from 'yup';
import { MESSAGES, isValidCpfOrCnpj, newPasswordProblem } from '@central/domain';

/**
 * How the forms' yup schemas use the domain package's rules (the server runs the same ones), and the fields more than
 * one form uses, with the texts of docs/product/subscriber.md#common-behaviour-and-errors.
 */

type Problem = string | null | undefined;

/** A field's test from a domain rule that names the value's problem, or gives nothing when the value is fine. */
export function byRule<V>(problemOf: (value: V, context: TestContext<AnyObject>) => Problem): TestFunction<V, AnyObject> {
  return (value, context) => {
    const problem = problemOf(value, context);
    return problem ? context.createError({ message: problem }) : true;
  };
}

/**
 * A whole form's test from a domain rule that checks a body at once (the server's validators, whose fields depend on
 * one another), each problem under its own field. The rule's second argument is the form's context (useYupForm's).
 */
export function byFormRule<T, C>(problemsOf: (values: T, context: C) => Record<string, Problem>): TestFunction<T, AnyObject> {
  return (values, context) => {
    const problems = Object.entries(problemsOf(values, context.options.context as C));
    const errors = problems.flatMap(([path, message]) => (message ? [context.createError({ path, message })] : []));
    return errors.length === 0 || new ValidationError(errors);
  };
}

/** A form whose rule is a domain check of the whole body (byFormRule), with the form's context `C`. */
export function formRuleSchema<T extends object, C = undefined>(
  name: string,
  problemsOf: (values: T, context: C) => Record<string, Problem>,
): Schema<T> {
  return mixed<T>().defined().test(name, byFormRule(problemsOf));
}

/** The combined CPF/CNPJ field's problem in the words of docs/product/subscriber.md#sign-in, or undefined when the value is a valid one. */
export function cpfOrCnpjProblem(value: string | undefined): string | undefined {
  if (!value) return MESSAGES.cpfCnpjRequired;
  return isValidCpfOrCnpj(value) ? undefined : MESSAGES.cpfCnpjInvalid;
}

export const cpfOrCnpjField = () => string().defined().test('cpf-or-cnpj', byRule(cpfOrCnpjProblem));

export type NewPasswordValues = { newPassword: string; confirmNewPassword: string };

/** New password and its repetition (docs/product/subscriber.md#password-recovery-and-first-access), for recovery and the security page. */
export const newPasswordFields = {
  newPassword: string()
    .defined()
    .test(
      'new-password-rules',
      byRule((value: string) => newPasswordProblem(value)),
    ),
  confirmNewPassword: string()
    .required(MESSAGES.repeatPasswordRequired)
    .oneOf([ref('newPassword')], MESSAGES.passwordsMustMatch),
};
