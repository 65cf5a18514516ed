import { useState } from 'react';
import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { MASKS } from '@central/domain';
import type { CreatedSupport, ShortContractList, SupportSubjects } from '@central/domain/api';
import { MESSAGES } from '@/strings/pt-BR';
import { SUPPORT_TEXT } from '@/strings/support.pt-BR';
import { MaskedField } from '@/components/MaskedField';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { useFormStyles } from '@/components/form-styles';
import { failureText } from '@/lib/failure-text';
import { isApiError, isUnconfirmedWrite } from '@/lib/http';
import { fieldState } from '@/lib/field-state';
import { useYupForm } from '@/lib/use-yup-form';
import { useSessionExpiry } from '@/features/auth/useSessionExpiry';
import { requestSupport } from './api';
import { MessageField } from './MessageField';
import { SendButton } from './SendButton';
import { supportRequestSchema } from './support-request-schema';
import { subjectFor, type SupportDraft } from './support-draft';

const text = SUPPORT_TEXT.request;

/**
 * docs/product/subscriber.md#support-requests: the server's words for a refused field (a warning); 'Falha ao solicitar
 * atendimento' otherwise. A request the ERP did not confirm is a warning too, in the server's words: check the list
 * before sending again.
 */
function noticeFor(error: unknown): FormNotice {
  const refused = isApiError(error) && error.status >= 400 && error.status < 500;
  return { intent: refused || isUnconfirmedWrite(error) ? 'warning' : 'error', text: failureText(error, MESSAGES.supportRequestFailure) };
}

type Props = {
  subjects: SupportSubjects['subjects'];
  contracts: ShortContractList['contracts'];
  initialPhone: string;
  /** What another page started (the diagnosis of 'Minha conexão'): the form opens with it, still to be edited. */
  draft?: SupportDraft | null;
  onRequested: (created: CreatedSupport) => Promise<void> | void;
};

export function SupportRequestForm({ subjects, contracts, initialPhone, draft, onRequested }: Props) {
  const f = useFormStyles();
  const sessionExpired = useSessionExpiry();
  // With a single contract there is nothing to choose (docs/product/subscriber.md#support-requests).
  const onlyContract = contracts.length === 1 ? contracts[0]!.id : '';
  const draftContract = contracts.find((contract) => contract.id === draft?.contractId)?.id;
  const form = useYupForm(supportRequestSchema, {
    subject: draft ? subjectFor(subjects, draft.topic) : '',
    contractId: draftContract ?? onlyContract,
    phone: initialPhone,
    message: draft?.message ?? '',
  });
  const [notice, setNotice] = useState<FormNotice | null>(null);

  const submit = form.handleSubmit(async ({ subject, contractId, phone, message }) => {
    setNotice(null);
    let created: CreatedSupport;
    try {
      created = await requestSupport({ subject, contractId, phone_number: phone, message: message.trim() });
    } catch (error) {
      if (!sessionExpired(error)) setNotice(noticeFor(error));
      return;
    }
    await onRequested(created);
  });

  return (
    <form className={f.form} onSubmit={submit} noValidate>
      <FormMessage notice={notice} />
      <Field label={text.subject} {...fieldState(form.errors.subject)}>
        <Select value={form.values.subject} onChange={(_, data) => form.setValue('subject', data.value)}>
          <option value="">{SUPPORT_TEXT.choose}</option>
          {subjects.map((subject) => (
            <option key={subject.id} value={subject.id}>
              {subject.value || subject.description}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={text.contract} {...fieldState(form.errors.contractId)}>
        <Select value={form.values.contractId} onChange={(_, data) => form.setValue('contractId', data.value)}>
          <option value="">{SUPPORT_TEXT.choose}</option>
          {contracts.map((contract) => (
            <option key={contract.id} value={contract.id}>
              {text.contractOption(contract.id, contract.description)}
            </option>
          ))}
        </Select>
      </Field>
      <MaskedField form={form} field="phone" label={text.phone} mask={MASKS.phone} type="tel" inputMode="tel" autoComplete="tel-national" />
      <MessageField
        label={text.message}
        value={form.values.message}
        error={form.errors.message}
        onChange={(value) => form.setValue('message', value)}
      />
      <SendButton sending={form.submitting} />
    </form>
  );
}
