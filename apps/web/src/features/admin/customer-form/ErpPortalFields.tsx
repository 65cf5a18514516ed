import { ixcDomainUrl, MESSAGES, secretMustBeRetyped } from '@central/domain';
import { Caption1 } from '@fluentui/react-text';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import type { YupForm } from '@/lib/use-yup-form';
import { FormSection } from '@/features/admin/FormSection';
import { CheckboxField, SecretField, SelectField, TextField } from '@/features/admin/form-fields';
import { customerField } from './customer-field';
import type { CustomerFormValues } from './customer-form-values';
import { timeZoneOptions } from './time-zones';

const text = ADMIN_TEXT.customer;

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
  const field = customerField(form);
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
        <TextField {...field('legal_name')} />
        <TextField {...field('legal_document')} />
        <TextField {...field('address')} />
        <TextField {...field('dpo_email')} type="email" inputMode="email" hint={text.dpoEmailHint} />
      </FormSection>
      <FormSection title={text.sections.erp}>
        <TextField {...field('ixc_domain')} type="url" inputMode="url" required />
        <SecretField
          {...field('ixc_access_token')}
          required={creating || !stored.token || tokenMoved}
          hint={tokenMoved ? MESSAGES.ixcTokenRetype : secretHint(stored.token)}
        />
        <CheckboxField {...field('update_late_boleto')} />
      </FormSection>
      <FormSection title={text.sections.portal} note={<Caption1>{text.wifiNote}</Caption1>}>
        <SecretField {...field('provider_password')} hint={secretHint(stored.password, text.providerPasswordHint)} />
        <TextField {...field('custom_domains')} inputMode="url" autoComplete="off" hint={text.customDomainsHint} />
        <TextField {...field('speed_test_url')} type="url" inputMode="url" hint={text.speedTestHint} />
        <CheckboxField {...field('credit_card')} />
        <SelectField {...field('invoice_window')} options={text.invoiceWindows} />
        <SelectField {...field('timezone')} options={timeZoneOptions(values.timezone)} />
        <SelectField {...field('push_reminder_hour')} hint={text.reminderHourHint} options={text.reminderHours} />
        <SelectField {...field('support_menu')} options={text.supportMenus} />
        <SelectField {...field('app_activation')} options={text.appActivations} />
      </FormSection>
    </>
  );
}
