/**
 * Input masks (react-imask syntax, 0 = digit). The CPF mask keeps one extra digit (docs/product/subscriber.md#sign-in):
 * the combined CPF/CNPJ field offers both masks and uses the CPF one while the digits fit it.
 */
export const MASKS = {
  cpf: '000.000.000-000',
  cnpj: '00.000.000/0000-00',
  verificationCode: '000-000-000',
  landline: '(00) 0000-0000',
  mobile: '(00) 00000-0000',
} as const;
