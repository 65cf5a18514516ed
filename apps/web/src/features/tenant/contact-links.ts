import { onlyDigits } from '@central/domain';

const BRAZIL_COUNTRY_CODE = '55';
/** A Brazilian number with its area code has 10 or 11 digits; more means the country code is already there. */
const NATIONAL_NUMBER_MAX_DIGITS = 11;

export function whatsAppLink(number: string): string | null {
  const digits = onlyDigits(number);
  if (!digits) return null;
  const international = digits.length > NATIONAL_NUMBER_MAX_DIGITS ? digits : BRAZIL_COUNTRY_CODE + digits;
  return `https://wa.me/${international}`;
}

/** The top bar's help link: the provider's FAQ, else a chat with its WhatsApp. */
export function helpLink(tenant: { faq_url: string | null; whatsapp_number: string | null }): string | null {
  if (tenant.faq_url) return tenant.faq_url;
  return tenant.whatsapp_number ? whatsAppLink(tenant.whatsapp_number) : null;
}
