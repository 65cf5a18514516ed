import { makeStyles } from '@griffel/react';
import { Checkbox } from '@fluentui/react-checkbox';
import { Field } from '@fluentui/react-field';
import { Input, type InputProps } from '@fluentui/react-input';
import { Select } from '@fluentui/react-select';
import { Textarea } from '@fluentui/react-textarea';
import { fieldState } from '@/lib/field-state';
import type { TextKeys, YupForm } from '@/lib/use-yup-form';
import { PasswordInput } from '@/components/PasswordInput';

/**
 * A select is as wide as its longest option unless told otherwise; this keeps it inside its field at 320 px (the long
 * option then shows cut in the closed select, whole in the phone's picker).
 */
export const useSelectStyles = makeStyles({ fitted: { minWidth: 0, maxWidth: '100%' } });

type Common<T extends object> = {
  form: YupForm<T>;
  field: TextKeys<T>;
  label: string;
  hint?: string;
  required?: boolean;
};

const valueOf = <T extends object>(form: YupForm<T>, field: TextKeys<T>) => form.values[field] as string;
const set = <T extends object>(form: YupForm<T>, field: TextKeys<T>, value: string) => form.setValue(field, value as T[TextKeys<T>]);

/** A text input bound to one field of a checked form, with its problem under it. */
export function TextField<T extends object>({
  form,
  field,
  label,
  hint,
  required,
  ...input
}: Common<T> & Pick<InputProps, 'type' | 'readOnly' | 'autoComplete' | 'inputMode' | 'placeholder'>) {
  return (
    <Field label={label} hint={hint} required={required} {...fieldState(form.errors[field])}>
      <Input {...input} value={valueOf(form, field)} onChange={(_, data) => set(form, field, data.value)} />
    </Field>
  );
}

/** A write-only secret: its value is never shown back, only whether one is stored. */
export function SecretField<T extends object>({ form, field, label, hint, required, multiline }: Common<T> & { multiline?: boolean }) {
  return (
    <Field label={label} hint={hint} required={required} {...fieldState(form.errors[field])}>
      {multiline ? (
        <Textarea resize="vertical" value={valueOf(form, field)} onChange={(_, data) => set(form, field, data.value)} />
      ) : (
        <PasswordInput autoComplete="new-password" value={valueOf(form, field)} onChange={(_, data) => set(form, field, data.value)} />
      )}
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
}: Common<T> & { options: Readonly<Record<string, string>> }) {
  const s = useSelectStyles();
  return (
    <Field label={label} hint={hint} {...fieldState(form.errors[field])}>
      <Select className={s.fitted} value={valueOf(form, field)} onChange={(_, data) => set(form, field, data.value)}>
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
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
