import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import useIMask from 'react-imask/esm/hook';
// The hook's core only knows masks registered with it; the pattern mask is all the app uses, so the rest of
// imask (dates, numbers, ranges: about half its size) stays out of the bundle.
import 'imask/esm/masked/pattern';
import { Input, type InputProps } from '@fluentui/react-input';

export type MaskedInputProps = Omit<InputProps, 'value' | 'defaultValue' | 'onChange'> & {
  /** react-imask pattern, e.g. '000-000-000'. Changing it re-formats what was typed. */
  mask: string;
  value: string;
  onValueChange: (maskedValue: string) => void;
};

/** The one way the app masks input: a Fluent Input whose text is formatted by react-imask as the person types. */
export function MaskedInput({ mask, value, onValueChange, ...inputProps }: MaskedInputProps) {
  const options = useMemo(() => ({ mask }), [mask]);
  // react-imask re-subscribes whenever onAccept changes, and a mask swap (CPF -> CNPJ) fires 'accept' in the
  // gap; a stable callback keeps that re-formatted value from being lost.
  const latestOnValueChange = useRef(onValueChange);
  useLayoutEffect(() => {
    latestOnValueChange.current = onValueChange;
  });
  const onAccept = useCallback((accepted: string) => latestOnValueChange.current(accepted), []);
  const { ref, value: maskedValue, setValue } = useIMask<HTMLInputElement>(options, { defaultValue: value, onAccept });

  useEffect(() => {
    if (value !== maskedValue) setValue(value);
  }, [value, maskedValue, setValue]);

  return <Input inputMode="numeric" {...inputProps} ref={ref} value={maskedValue} onChange={ignoreChange} />;
}

/** imask has already rewritten the element and reported the result through onAccept. */
function ignoreChange() {}
