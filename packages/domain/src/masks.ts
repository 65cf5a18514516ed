/**
 * Input masks (react-imask syntax, 0 = digit). The CPF mask keeps one extra digit so that a person typing a
 * CNPJ can go on typing: past 11 digits the combined field switches to the CNPJ mask.
 */
export const MASKS = {
  cpf: '000.000.000-000',
  cnpj: '00.000.000/0000-00',
  verificationCode: '000-000-000',
  landline: '(00) 0000-0000',
  mobile: '(00) 00000-0000',
} as const;

/** The mask the combined CPF/CNPJ field should use for the digits typed so far. */
export function cpfOrCnpjMaskFor(digitCount: number): string {
  return digitCount > 11 ? MASKS.cnpj : MASKS.cpf;
}
