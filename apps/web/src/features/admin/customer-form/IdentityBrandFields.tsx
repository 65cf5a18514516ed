import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import type { YupForm } from '@/lib/use-yup-form';
import { FormSection } from '@/features/admin/FormSection';
import { TextField } from '@/features/admin/form-fields';
import { BrandPreview } from './BrandPreview';
import { ColorField } from './ColorField';
import type { CustomerFormValues } from './customer-form-values';

const text = ADMIN_TEXT.customer;
const label = text.fields;

type Props = { form: YupForm<CustomerFormValues>; creating: boolean };

/** Who the provider is and how its portal looks, with a live preview of the colours and logos. */
export function IdentityBrandFields({ form, creating }: Props) {
  const url = (
    field: 'vertical_logo_url' | 'horizontal_logo_url' | 'app_logo_url' | 'favicon_url' | 'login_background_url',
    required = false,
  ) => <TextField form={form} field={field} label={label[field]} type="url" inputMode="url" required={required} />;
  return (
    <>
      <FormSection title={text.sections.identity}>
        <TextField
          form={form}
          field="client_id"
          label={label.client_id}
          required={creating}
          readOnly={!creating}
          hint={creating ? text.clientIdHint : text.clientIdFixed}
        />
        <TextField form={form} field="alias" label={label.alias} required />
      </FormSection>
      <FormSection title={text.sections.brand}>
        {url('vertical_logo_url', true)}
        {url('horizontal_logo_url')}
        {url('app_logo_url')}
        {url('favicon_url')}
        {url('login_background_url')}
        <ColorField form={form} field="primary_color" label={label.primary_color} required />
        <ColorField form={form} field="secondary_color" label={label.secondary_color} />
        <BrandPreview {...form.values} />
      </FormSection>
    </>
  );
}
