import { makeStyles } from '@griffel/react';
import { Checkbox } from '@fluentui/react-checkbox';
import { Field } from '@fluentui/react-field';
import { Input, type InputProps } from '@fluentui/react-input';
import { Select } from '@fluentui/react-select';
import { Textarea } from '@fluentui/react-textarea';
import type { YupForm } from '@/lib/use-yup-form';
import { bindField, type BoundFieldProps } from '@/components/bound-field';
import { PasswordField } from '@/components/PasswordField';

/**
 * A select is as wide as its longest option unless told otherwise; this keeps it inside its field at 320 px (the long
 * option then shows cut in the closed select, whole in the phone's picker).
 */
export const useSelectStyles = makeStyles({ fitted: { minWidth: 0, maxWidth: '100%' } });

/** A text input bound to one field of a checked form, with its problem under it. */
export function TextField<T extends object>({
  form,
  field,
  label,
  hint,
  required,
  ...input
}: BoundFieldProps<T> & Pick<InputProps, 'type' | 'readOnly' | 'autoComplete' | 'inputMode' | 'placeholder'>) {
  const { fieldProps, value, setValue } = bindField({ form, field, label, hint, required });
  return (
    <Field {...fieldProps}>
      <Input {...input} value={value} onChange={(_, data) => setValue(data.value)} />
    </Field>
  );
}

/** A write-only secret: its value is never shown back, only whether one is stored. */
export function SecretField<T extends object>({
  form,
  field,
  label,
  hint,
  required,
  multiline,
}: BoundFieldProps<T> & { multiline?: boolean }) {
  const bound = { form, field, label, hint, required };
  if (!multiline) return <PasswordField {...bound} autoComplete="new-password" />;
  const { fieldProps, value, setValue } = bindField(bound);
  return (
    <Field {...fieldProps}>
      <Textarea resize="vertical" value={value} onChange={(_, data) => setValue(data.value)} />
    </Field>
  );
}

/** A choice among fixed values, labelled in pt-BR. */
export function SelectField<T extends object>({
  form,
  field,
  label,
  hint,
  options,
}: BoundFieldProps<T> & { options: Readonly<Record<string, string>> }) {
  const s = useSelectStyles();
  const { fieldProps, value, setValue } = bindField({ form, field, label, hint });
  return (
    <Field {...fieldProps}>
      <Select className={s.fitted} value={value} onChange={(_, data) => setValue(data.value)}>
        {Object.entries(options).map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The keys of T whose values are booleans: the fields a checkbox edits. */
type FlagKeys<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T] & string;

/** A yes-or-no field, as a checkbox. */
export function CheckboxField<T extends object>({ form, field, label }: { form: YupForm<T>; field: FlagKeys<T>; label: string }) {
  return (
    <Checkbox
      label={label}
      checked={form.values[field] as boolean}
      onChange={(_, data) => form.setValue(field, (data.checked === true) as T[FlagKeys<T>])}
    />
  );
}
