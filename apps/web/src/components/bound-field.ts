import { fieldState } from '@/lib/field-state';
import type { TextKeys, YupForm } from '@/lib/use-yup-form';

/** One text field of a checked form, and how its Field is labelled. */
export type BoundFieldProps<T extends object> = {
  form: YupForm<T>;
  field: TextKeys<T>;
  label: string;
  hint?: string;
  required?: boolean;
};

/** The Field's props (label, hint, required, the field's problem under it), and the value with its setter. */
export function bindField<T extends object>({ form, field, label, hint, required }: BoundFieldProps<T>) {
  return {
    fieldProps: { label, hint, required, ...fieldState(form.errors[field]) },
    value: form.values[field] as string,
    setValue: (value: string) => form.setValue(field, value as T[TextKeys<T>]),
  };
}
