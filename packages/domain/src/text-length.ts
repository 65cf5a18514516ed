const graphemes = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });

/**
 * How many characters a person sees in `text`: grapheme clusters, so an emoji, a flag or a letter with its accent
 * counts 1 (String's length counts UTF-16 units: 2 for most emoji). Every length limit a person reads ('no máximo
 * 1000 caracteres'), and every counter next to a field, counts with this on the server and in the browser alike.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}
