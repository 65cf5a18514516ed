import { Field } from '@fluentui/react-field';
import { bindField, type BoundFieldProps } from './bound-field';
import { MaskedInput, type MaskedInputProps } from './MaskedInput';

type Props<T extends object> = BoundFieldProps<T> & Omit<MaskedInputProps, 'value' | 'onValueChange' | 'form' | 'required'>;

/** A masked input bound to one field of a checked form, with its problem under it. */
export function MaskedField<T extends object>({ form, field, label, hint, required, ...input }: Props<T>) {
  const { fieldProps, value, setValue } = bindField({ form, field, label, hint, required });
  return (
    <Field {...fieldProps}>
      <MaskedInput {...input} value={value} onValueChange={setValue} />
    </Field>
  );
}
