import { useState } from 'react';

/**
 * The end of a checked submit, shared by useYupForm and useCheckedForm: with problems, focus moves to the first
 * field in error; without, `send` runs while `submitting` is true.
 */
export function useSubmitting() {
  const [submitting, setSubmitting] = useState(false);

  async function finishSubmit(form: HTMLFormElement, invalid: boolean, send: () => Promise<unknown> | void) {
    if (invalid) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await send();
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, finishSubmit };
}
