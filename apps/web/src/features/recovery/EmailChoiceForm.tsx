import { Field } from '@fluentui/react-field';
import { Radio, RadioGroup } from '@fluentui/react-radio';
import { TEXT } from '@/strings/pt-BR';
import { FormMessage } from '@/components/FormMessage';
import { useFormStyles } from '@/components/form-styles';
import { fieldState } from '@/lib/field-state';
import { useYupForm } from '@/lib/use-yup-form';
import { sendVerificationCode } from './api';
import { emailChoiceSchema } from './email-choice-schema';
import { recoveryFlow } from './recovery-flow';
import { StepActions } from './StepActions';
import { useRecoveryCall } from './useRecoveryCall';

type Props = { emails: string[]; onSent: () => Promise<void> | void; onBack: () => void };

export function EmailChoiceForm({ emails, onSent, onBack }: Props) {
  const s = useFormStyles();
  const remembered = recoveryFlow.current().mailIndex;
  // One e-mail on file: nothing to choose, it comes selected.
  const initial = remembered !== null ? String(remembered) : emails.length === 1 ? '0' : '';
  const form = useYupForm(emailChoiceSchema, { mailIndex: initial });
  const { notice, call } = useRecoveryCall();

  const submit = form.handleSubmit(async (values) => {
    const mailIndex = Number(values.mailIndex);
    if (!(await call(() => sendVerificationCode(mailIndex)))) return;
    recoveryFlow.remember({ mailIndex });
    await onSent();
  });

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <FormMessage notice={notice} />
      <Field label={TEXT.recovery.chooseEmailLabel} {...fieldState(form.errors.mailIndex)}>
        <RadioGroup value={form.values.mailIndex} onChange={(_, data) => form.setValue('mailIndex', data.value)}>
          {emails.map((email, index) => (
            <Radio key={email + index} value={String(index)} label={email} />
          ))}
        </RadioGroup>
      </Field>
      <StepActions submitLabel={TEXT.recovery.sendCode} submitting={form.submitting} onBack={onBack} />
    </form>
  );
}
