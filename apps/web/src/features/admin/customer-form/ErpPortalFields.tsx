import { Checkbox } from '@fluentui/react-checkbox';
import { ixcDomainUrl, MESSAGES, secretMustBeRetyped } from '@central/domain';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import type { YupForm } from '@/lib/use-yup-form';
import { FormSection } from '@/features/admin/FormSection';
import { SecretField, SelectField, TextField } from '@/features/admin/form-fields';
import type { CustomerFormValues } from './customer-form-values';
import { timeZoneOptions } from './time-zones';

const text = ADMIN_TEXT.customer;
const label = text.fields;

type Props = {
  form: YupForm<CustomerFormValues>;
  creating: boolean;
  stored: { token: boolean; password: boolean; ixcDomain: string | null };
};

const secretHint = (stored: boolean, otherwise?: string) => (stored ? text.storedSecret : otherwise);
const erpAddress = (value: string | null) => (value === null ? null : (ixcDomainUrl(value) ?? value));

/** Legal data, the IXC connection (write-only token) and the portal's switches. */
export function ErpPortalFields({ form, creating, stored }: Props) {
  const { values } = form;
  // The stored token is bound to its ERP's origin; say so as soon as the address moves.
  const tokenMoved = secretMustBeRetyped({
    storedUrl: erpAddress(stored.ixcDomain),
    url: erpAddress(values.ixc_domain),
    secretStored: stored.token,
    secretGiven: false,
  });
  return (
    <>
      <FormSection title={text.sections.legal}>
        <TextField form={form} field="legal_name" label={label.legal_name} />
        <TextField form={form} field="legal_document" label={label.legal_document} />
        <TextField form={form} field="address" label={label.address} />
        <TextField form={form} field="dpo_email" label={label.dpo_email} type="email" inputMode="email" hint={text.dpoEmailHint} />
      </FormSection>
      <FormSection title={text.sections.erp}>
        <TextField form={form} field="ixc_domain" label={label.ixc_domain} type="url" inputMode="url" required />
        <SecretField
          form={form}
          field="ixc_access_token"
          label={label.ixc_access_token}
          required={creating || !stored.token || tokenMoved}
          hint={tokenMoved ? MESSAGES.ixcTokenRetype : secretHint(stored.token)}
        />
        <Checkbox
          label={label.update_late_boleto}
          checked={values.update_late_boleto}
          onChange={(_, data) => form.setValue('update_late_boleto', data.checked === true)}
        />
      </FormSection>
      <FormSection title={text.sections.portal}>
        <SecretField
          form={form}
          field="provider_password"
          label={label.provider_password}
          hint={secretHint(stored.password, text.providerPasswordHint)}
        />
        <TextField
          form={form}
          field="custom_domains"
          label={label.custom_domains}
          inputMode="url"
          autoComplete="off"
          hint={text.customDomainsHint}
        />
        <TextField form={form} field="speed_test_url" label={label.speed_test_url} type="url" inputMode="url" hint={text.speedTestHint} />
        <Checkbox
          label={label.credit_card}
          checked={values.credit_card}
          onChange={(_, data) => form.setValue('credit_card', data.checked === true)}
        />
        <Checkbox label={label.wifi} checked={values.wifi} onChange={(_, data) => form.setValue('wifi', data.checked === true)} />
        <SelectField form={form} field="invoice_window" label={label.invoice_window} options={text.invoiceWindows} />
        <SelectField form={form} field="timezone" label={label.timezone} options={timeZoneOptions(values.timezone)} />
        <SelectField
          form={form}
          field="push_reminder_hour"
          label={label.push_reminder_hour}
          hint={text.reminderHourHint}
          options={text.reminderHours}
        />
        <SelectField form={form} field="support_menu" label={label.support_menu} options={text.supportMenus} />
        <SelectField form={form} field="app_activation" label={label.app_activation} options={text.appActivations} />
      </FormSection>
    </>
  );
}
