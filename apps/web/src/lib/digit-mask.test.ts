import { describe, expect, it } from 'vitest';
import { MASKS } from '@central/domain';
import { applyDigitMask, maskCapacity, maskEdit, type DigitMask } from './digit-mask';

const CPF_OR_CNPJ = [MASKS.cpf, MASKS.cnpj] as const;
const PHONE = [MASKS.landline, MASKS.mobile] as const;

/** Types `text` one key at a time at the end of the field, as a person would. */
function typeAtEnd(text: string, mask: DigitMask): string {
  let shown = '';
  for (const key of text) shown = maskEdit(shown, shown + key, shown.length + 1, mask, 'insertText').value;
  return shown;
}

describe('applyDigitMask', () => {
  it('writes a CPF, and a CNPJ once the digits pass the CPF mask', () => {
    expect(applyDigitMask('52998224725', CPF_OR_CNPJ)).toBe('529.982.247-25');
    expect(applyDigitMask('529982247251', CPF_OR_CNPJ)).toBe('529.982.247-251');
    expect(applyDigitMask('11222333000181', CPF_OR_CNPJ)).toBe('11.222.333/0001-81');
  });

  it('puts separators only between digits, and drops what the mask cannot hold', () => {
    expect(applyDigitMask('529', MASKS.cpf)).toBe('529');
    expect(applyDigitMask('5299', MASKS.cpf)).toBe('529.9');
    expect(applyDigitMask('', PHONE)).toBe('');
    expect(applyDigitMask('1', PHONE)).toBe('(1');
    expect(applyDigitMask('123456789012', MASKS.verificationCode)).toBe('123-456-789');
  });

  it('re-masks a value that is already masked, or masked another way, to the same text', () => {
    expect(applyDigitMask('(11) 3333-4444', PHONE)).toBe('(11) 3333-4444');
    expect(applyDigitMask('11 98765 4321', PHONE)).toBe('(11) 98765-4321');
  });

  it('knows the most digits a mask holds', () => {
    expect(maskCapacity(CPF_OR_CNPJ)).toBe(14);
    expect(maskCapacity('0000 0000 0000 0000')).toBe(16);
  });
});

describe('maskEdit', () => {
  it('formats as the person types, switching from landline to mobile at the eleventh digit', () => {
    expect(typeAtEnd('1133334444', PHONE)).toBe('(11) 3333-4444');
    expect(typeAtEnd('11987654321', PHONE)).toBe('(11) 98765-4321');
    expect(typeAtEnd('11222333000181', CPF_OR_CNPJ)).toBe('11.222.333/0001-81');
  });

  it('drops letters where they were typed and keeps the caret in place', () => {
    expect(maskEdit('529.9', '529.a9', 5, MASKS.cpf, 'insertText')).toEqual({ value: '529.9', caret: 3 });
  });

  it('keeps the caret after the same digits when a digit is typed in the middle', () => {
    // 529.|982 → a 1 typed after the dot.
    expect(maskEdit('529.982', '529.1982', 5, MASKS.cpf, 'insertText')).toEqual({ value: '529.198.2', caret: 5 });
  });

  it('takes the digit before a separator when Backspace removed only the separator', () => {
    // 529.|9 → Backspace removes the dot; the 9 before it goes instead, and the caret follows.
    expect(maskEdit('529.9', '5299', 3, MASKS.cpf, 'deleteContentBackward')).toEqual({ value: '529', caret: 2 });
  });

  it('takes the digit after a separator when Delete removed only the separator', () => {
    expect(maskEdit('529.98', '52998', 3, MASKS.cpf, 'deleteContentForward')).toEqual({ value: '529.8', caret: 3 });
  });

  it('masks a pasted value and puts the caret after it', () => {
    expect(maskEdit('', '529.982.247-25', 14, CPF_OR_CNPJ, 'insertFromPaste')).toEqual({ value: '529.982.247-25', caret: 14 });
    expect(maskEdit('', ' 11.222.333/0001-81 ', 20, CPF_OR_CNPJ, 'insertFromPaste')).toEqual({ value: '11.222.333/0001-81', caret: 18 });
  });

  it('replaces a selection with what is typed over it', () => {
    // The whole field selected (from a phone's menu), then 4 typed.
    expect(maskEdit('529.982.247-25', '4', 1, CPF_OR_CNPJ, 'insertText')).toEqual({ value: '4', caret: 1 });
  });

  it('ignores a digit typed when the mask is full', () => {
    expect(maskEdit('123-456-789', '123-456-7890', 12, MASKS.verificationCode, 'insertText')).toEqual({ value: '123-456-789', caret: 11 });
  });
});

const { phone, cardExpiry } = MASKS;

describe('a phone read without +55 or the trunk 0, and a card expiry of MM/AA or MM/AAAA', () => {
  it.each([
    [phone, '+55 (61) 99304-0271', '(61) 99304-0271'],
    [phone, '55 61 3304-0271', '(61) 3304-0271'],
    [phone, '061 99304-0271', '(61) 99304-0271'],
    [phone, '(061) 3304-0271', '(61) 3304-0271'],
    [phone, '(55) 99123-4567', '(55) 99123-4567'],
    [phone, '61993040271', '(61) 99304-0271'],
    [cardExpiry, '12/2030', '12/2030'],
    [cardExpiry, '12 - 2030', '12/2030'],
    [cardExpiry, '122030', '12/2030'],
    [cardExpiry, '12-30', '12/30'],
    [cardExpiry, '1230', '12/30'],
  ])('in %j, %s typed or pasted shows %s', (mask, entered, shown) => {
    expect(typeAtEnd(entered, mask)).toBe(shown);
    expect(maskEdit('', entered, entered.length, mask, 'insertFromPaste')).toEqual({ value: shown, caret: shown.length });
  });

  it('keeps the caret after the same digits when a prefix is dropped', () => {
    // (55) 61993-0402| → 7 typed: the 55 goes and the caret stays after the 7.
    expect(maskEdit('(55) 61993-0402', '(55) 61993-04027', 16, phone, 'insertText')).toEqual({ value: '(61) 9930-4027', caret: 14 });
  });
});
