import { describe, expect, it } from 'vitest';
import { readBase64Pdf } from './documents';
import type { IxcError } from './errors';

const answer = (text: string) => ({ status: 200, contentType: 'text/html; charset=ISO-8859-1', text });
const failureOf = (text: string) => {
  try {
    readBase64Pdf(answer(text), 'get_boleto');
    return 'no failure';
  } catch (error) {
    return (error as IxcError).failure;
  }
};

describe('reading a printed document', () => {
  it('gives the base64 of a PDF, without line breaks', () => {
    const pdf = Buffer.from('%PDF-1.4\n%fake').toString('base64');
    expect(readBase64Pdf(answer(`${pdf.slice(0, 8)}\n${pdf.slice(8)}\n`), 'get_boleto')).toBe(pdf);
  });

  it('takes only an empty body as "nothing to print"', () => {
    expect(readBase64Pdf(answer(''), 'get_boleto')).toBeNull();
    expect(readBase64Pdf(answer('  \n'), 'get_boleto')).toBeNull();
  });

  it("takes IXC's refusal as a failure of the ERP", () => {
    expect(failureOf('{"type":"error","message":"Boleto não encontrado"}')).toBe('rejected');
  });

  it('refuses a body that is not a PDF', () => {
    expect(failureOf('Too many connections')).toBe('malformed');
    expect(failureOf(Buffer.from('GIF89a....').toString('base64'))).toBe('malformed');
  });
});
