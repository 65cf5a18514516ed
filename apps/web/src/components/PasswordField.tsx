import { Field } from '@fluentui/react-field';
import { bindField, type BoundFieldProps } from './bound-field';
import { PasswordInput, type PasswordInputProps } from './PasswordInput';

type Props<T extends object> = BoundFieldProps<T> & Omit<PasswordInputProps, 'value' | 'onChange' | 'form' | 'required'>;

/** A password input bound to one field of a checked form, with its problem under it. */
export function PasswordField<T extends object>({ form, field, label, hint, required, ...input }: Props<T>) {
  const { fieldProps, value, setValue } = bindField({ form, field, label, hint, required });
  return (
    <Field {...fieldProps}>
      <PasswordInput {...input} value={value} onChange={(_, data) => setValue(data.value)} />
    </Field>
  );
}
