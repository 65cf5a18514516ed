import { Body1 } from '@fluentui/react-text';
import { MESSAGES } from '@central/domain';
import type { AcsRecord } from '@central/domain/api';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import type { YupForm } from '@/lib/use-yup-form';
import { FormSection } from '@/features/admin/FormSection';
import { SecretField, SelectField, TextField } from '@/features/admin/form-fields';
import { acsSecretMoved } from './acs-step';
import { customerField } from './customer-field';
import type { CustomerFormValues } from './customer-form-values';

const text = ADMIN_TEXT.customer;

/**
 * The device-management connection (docs/product/admin.md#customer-form): '-' in the three fields removes it. IXC's ACS
 * asks how the portal gets its access token, and the two credential fields are named for that way; a GenieACS takes an
 * optional Basic-auth user and password.
 */
export function AcsFields({ form, acs }: { form: YupForm<CustomerFormValues>; acs: AcsRecord | null }) {
  const field = customerField(form);
  const way = form.values.acs_kind === 'genieacs' ? 'genieacs' : form.values.acs_auth;
  const credential = text.acsCredentials[way];
  const kept = acs?.acs_private_key_stored && acs.acs_kind === form.values.acs_kind && (way === 'genieacs' || acs.acs_auth === way);
  const storedHint = kept ? (way === 'jwt' ? text.acsKeyStored : text.storedSecret) : credential.hint;
  return (
    <FormSection title={text.sections.acs} note={<Body1>{text.acsHint}</Body1>}>
      <TextField {...field('acs_url')} inputMode="url" />
      <SelectField {...field('acs_kind')} options={text.acsKinds} />
      {way !== 'genieacs' && <SelectField {...field('acs_auth')} options={text.acsAuths} />}
      <TextField form={form} field="acs_issuer_id" label={credential.issuer} />
      <SecretField
        form={form}
        field="acs_private_key"
        label={credential.key}
        multiline={way === 'jwt'}
        hint={acsSecretMoved(form.values, acs) ? MESSAGES.acsSecretRetype : storedHint}
      />
    </FormSection>
  );
}
