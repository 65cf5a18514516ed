import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, emvText, pixBrCode } from './pix-br-code';

/** The verified vectors of the integrations reference (§3). */
const BCB_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const DYNAMIC =
  '00020101021226770014BR.GOV.BCB.PIX2555pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a995204000053039865802BR5907EMPRESA6009SAO PAULO62070503***6304EEAB';
const ISP_STATIC =
  '00020126360014br.gov.bcb.pix011412345678000195520400005303986540599.905802BR5921PROVEDOR EXEMPLO LTDA6009SAO PAULO62190515FAT20250100012363049880';

describe('crc16CcittFalse', () => {
  it('gives the check value 29B1 for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('closes each reference vector with its own CRC, computed over everything up to and including 6304', () => {
    for (const vector of [BCB_STATIC, DYNAMIC, ISP_STATIC]) expect(crc16CcittFalse(vector.slice(0, -4))).toBe(vector.slice(-4));
  });
});

describe('pixBrCode', () => {
  it('rebuilds the BCB static example and the ISP-style example exactly', () => {
    expect(
      pixBrCode({ key: '123e4567-e12b-12d1-a456-426655440000', merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA', txid: '***' }),
    ).toBe(BCB_STATIC);
    expect(
      pixBrCode({
        key: '12345678000195',
        merchantName: 'PROVEDOR EXEMPLO LTDA',
        merchantCity: 'SAO PAULO',
        amount: '99.90',
        txid: 'FAT202501000123',
      }),
    ).toBe(ISP_STATIC);
  });

  it('marks a single-use code with tag 01 "12" right after the format indicator', () => {
    const code = pixBrCode({ key: '12345678000195', merchantName: 'X', merchantCity: 'Y', txid: 'ABC', singleUse: true });
    expect(code.startsWith('000201010212')).toBe(true);
  });
});

describe('emvText', () => {
  it('drops accents and symbols outside ASCII and cuts to the limit', () => {
    expect(emvText('Valparaíso de Goiás', 15)).toBe('Valparaiso de G');
    expect(emvText('Provedor Demo Telecomunicações Ltda', 25)).toBe('Provedor Demo Telecomunic');
    expect(emvText('São Paulo ✓', 15)).toBe('Sao Paulo');
  });
});
