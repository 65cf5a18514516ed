import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import useIMask from 'react-imask/esm/hook';
// The hook's core only knows masks registered with it; pattern and dynamic (a choice of patterns) are all
// the app uses, so the rest of imask (dates, numbers, ranges: about half its size) stays out of the bundle.
import 'imask/esm/masked/pattern';
import 'imask/esm/masked/dynamic';
import { Input, type InputProps } from '@fluentui/react-input';

export type MaskedInputProps = Omit<InputProps, 'value' | 'defaultValue' | 'onChange'> & {
  /**
   * react-imask pattern, e.g. '000-000-000', or several patterns of which imask uses the first that holds
   * everything typed or pasted (the combined CPF/CNPJ field).
   */
  mask: string | readonly string[];
  value: string;
  onValueChange: (maskedValue: string) => void;
};

/** The one way the app masks input: a Fluent Input whose text is formatted by react-imask as the person types. */
export function MaskedInput({ mask, value, onValueChange, ...inputProps }: MaskedInputProps) {
  const options = useMemo(() => (typeof mask === 'string' ? { mask } : { mask: mask.map((pattern) => ({ mask: pattern })) }), [mask]);
  // react-imask re-subscribes whenever onAccept changes; a stable callback keeps an 'accept' fired in the
  // gap (a re-format) from being lost.
  const latestOnValueChange = useRef(onValueChange);
  useLayoutEffect(() => {
    latestOnValueChange.current = onValueChange;
  });
  const onAccept = useCallback((accepted: string) => latestOnValueChange.current(accepted), []);
  const { ref, maskRef, value: maskedValue, setValue } = useIMask<HTMLInputElement>(options, { defaultValue: value, onAccept });
  // imask notes the selection on keys, clicks and focus only. A selection made otherwise (select all from a phone's
  // menu, then paste or type) would be replaced as if the caret were where imask last saw it, garbling the value.
  const noteSelection = useCallback(() => maskRef.current?._saveSelection(), [maskRef]);

  useEffect(() => {
    if (value !== maskedValue) setValue(value);
  }, [value, maskedValue, setValue]);

  return <Input inputMode="numeric" {...inputProps} ref={ref} value={maskedValue} onChange={ignoreChange} onSelect={noteSelection} />;
}

/** imask has already rewritten the element and reported the result through onAccept. */
function ignoreChange() {}
