import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import type { YupForm } from '@/lib/use-yup-form';
import { FormSection } from '@/features/admin/FormSection';
import { LookupListField } from '@/features/admin/LookupListField';
import { SelectField, TextField } from '@/features/admin/form-fields';
import { customerField } from './customer-field';
import type { CustomerFormValues } from './customer-form-values';

const text = ADMIN_TEXT.customer;
const label = text.fields;

/**
 * Suporte: how the provider takes support requests and how subscribers reach it. Subjects are looked up in the
 * provider's IXC, which needs the provider stored first: on the new page they come after saving.
 */
export function SupportFields({ form, clientId }: { form: YupForm<CustomerFormValues>; clientId: string | null }) {
  const field = customerField(form);
  return (
    <>
      <FormSection title={text.tabs.support}>
        <SelectField {...field('support_type')} options={text.supportTypes} />
        <TextField {...field('department_id')} inputMode="numeric" required hint={text.departmentHint} />
        <TextField {...field('process_id')} inputMode="numeric" />
        <LookupListField
          kind="subject"
          label={label.subjects}
          clientId={clientId}
          entries={form.values.subjects}
          onChange={(subjects) => form.setValue('subjects', subjects)}
          error={form.errors.subjects}
          hint={clientId ? undefined : text.subjectsAfterSave}
        />
      </FormSection>
      <FormSection title={ADMIN_TEXT.customer.contact}>
        <TextField {...field('whatsapp_number')} type="tel" />
        <TextField {...field('phone_number')} type="tel" />
        <TextField {...field('contact_email')} type="email" />
        <TextField {...field('faq_url')} type="url" inputMode="url" />
      </FormSection>
    </>
  );
}
