import { describe, expect, it } from 'vitest';
import { maskDocument } from './document-mask';

describe('maskDocument', () => {
  it('keeps only the middle digits of a CPF, masked or not', () => {
    expect(maskDocument('529.982.247-25')).toBe('***.982.247-**');
    expect(maskDocument('52998224725')).toBe('***.982.247-**');
  });

  it('keeps only the middle digits of a CNPJ', () => {
    expect(maskDocument('11.444.777/0001-61')).toBe('**.444.777/0001-**');
  });

  it('hides every digit of a value that is neither', () => {
    expect(maskDocument('12345')).toBe('*****');
    expect(maskDocument('')).toBe('');
  });
});
