import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import type { YupForm } from '@/lib/use-yup-form';
import { FormSection } from '@/features/admin/FormSection';
import { LookupListField } from '@/features/admin/LookupListField';
import { SelectField, TextField } from '@/features/admin/form-fields';
import type { CustomerFormValues } from './customer-form-values';

const text = ADMIN_TEXT.customer;
const label = text.fields;

/**
 * Suporte: how the provider takes support requests and how subscribers reach it. Subjects are looked up in the
 * provider's IXC, which needs the provider stored first: on the new page they come after saving.
 */
export function SupportFields({ form, clientId }: { form: YupForm<CustomerFormValues>; clientId: string | null }) {
  return (
    <>
      <FormSection title={text.tabs.support}>
        <SelectField form={form} field="support_type" label={label.support_type} options={text.supportTypes} />
        <TextField form={form} field="department_id" label={label.department_id} inputMode="numeric" required hint={text.departmentHint} />
        <TextField form={form} field="process_id" label={label.process_id} inputMode="numeric" />
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
        <TextField form={form} field="whatsapp_number" label={label.whatsapp_number} type="tel" />
        <TextField form={form} field="phone_number" label={label.phone_number} type="tel" />
        <TextField form={form} field="contact_email" label={label.contact_email} type="email" />
        <TextField form={form} field="faq_url" label={label.faq_url} type="url" inputMode="url" />
      </FormSection>
    </>
  );
}
