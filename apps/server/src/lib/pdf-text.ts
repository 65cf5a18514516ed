import type { PDFFont } from 'pdf-lib';

const graphemes = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });
const characterSets = new WeakMap<PDFFont, Set<number>>();

function characterSetOf(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

/**
 * Text as `font` can draw it. pdf-lib's standard fonts encode WinAnsi only (Latin-1 and a few signs: every Portuguese
 * letter, €, curly quotes) and throw on anything else, so one emoji or CJK character in a provider's legal name would
 * fail the whole document. The text is NFC-normalised first (a letter followed by a combining accent becomes the one
 * accented letter WinAnsi has); white space becomes a plain space (a drawn line is one line); and each character the
 * font lacks, as a reader counts characters (an emoji with a skin tone is one), becomes '?'.
 */
export function drawableText(text: string, font: PDFFont): string {
  const drawable = characterSetOf(font);
  let out = '';
  for (const { segment } of graphemes.segment(text.normalize('NFC').replace(/\s/g, ' '))) {
    out += [...segment].every((character) => drawable.has(character.codePointAt(0)!)) ? segment : '?';
  }
  return out;
}
