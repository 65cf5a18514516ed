import { Button } from '@fluentui/react-button';
import { CallRegular } from '@fluentui/react-icons';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { useTenant } from '@/app/TenantContext';
import { regularizationLink } from '@/features/tenant/contact-links';

/** Without a digitable line the invoice cannot be paid by boleto: the provider's phone, else its WhatsApp. */
export function RegularizationContact() {
  const href = regularizationLink(useTenant());
  if (!href) return null;
  const external = href.startsWith('https:');
  return (
    <Button as="a" href={href} icon={<CallRegular />} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {FINANCIAL_TEXT.invoices.contactForRegularization}
    </Button>
  );
}
