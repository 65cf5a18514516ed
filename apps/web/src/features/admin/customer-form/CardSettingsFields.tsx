import { Body1 } from '@fluentui/react-text';
import { MESSAGES } from '@central/domain';
import type { AdminCardSettings } from '@central/domain/api';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import type { YupForm } from '@/lib/use-yup-form';
import { FormSection } from '@/features/admin/FormSection';
import { SecretField, SelectField, TextField } from '@/features/admin/form-fields';
import { merchantKeyMoved } from './card-settings-step';
import { customerField } from './customer-field';
import type { CustomerFormValues } from './customer-form-values';

const text = ADMIN_TEXT.customer;

/** Pagamentos: the Cielo merchant and where IXC records a card payment. Clearing every field removes them. */
export function CardSettingsFields({ form, cardSettings }: { form: YupForm<CustomerFormValues>; cardSettings: AdminCardSettings | null }) {
  const field = customerField(form);
  const keyHint = merchantKeyMoved(form.values, cardSettings)
    ? MESSAGES.merchantKeyRetype
    : cardSettings?.merchant_key_stored
      ? text.storedSecret
      : text.merchantKeyHint;
  return (
    <FormSection title={text.sections.payments} note={<Body1>{text.paymentsHint}</Body1>}>
      <TextField {...field('card_merchant_id')} autoComplete="off" />
      <SecretField {...field('card_merchant_key')} hint={keyHint} />
      <TextField {...field('card_api_url')} inputMode="url" hint={text.cardUrlHint} />
      <TextField {...field('card_query_url')} inputMode="url" hint={text.cardUrlHint} />
      <TextField {...field('card_account_id')} inputMode="numeric" hint={text.cardAccountHint} />
      <TextField {...field('card_planning_account_id')} inputMode="numeric" hint={text.cardPlanningAccountHint} />
      <SelectField {...field('card_receipt_type')} hint={text.cardReceiptTypeHint} options={text.receiptTypes} />
      <TextField {...field('card_branch_id')} inputMode="numeric" hint={text.cardBranchHint} />
      <TextField {...field('card_interest_rate')} inputMode="decimal" placeholder="2,35" hint={text.cardInterestHint} />
    </FormSection>
  );
}
