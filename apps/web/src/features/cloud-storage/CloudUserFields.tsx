import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { CLOUD_STORAGE_TEXT as TEXT } from '@/strings/cloud-storage.pt-BR';
import { PasswordInput } from '@/components/PasswordInput';
import { fieldState } from '@/lib/field-state';
import type { YupForm } from '@/lib/use-yup-form';
import type { CloudUserFormValues } from './edit-plan';

type Props = { form: YupForm<CloudUserFormValues>; mode: 'add' | 'edit'; left: number | null };

/** Nome, E-mail, Senha and Quota (GB), shared by the add and edit pages. */
export function CloudUserFields({ form, mode, left }: Props) {
  const { values, errors, setValue } = form;
  return (
    <>
      <Field label={TEXT.name} required {...fieldState(errors.displayname)}>
        <Input value={values.displayname} maxLength={64} autoComplete="off" onChange={(_, data) => setValue('displayname', data.value)} />
      </Field>
      <Field label={TEXT.email} required {...fieldState(errors.email)}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          value={values.email}
          onChange={(_, data) => setValue('email', data.value)}
        />
      </Field>
      <Field
        label={TEXT.password}
        required={mode === 'add'}
        hint={mode === 'add' ? TEXT.passwordHint : TEXT.editPasswordHint}
        {...fieldState(errors.password)}
      >
        <PasswordInput autoComplete="new-password" value={values.password} onChange={(_, data) => setValue('password', data.value)} />
      </Field>
      <Field label={TEXT.quotaLabel} required hint={TEXT.quotaHint(left)} {...fieldState(errors.quota)}>
        <Input inputMode="decimal" contentAfter="GB" value={values.quota} onChange={(_, data) => setValue('quota', data.value)} />
      </Field>
    </>
  );
}
