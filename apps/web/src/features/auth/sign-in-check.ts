import { MESSAGES } from '@central/domain';
import { cpfOrCnpjProblem } from '@/lib/field-checks';
import type { FieldProblems } from '@/lib/use-checked-form';

export type SignInValues = { cpfOrCnpj: string; password: string };

/** The sign-in warnings of SPEC section 8, shown before anything is sent. */
export function checkSignIn({ cpfOrCnpj, password }: SignInValues): FieldProblems<SignInValues> {
  const problems: FieldProblems<SignInValues> = {};
  const cpfOrCnpjWarning = cpfOrCnpjProblem(cpfOrCnpj);
  if (cpfOrCnpjWarning) problems.cpfOrCnpj = cpfOrCnpjWarning;
  if (!password) problems.password = MESSAGES.passwordRequired;
  return problems;
}
