import { formatCpfOrCnpj, onlyDigits } from '@central/domain';

/** How many digits stay hidden at each end of a document on screen. */
const HIDDEN_HEAD = { cpf: 3, cnpj: 2 } as const;
const HIDDEN_TAIL = 2;

/**
 * The subscriber's CPF/CNPJ with only its middle digits shown ('***.982.247-**', '**.444.777/0001-**'), enough
 * to recognise it on a shared screen without exposing it. A value of another length is hidden whole.
 */
export function maskDocument(value: string): string {
  const digits = onlyDigits(value);
  const formatted = formatCpfOrCnpj(digits);
  if (!formatted) return digits.replace(/\d/g, '*');
  const head = digits.length === 11 ? HIDDEN_HEAD.cpf : HIDDEN_HEAD.cnpj;
  let seen = 0;
  return formatted.replace(/\d/g, (digit) => {
    seen += 1;
    return seen <= head || seen > digits.length - HIDDEN_TAIL ? '*' : digit;
  });
}
