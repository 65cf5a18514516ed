import { Field } from '@fluentui/react-field';
import { TEXT } from '@/strings/pt-BR';
import { PasswordInput } from '@/components/PasswordInput';
import { fieldState } from '@/lib/field-state';
import type { FieldErrors } from '@/lib/use-yup-form';
import type { NewPasswordValues } from '@/lib/yup-fields';

type Props = {
  values: NewPasswordValues;
  errors: FieldErrors<NewPasswordValues>;
  revealed: boolean;
  onChange: (field: keyof NewPasswordValues, value: string) => void;
};

const FIELDS = [
  { name: 'newPassword', label: TEXT.password.newPassword },
  { name: 'confirmNewPassword', label: TEXT.password.repeatPassword },
] as const;

/** 'Nova senha' and 'Repita a nova senha'; the form around them owns the 'Mostrar senha' checkbox. */
export function NewPasswordFields({ values, errors, revealed, onChange }: Props) {
  return FIELDS.map(({ name, label }) => (
    <Field key={name} label={label} {...fieldState(errors[name])}>
      <PasswordInput
        revealed={revealed}
        autoComplete="new-password"
        value={values[name]}
        onChange={(_, data) => onChange(name, data.value)}
      />
    </Field>
  ));
}
