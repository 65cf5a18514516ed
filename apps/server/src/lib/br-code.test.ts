import { describe, expect, it } from 'vitest';
import { crc16, isValidBrCode } from './br-code';

describe('PIX BR Code', () => {
  it('computes CRC-16/CCITT-FALSE', () => {
    expect(crc16('123456789')).toBe('29B1');
  });
  it('accepts the reference vectors', () => {
    expect(
      isValidBrCode(
        '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
      ),
    ).toBe(true);
    expect(
      isValidBrCode(
        '00020126360014br.gov.bcb.pix011412345678000195520400005303986540599.905802BR5921PROVEDOR EXEMPLO LTDA6009SAO PAULO62190515FAT20250100012363049880',
      ),
    ).toBe(true);
  });
  it('refuses a code whose CRC does not match, or that is not a BR Code', () => {
    expect(
      isValidBrCode(
        '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3E',
      ),
    ).toBe(false);
    expect(isValidBrCode('hello6304ABCD')).toBe(false);
  });
});
