import { describe, expect, it } from 'vitest';
import { fieldText, numericFieldText } from './field-text';

const NOT_TEXT = [undefined, null, true, {}, ['a']];

describe('fieldText', () => {
  it('trims a string', () => expect(fieldText('  Maria  ')).toBe('Maria'));
  it('reads anything else, a number too, as no text', () => {
    for (const value of [...NOT_TEXT, 42]) expect(fieldText(value)).toBe('');
  });
});

describe('numericFieldText', () => {
  it('trims a string', () => expect(numericFieldText(' 2001 ')).toBe('2001'));
  it('writes a number as its digits', () => expect(numericFieldText(2001)).toBe('2001'));
  it('reads anything else as no text', () => {
    for (const value of [...NOT_TEXT, Number.NaN, Infinity]) expect(numericFieldText(value)).toBe('');
  });
});
