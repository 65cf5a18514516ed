import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Schema, ValidationError } from 'yup';
import { onFirstInteraction } from './first-interaction';
import { importAgainOnFailure } from './import-again';

/** Each field's first problem, in the words the schema (the domain's rule) gives. */
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** The keys of T whose values are strings: the fields a text input edits. */
export type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/**
 * A form's schema that comes in a chunk of its own, so that a sign-in page draws without yup (13 KB gzip): it is fetched
 * at the person's first press, key or focus on the page, long before a submit, which otherwise waits for it.
 */
export class LazySchema<T> {
  loaded: Schema<T> | undefined;
  private loading: Promise<Schema<T>> | undefined;
  private readonly importSchema: () => Promise<Schema<T>>;

  constructor(importSchema: () => Promise<Schema<T>>) {
    this.importSchema = importAgainOnFailure(importSchema);
  }

  load(): Promise<Schema<T>> {
    this.loading ??= this.importSchema().then(
      (schema) => (this.loaded = schema),
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }
}

/** yup's ValidationError, told apart as yup's own `isError` does, without importing yup (a LazySchema's form must not). */
const isValidationError = (error: unknown): error is ValidationError =>
  typeof error === 'object' && error !== null && (error as Partial<ValidationError>).name === 'ValidationError';

/** The problems `schema` finds in `values`: the first one of each field. `context` is the schema's `$`/`options.context`. */
export function errorsOf<T>(schema: Schema<T>, values: T, context?: object): FieldErrors<T> {
  try {
    schema.validateSync(values, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!isValidationError(error)) throw error;
    const errors: FieldErrors<T> = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const field = issue.path as (keyof T & string) | undefined;
      if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
    }
    return errors;
  }
}

type SubmitOptions<T> = {
  /** Called with the problems before focus moves to the first field in error (to show the tab that holds it). */
  onInvalid?: (problems: FieldErrors<T>) => void;
};

/**
 * The one form state of the app, checked by a yup schema whose tests are the domain package's rules (the server runs
 * the same): nothing is flagged until the first submit, then each change re-checks, and a failed submit moves focus to
 * the first field in error. `context` reaches the schema's tests (what the form knows besides its values: the stored
 * record, the space left). Problems the server names per field stay under their field until that field changes.
 * A LazySchema's chunk that cannot be fetched checks nothing: the server, which runs the same rules, answers instead.
 */
export function useYupForm<T extends object>(source: Schema<T> | LazySchema<T>, initialValues: T, context?: object) {
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<T>>({});
  const initial = useRef(initialValues);
  const inFlight = useRef(false);
  const lazy = source instanceof LazySchema ? source : null;
  const schema = lazy ? lazy.loaded : (source as Schema<T>);
  const clientErrors = useMemo(() => (submitted && schema ? errorsOf(schema, values, context) : {}), [submitted, values, schema, context]);

  useEffect(() => {
    if (!lazy || lazy.loaded) return;
    return onFirstInteraction(() => void lazy.load().catch(() => undefined));
  }, [lazy]);
  const errors: FieldErrors<T> = { ...serverErrors, ...clientErrors };

  const update = useCallback((patch: Partial<T>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setServerErrors((previous) => withoutKeys(previous, Object.keys(patch)));
  }, []);

  const setValue = useCallback(<K extends keyof T>(field: K, value: T[K]) => update({ [field]: value } as unknown as Partial<T>), [update]);

  async function submit(event: FormEvent<HTMLFormElement>, onValid: (values: T) => Promise<unknown> | void, options: SubmitOptions<T>) {
    event.preventDefault();
    // A second press (a double click, Enter held down) before the first one's answer is the same action: it is ignored
    // here, so the page reacts once; the request it would repeat carries the same Idempotency-Key anyway.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await checkAndSend(event.currentTarget, onValid, options);
    } finally {
      inFlight.current = false;
    }
  }

  async function checkAndSend(form: HTMLFormElement, onValid: (values: T) => Promise<unknown> | void, options: SubmitOptions<T>) {
    const ready = lazy ? (lazy.loaded ?? (await lazy.load().catch(() => undefined))) : schema;
    const found = ready ? errorsOf(ready, values, context) : {};
    const invalid = Object.keys(found).length > 0;
    flushSync(() => {
      setSubmitted(true);
      setServerErrors({});
      if (invalid) options.onInvalid?.(found);
    });
    if (invalid) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(values);
    } finally {
      setSubmitting(false);
    }
  }

  /** The form's onSubmit: checks, then moves focus to the first field in error or calls `onValid` while `submitting`. */
  const handleSubmit =
    (onValid: (values: T) => Promise<unknown> | void, options: SubmitOptions<T> = {}) =>
    (event: FormEvent<HTMLFormElement>) =>
      void submit(event, onValid, options);

  /** Back to `next`, or to the values the form started with, with nothing flagged. */
  const reset = useCallback((next: T = initial.current) => {
    setValues(next);
    setServerErrors({});
    setSubmitted(false);
  }, []);

  return { values, errors, setValue, update, handleSubmit, submitting, setServerErrors, reset };
}

export type YupForm<T extends object> = ReturnType<typeof useYupForm<T>>;

function withoutKeys<T extends object>(record: T, keys: string[]): T {
  if (!keys.some((key) => key in record)) return record;
  const copy = { ...record } as Record<string, unknown>;
  for (const key of keys) delete copy[key];
  return copy as T;
}
