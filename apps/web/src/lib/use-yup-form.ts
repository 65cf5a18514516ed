import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { ValidationError, type ObjectSchema } from 'yup';
import { useSubmitting } from './form-submit';

type Values = Record<string, string>;
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

function errorsOf<T extends Values>(schema: ObjectSchema<T>, values: T): FieldErrors<T> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors<T> = {};
    for (const issue of error.inner) {
      const field = issue.path as keyof T | undefined;
      if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
    }
    return errors;
  }
}

/**
 * Form state checked by a yup schema: nothing is flagged until the first submit, then each change re-checks,
 * and a failed submit moves focus to the first field in error.
 */
export function useYupForm<T extends Values>(schema: ObjectSchema<T>, initialValues: T) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [submitted, setSubmitted] = useState(false);
  const { submitting, finishSubmit } = useSubmitting();

  function setValue(field: keyof T, value: string) {
    const next = { ...values, [field]: value } as T;
    setValues(next);
    if (submitted) setErrors(errorsOf(schema, next));
  }

  const handleSubmit = (onValid: (values: T) => Promise<unknown> | void) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = errorsOf(schema, values);
    flushSync(() => {
      setSubmitted(true);
      setErrors(found);
    });
    await finishSubmit(form, Object.keys(found).length > 0, () => onValid(values));
  };

  function reset() {
    setValues(initialValues);
    setErrors({});
    setSubmitted(false);
  }

  return { values, errors, setValue, handleSubmit, submitting, reset };
}
