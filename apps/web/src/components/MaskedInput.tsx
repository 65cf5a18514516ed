import type { ChangeEvent } from 'react';
import { Input, type InputProps } from '@fluentui/react-input';
import { applyDigitMask, maskEdit, type DigitMask } from '@/lib/digit-mask';

export type MaskedInputProps = Omit<InputProps, 'value' | 'defaultValue' | 'onChange'> & {
  /** A digit pattern such as '000-000-000', or several of which the first that holds every digit is used. */
  mask: DigitMask;
  /** The value, masked or not: it is shown masked. */
  value: string;
  onValueChange: (maskedValue: string) => void;
};

/**
 * The one way the app masks input: a Fluent Input whose text is re-masked after every edit the browser applies
 * (a key, a paste, a deletion, text typed over a selection), with the caret kept after the same digits.
 */
export function MaskedInput({ mask, value, onValueChange, ...inputProps }: MaskedInputProps) {
  const shown = applyDigitMask(value, mask);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const { inputType } = event.nativeEvent as InputEvent;
    const edit = maskEdit(shown, input.value, input.selectionStart ?? input.value.length, mask, inputType);
    // Written here rather than on the next render, so that the caret placed now is not moved by React's update.
    input.value = edit.value;
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(edit.caret, edit.caret);
    onValueChange(edit.value);
  }

  return <Input inputMode="numeric" {...inputProps} value={shown} onChange={onChange} />;
}
