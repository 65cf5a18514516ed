import { Field } from '@fluentui/react-field';
import { onlyDigits } from '@central/domain';
import { TEXT } from '@/strings/pt-BR';
import { CpfCnpjInput } from '@/components/CpfCnpjInput';
import { FormMessage } from '@/components/FormMessage';
import { useFormStyles } from '@/components/form-styles';
import { fieldState } from '@/lib/field-state';
import { useYupForm } from '@/lib/use-yup-form';
import { checkCpfCnpj } from './api';
import { cpfCnpjSchema } from './cpf-cnpj-schema';
import { recoveryFlow } from './recovery-flow';
import { StepActions } from './StepActions';
import { useRecoveryCall } from './useRecoveryCall';

type Props = { onChecked: () => Promise<void> | void; onBack: () => void };

export function CpfCnpjForm({ onChecked, onBack }: Props) {
  const s = useFormStyles();
  const form = useYupForm(cpfCnpjSchema, { cpfCnpj: '' });
  const { notice, call } = useRecoveryCall();

  const submit = form.handleSubmit(async ({ cpfCnpj }) => {
    if (!(await call(() => checkCpfCnpj(onlyDigits(cpfCnpj))))) return;
    recoveryFlow.clear();
    await onChecked();
  });

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <FormMessage notice={notice} />
      <Field label={TEXT.common.cpfCnpj} {...fieldState(form.errors.cpfCnpj)}>
        <CpfCnpjInput value={form.values.cpfCnpj} onValueChange={(value) => form.setValue('cpfCnpj', value)} />
      </Field>
      <StepActions submitLabel={TEXT.common.continue} submitting={form.submitting} onBack={onBack} />
    </form>
  );
}
