import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MASKS } from '@central/domain';
import type { DigitMask } from '@/lib/digit-mask';
import { CpfCnpjInput } from './CpfCnpjInput';
import { MaskedInput } from './MaskedInput';

afterEach(cleanup);

/** A form's state around the field: what the field reports is what it is given back, as every form does. */
function Controlled({ mask, onValue }: { mask?: DigitMask; onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  const change = (next: string) => {
    setValue(next);
    onValue?.(next);
  };
  return mask ? (
    <MaskedInput aria-label="campo" mask={mask} value={value} onValueChange={change} />
  ) : (
    <CpfCnpjInput aria-label="campo" value={value} onValueChange={change} />
  );
}

/** Types `text` one key at a time at the end of the field, as a keyboard does. */
function type(input: HTMLInputElement, text: string) {
  for (const key of text) {
    const value = input.value + key;
    fireEvent.input(input, { target: { value, selectionStart: value.length, selectionEnd: value.length } });
  }
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'campo' });

describe('the masked input', () => {
  it('writes the separators of the mask as digits are typed, never one after the last digit', () => {
    render(<Controlled mask="000-000" />);
    type(field(), '123');
    expect(field().value).toBe('123');
    type(field(), '45');
    expect(field().value).toBe('123-45');
  });

  it('drops what is not a digit and anything beyond the mask', () => {
    const seen: string[] = [];
    render(<Controlled mask="00/00" onValue={(value) => seen.push(value)} />);
    type(field(), '1a2/3x456');
    expect(field().value).toBe('12/34');
    expect(seen.at(-1)).toBe('12/34');
  });

  it('masks a pasted value at once', () => {
    render(<Controlled mask="0000 0000 0000 0000" />);
    fireEvent.input(field(), { target: { value: '4111111111111111' } });
    expect(field().value).toBe('4111 1111 1111 1111');
  });

  it('reads a phone typed or pasted with +55 or the trunk 0 as the national number', () => {
    render(<Controlled mask={MASKS.phone} />);
    type(field(), '+55 (61) 99304-0271');
    expect(field().value).toBe('(61) 99304-0271');
    fireEvent.input(field(), { target: { value: '061 3304-0271' } });
    expect(field().value).toBe('(61) 3304-0271');
  });

  it('keeps a card expiry of four-digit year', () => {
    render(<Controlled mask={MASKS.cardExpiry} />);
    type(field(), '12/2030');
    expect(field().value).toBe('12/2030');
  });

  it('asks for the numeric keyboard', () => {
    render(<Controlled mask="000" />);
    expect(field().getAttribute('inputmode')).toBe('numeric');
  });
});

describe('the CPF/CNPJ input', () => {
  it('takes the CPF mask while the digits fit it', () => {
    render(<Controlled />);
    type(field(), '52998224725');
    expect(field().value).toBe('529.982.247-25');
  });

  it('goes over to the CNPJ mask beyond eleven digits, typed or pasted', () => {
    render(<Controlled />);
    type(field(), '11222333000181');
    expect(field().value).toBe('11.222.333/0001-81');
    fireEvent.input(field(), { target: { value: '' } });
    fireEvent.input(field(), { target: { value: '11222333000181' } });
    expect(field().value).toBe('11.222.333/0001-81');
  });
});
