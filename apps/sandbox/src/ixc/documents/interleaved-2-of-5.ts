/** Wide (1) and narrow (0) elements of each digit, bars for the first digit of a pair and spaces for the second. */
export const DIGIT_PATTERNS = ['00110', '10001', '01001', '11000', '00101', '10100', '01100', '00011', '10010', '01010'] as const;

const START = [1, 1, 1, 1];

/**
 * The widths, in narrow units, of the elements of an Interleaved 2 of 5 symbol, alternately bar and space
 * and starting with a bar: the start pattern, one group of ten elements per pair of digits, the stop pattern.
 */
export function interleaved2of5(digits: string, wideRatio = 3): number[] {
  if (!/^(\d\d)+$/.test(digits)) throw new Error(`Interleaved 2 of 5 needs an even number of digits, got "${digits}"`);
  const widths = [...START];
  for (let index = 0; index < digits.length; index += 2) {
    const bars = DIGIT_PATTERNS[Number(digits[index])]!;
    const spaces = DIGIT_PATTERNS[Number(digits[index + 1])]!;
    for (let element = 0; element < 5; element += 1) {
      widths.push(bars[element] === '1' ? wideRatio : 1, spaces[element] === '1' ? wideRatio : 1);
    }
  }
  return [...widths, wideRatio, 1, 1];
}
