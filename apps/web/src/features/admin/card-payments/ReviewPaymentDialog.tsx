import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Field } from '@fluentui/react-field';
import { Radio, RadioGroup } from '@fluentui/react-radio';
import { Textarea } from '@fluentui/react-textarea';
import { CARD_PAYMENT_REVIEW_OUTCOMES, REVIEW_NOTE_MAX_LENGTH, validateCardPaymentReview } from '@central/domain';
import type { AdminCardPayment } from '@central/domain/api';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import type { FormNotice } from '@/components/FormMessage';
import { useNotify } from '@/components/toaster';
import { isApiError } from '@/lib/http';
import { useYupForm } from '@/lib/use-yup-form';
import { formRuleSchema } from '@/lib/yup-fields';
import { fieldState } from '@/lib/field-state';
import { cardPaymentsKey, reviewCardPayment } from '@/features/admin/card-payments-api';
import { ADMIN_KEYS } from '@/features/admin/customers-api';
import { FormDialog, FormDialogBody } from '@/features/admin/FormDialog';
import { saveFailure } from '@/features/admin/save-outcome';
import { useAdminAuthFailure } from '@/features/admin/useAdminAuthFailure';

const text = ADMIN_TEXT.cardPayments;

type Props = { clientId: string; payment: AdminCardPayment | null; onClose: () => void };

/** The review of one payment: how it was resolved and a required note; open while `payment` is set. */
export function ReviewPaymentDialog({ clientId, payment, onClose }: Props) {
  return (
    <FormDialog open={payment !== null} onClose={onClose}>
      {payment && <ReviewForm key={payment.id} clientId={clientId} payment={payment} onClose={onClose} />}
    </FormDialog>
  );
}

type ReviewValues = { outcome: string; note: string };

/** The same rules as the server's, so the dialog and the answer say the same words. */
const reviewSchema = formRuleSchema('card-payment-review', (values: ReviewValues) => validateCardPaymentReview(values));

function ReviewForm({ clientId, payment, onClose }: { clientId: string; payment: AdminCardPayment; onClose: () => void }) {
  const notify = useNotify();
  const authFailure = useAdminAuthFailure();
  const { mutate } = useSWRConfig();
  const form = useYupForm(reviewSchema, { outcome: '', note: '' });
  const [notice, setNotice] = useState<FormNotice | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      const answer = await reviewCardPayment(clientId, payment.id, values);
      notify.success(answer.message);
      onClose();
    } catch (error) {
      if (authFailure(error)) return;
      const outcome = saveFailure<ReviewValues>(error, text.saveFailure);
      if (outcome.fields) form.setServerErrors(outcome.fields);
      setNotice(outcome.notice ?? null);
      // Reviewed elsewhere meanwhile (409) or gone (404): the list shows what is left.
      if (!isApiError(error, 409) && !isApiError(error, 404)) return;
    }
    void mutate(cardPaymentsKey(clientId));
    void mutate(ADMIN_KEYS.history(clientId));
  });

  return (
    <FormDialogBody
      labels={{ title: text.dialogTitle(payment.invoice_id), cancel: text.cancel, submit: text.confirm }}
      notice={notice}
      onSubmit={submit}
      submitting={form.submitting}
      onCancel={onClose}
    >
      <Field label={text.outcome} required {...fieldState(form.errors.outcome)}>
        <RadioGroup value={form.values.outcome} onChange={(_, data) => form.setValue('outcome', data.value)}>
          {CARD_PAYMENT_REVIEW_OUTCOMES.map((outcome) => (
            <Radio key={outcome} value={outcome} label={text.outcomes[outcome]} />
          ))}
        </RadioGroup>
      </Field>
      <Field label={text.note} hint={text.noteHint} required {...fieldState(form.errors.note)}>
        <Textarea
          resize="vertical"
          maxLength={REVIEW_NOTE_MAX_LENGTH}
          value={form.values.note}
          onChange={(_, data) => form.setValue('note', data.value)}
        />
      </Field>
    </FormDialogBody>
  );
}
