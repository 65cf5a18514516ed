import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import type { YupForm } from '@/lib/use-yup-form';
import { FormSection } from '@/features/admin/FormSection';
import { TextField } from '@/features/admin/form-fields';
import { BrandPreview } from './BrandPreview';
import { ColorField } from './ColorField';
import { customerField } from './customer-field';
import type { CustomerFormValues } from './customer-form-values';

const text = ADMIN_TEXT.customer;

type Props = { form: YupForm<CustomerFormValues>; creating: boolean };

/** Who the provider is and how its portal looks, with a live preview of the colours and logos. */
export function IdentityBrandFields({ form, creating }: Props) {
  const field = customerField(form);
  const url = (
    name: 'vertical_logo_url' | 'horizontal_logo_url' | 'app_logo_url' | 'favicon_url' | 'login_background_url',
    required = false,
  ) => <TextField {...field(name)} type="url" inputMode="url" required={required} />;
  return (
    <>
      <FormSection title={text.sections.identity}>
        <TextField
          {...field('client_id')}
          required={creating}
          readOnly={!creating}
          hint={creating ? text.clientIdHint : text.clientIdFixed}
        />
        <TextField {...field('alias')} required />
      </FormSection>
      <FormSection title={text.sections.brand}>
        {url('vertical_logo_url', true)}
        {url('horizontal_logo_url')}
        {url('app_logo_url')}
        {url('favicon_url')}
        {url('login_background_url')}
        <ColorField {...field('primary_color')} required />
        <ColorField {...field('secondary_color')} />
        <BrandPreview {...form.values} />
      </FormSection>
    </>
  );
}
