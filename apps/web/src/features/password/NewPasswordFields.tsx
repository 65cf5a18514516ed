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

/** 'Nova senha' and 'Repita a nova senha'; the form around them owns the 'Mostrar senha' checkbox. */
export function NewPasswordFields({ values, errors, revealed, onChange }: Props) {
  return (
    <>
      <Field label={TEXT.password.newPassword} {...fieldState(errors.newPassword)}>
        <PasswordInput
          revealed={revealed}
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(_, data) => onChange('newPassword', data.value)}
        />
      </Field>
      <Field label={TEXT.password.repeatPassword} {...fieldState(errors.confirmNewPassword)}>
        <PasswordInput
          revealed={revealed}
          autoComplete="new-password"
          value={values.confirmNewPassword}
          onChange={(_, data) => onChange('confirmNewPassword', data.value)}
        />
      </Field>
    </>
  );
}
