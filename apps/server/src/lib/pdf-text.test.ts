import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawableText } from './pdf-text';

let helvetica: PDFFont;
beforeAll(async () => {
  helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

describe('drawableText', () => {
  it.each([
    [
      'Portuguese letters',
      'Provedor São João Telecomunicações Ltda - AÇÃO, Ênio, à, ü',
      'Provedor São João Telecomunicações Ltda - AÇÃO, Ênio, à, ü',
    ],
    ['WinAnsi signs', 'R$ 10,00 – “ok” € nº 1º ª §', 'R$ 10,00 – “ok” € nº 1º ª §'],
    ['a combining accent, composed', 'Joa\u0303o Jose\u0301', 'João José'],
    ['an emoji', 'Fibra 🚀 Net', 'Fibra ? Net'],
    ['an emoji with a skin tone, as one character', 'Ok 👍🏽!', 'Ok ?!'],
    ['a family emoji joined by ZWJ, as one character', 'Casa 👨‍👩‍👧', 'Casa ?'],
    ['CJK text, one ? per character', '光纤 Telecom', '?? Telecom'],
    ['line breaks, tabs and non-breaking spaces', 'Rua A,\n123\tCentro\u00a0Sul', 'Rua A, 123 Centro Sul'],
    ['control characters', 'a\u0007b', 'a?b'],
    ['letters of other alphabets', 'Ωмега', '?????'],
  ])('keeps or replaces %s', (_name, text, expected) => {
    expect(drawableText(text, helvetica)).toBe(expected);
  });

  it('gives text the font can draw and measure', () => {
    const text = drawableText('Fibra 🚀 光纤 Ltda\u0301', helvetica);
    expect(() => helvetica.widthOfTextAtSize(text, 11)).not.toThrow();
    expect(() => helvetica.encodeText(text)).not.toThrow();
  });
});
