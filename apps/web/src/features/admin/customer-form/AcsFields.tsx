import { Body1 } from '@fluentui/react-text';
import type { AcsRecord } from '@central/domain/api';
import { ADMIN_TEXT } from '../../../strings/admin.pt-BR';
import type { CheckedForm } from '../../../lib/use-checked-form';
import { FormSection } from '../FormSection';
import { SecretField, SelectField, TextField } from '../form-fields';
import type { CustomerFormValues } from './customer-form-values';

const text = ADMIN_TEXT.customer;
const label = text.fields;

/** The device-management connection (SPEC section 4): '-' in the three fields removes it. */
export function AcsFields({ form, acs }: { form: CheckedForm<CustomerFormValues>; acs: AcsRecord | null }) {
  return (
    <FormSection title={text.sections.acs} note={<Body1>{text.acsHint}</Body1>}>
      <TextField form={form} field="acs_url" label={label.acs_url} inputMode="url" />
      <TextField form={form} field="acs_issuer_id" label={label.acs_issuer_id} />
      <SecretField form={form} field="acs_private_key" label={label.acs_private_key} multiline hint={acs?.acs_private_key_stored ? text.acsKeyStored : text.acsKeyHint} />
      <SelectField form={form} field="acs_kind" label={label.acs_kind} options={text.acsKinds} />
    </FormSection>
  );
}
