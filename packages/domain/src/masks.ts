import { nationalPhoneDigits } from './phone';

const LANDLINE = '(00) 0000-0000';
const MOBILE = '(00) 00000-0000';

/**
 * Input masks (react-imask syntax, 0 = digit). The CPF mask keeps one extra digit (docs/product/subscriber.md#sign-in):
 * the combined CPF/CNPJ field offers both masks and uses the CPF one while the digits fit it.
 */
export const MASKS = {
  cpf: '000.000.000-000',
  cnpj: '00.000.000/0000-00',
  verificationCode: '000-000-000',
  landline: LANDLINE,
  mobile: MOBILE,
  /** A landline or mobile phone, read without +55 or the trunk 0 (`nationalPhoneDigits`). */
  phone: { patterns: [LANDLINE, MOBILE], digits: nationalPhoneDigits },
  /** A card's expiry, MM/AA or MM/AAAA: the longer pattern takes over from the fifth digit. */
  cardExpiry: ['00/00', '00/0000'],
} as const;
