import { useState } from 'react';
import { TEXT } from '@/strings/pt-BR';
import { FormMessage } from '@/components/FormMessage';
import { useFormStyles } from '@/components/form-styles';
import { useYupForm } from '@/lib/use-yup-form';
import { NewPasswordFields } from '@/features/password/NewPasswordFields';
import { ShowPasswordCheckbox } from '@/features/password/ShowPasswordCheckbox';
import { setForgottenPassword } from './api';
import { recoveryNewPasswordSchema } from './new-password-form-schema';
import { recoveryFlow } from './recovery-flow';
import { StepActions } from './StepActions';
import { useRecoveryCall } from './useRecoveryCall';

type Props = { onChanged: () => Promise<void> | void; onBack: () => void };

export function NewPasswordForm({ onChanged, onBack }: Props) {
  const s = useFormStyles();
  const form = useYupForm(recoveryNewPasswordSchema, { newPassword: '', confirmNewPassword: '' });
  const [revealed, setRevealed] = useState(false);
  const { notice, call } = useRecoveryCall();

  const submit = form.handleSubmit(async (values) => {
    if (!(await call(() => setForgottenPassword(values)))) return;
    recoveryFlow.clear();
    await onChanged();
  });

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <FormMessage notice={notice} />
      <NewPasswordFields values={form.values} errors={form.errors} revealed={revealed} onChange={form.setValue} />
      <ShowPasswordCheckbox checked={revealed} onChange={setRevealed} />
      <StepActions submitLabel={TEXT.recovery.changePassword} submitting={form.submitting} onBack={onBack} />
    </form>
  );
}
