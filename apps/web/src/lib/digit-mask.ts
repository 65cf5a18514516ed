import { onlyDigits } from '@central/domain';

/**
 * Masks of digits, as the forms use them (packages/domain MASKS): in a pattern each `0` takes one digit and every other
 * character is written as it is. Given several patterns, the first that holds every digit typed is used (the combined
 * CPF/CNPJ field, landline or mobile phone). Separators appear only between digits, never after the last one. A mask
 * may read the digits its own way first (`ReadingMask`: a phone drops +55 and the trunk 0).
 */
export type DigitMask = string | readonly string[] | ReadingMask;

/** Patterns, and how the digits of a typed or pasted text are read; the reading may only drop leading digits. */
export interface ReadingMask {
  patterns: readonly string[];
  digits: (text: string) => string;
}

/** What a field shows after an edit, and where its caret goes. */
export interface MaskedEdit {
  value: string;
  caret: number;
}

const patternsOf = (mask: DigitMask): readonly string[] => (typeof mask === 'string' ? [mask] : 'patterns' in mask ? mask.patterns : mask);
const readDigits = (text: string, mask: DigitMask) =>
  typeof mask === 'object' && 'patterns' in mask ? mask.digits(text) : onlyDigits(text);
const slotsOf = (pattern: string) => pattern.split('0').length - 1;

/** The most digits any pattern of the mask holds. */
export function maskCapacity(mask: DigitMask): number {
  return Math.max(...patternsOf(mask).map(slotsOf));
}

/** The digits of a value written into the mask; digits beyond its capacity are dropped. */
export function applyDigitMask(value: string, mask: DigitMask): string {
  return writeDigits(readDigits(value, mask), mask);
}

/** Digits already read, written into the first pattern that holds them all. */
function writeDigits(read: string, mask: DigitMask): string {
  const patterns = patternsOf(mask);
  const digits = read.slice(0, maskCapacity(mask));
  const pattern = patterns.find((candidate) => slotsOf(candidate) >= digits.length) ?? patterns[patterns.length - 1]!;
  let masked = '';
  let next = 0;
  for (const character of pattern) {
    if (next === digits.length) break;
    masked += character === '0' ? digits[next++] : character;
  }
  return masked;
}

/**
 * Re-masks what an edit left in a field: `raw` is the field's text after the browser applied the keystroke, paste or
 * deletion, `caret` where the browser put the caret, `shown` the masked text before. Anything but digits typed is
 * dropped where it was typed. The caret stays after the same digits, so that editing in the middle works. A deletion
 * that removed only a separator takes the digit beside it too, so that Backspace is never a dead key.
 */
export function maskEdit(shown: string, raw: string, caret: number, mask: DigitMask, inputType = ''): MaskedEdit {
  let digits = onlyDigits(raw);
  let digitsBeforeCaret = onlyDigits(raw.slice(0, caret)).length;
  const removedOnlySeparators = raw.length < shown.length && digits === onlyDigits(shown);
  if (removedOnlySeparators && inputType === 'deleteContentBackward' && digitsBeforeCaret > 0) {
    digits = digits.slice(0, digitsBeforeCaret - 1) + digits.slice(digitsBeforeCaret);
    digitsBeforeCaret -= 1;
  } else if (removedOnlySeparators && inputType === 'deleteContentForward') {
    digits = digits.slice(0, digitsBeforeCaret) + digits.slice(digitsBeforeCaret + 1);
  }
  const read = readDigits(digits, mask);
  digitsBeforeCaret = Math.max(digitsBeforeCaret - (digits.length - read.length), 0);
  const value = writeDigits(read, mask);
  return { value, caret: caretAfterDigits(value, Math.min(digitsBeforeCaret, maskCapacity(mask))) };
}

/** The position just after the count-th digit of a masked value (0: the start). */
function caretAfterDigits(value: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < value.length; index++) {
    if (/\d/.test(value[index]!) && ++seen === count) return index + 1;
  }
  return value.length;
}
