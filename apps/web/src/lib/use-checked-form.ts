import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useSubmitting } from './form-submit';

export type FieldProblems<T> = Partial<Record<keyof T & string, string>>;

/** The keys of T whose values are strings: the fields a text input edits. */
export type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

type SubmitOptions<T> = {
  /** Called with the problems before focus moves to the first field in error (to show the tab that holds it). */
  onInvalid?: (problems: FieldProblems<T>) => void;
};

/**
 * Form state for forms whose values are not all text (lists, check boxes), checked by a function of the domain
 * package, the same one the server runs. Like useYupForm, nothing is flagged until the first submit; then each
 * change re-checks. Problems the server names per field stay under their field until that field changes.
 */
export function useCheckedForm<T extends object>(check: (values: T) => FieldProblems<T>, initialValues: T) {
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const { submitting, finishSubmit } = useSubmitting();
  const [serverErrors, setServerErrors] = useState<FieldProblems<T>>({});
  const clientErrors = useMemo(() => (submitted ? check(values) : {}), [submitted, values, check]);
  const errors: FieldProblems<T> = { ...serverErrors, ...clientErrors };

  const update = useCallback((patch: Partial<T>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setServerErrors((previous) => withoutKeys(previous, Object.keys(patch)));
  }, []);

  const setValue = useCallback(<K extends keyof T>(field: K, value: T[K]) => update({ [field]: value } as unknown as Partial<T>), [update]);

  const handleSubmit =
    (onValid: (values: T) => Promise<unknown> | void, options: SubmitOptions<T> = {}) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const found = check(values);
      const invalid = Object.keys(found).length > 0;
      flushSync(() => {
        setSubmitted(true);
        setServerErrors({});
        if (invalid) options.onInvalid?.(found);
      });
      await finishSubmit(form, invalid, () => onValid(values));
    };

  const reset = useCallback((next: T) => {
    setValues(next);
    setServerErrors({});
    setSubmitted(false);
  }, []);

  return { values, errors, setValue, update, handleSubmit, submitting, setServerErrors, reset };
}

export type CheckedForm<T extends object> = ReturnType<typeof useCheckedForm<T>>;

function withoutKeys<T extends object>(record: T, keys: string[]): T {
  if (!keys.some((key) => key in record)) return record;
  const copy = { ...record } as Record<string, unknown>;
  for (const key of keys) delete copy[key];
  return copy as T;
}
