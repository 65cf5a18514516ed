import { MESSAGES, isValidCpfOrCnpj } from '@central/domain';

/** The combined CPF/CNPJ field's warning in SPEC section 8's words, or undefined when the value is a valid one. */
export function cpfOrCnpjProblem(value: string): string | undefined {
  if (!value) return MESSAGES.cpfCnpjRequired;
  return isValidCpfOrCnpj(value) ? undefined : MESSAGES.cpfCnpjInvalid;
}
