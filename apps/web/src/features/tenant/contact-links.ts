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

/** A link that calls the number as written: national formats (0800, area code) dial as they are in Brazil. */
export function phoneLink(number: string): string | null {
  const digits = onlyDigits(number);
  if (!digits) return null;
  return `tel:${number.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** 'Entrar em contato para regularização': a call to the provider's phone, else a chat on its WhatsApp. */
export function regularizationLink(tenant: { phone_number: string | null; whatsapp_number: string | null }): string | null {
  const phone = tenant.phone_number ? phoneLink(tenant.phone_number) : null;
  if (phone) return phone;
  return tenant.whatsapp_number ? whatsAppLink(tenant.whatsapp_number) : null;
}

export type ContactChannel = { kind: 'whatsapp' | 'phone' | 'email' | 'faq'; value: string; href: string; external: boolean };

type ContactData = { whatsapp_number: string | null; phone_number: string | null; contact_email: string | null; faq_url: string | null };

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** Home's 'Fale com a gente': each way to reach the provider that it configured, in a fixed order. */
export function contactChannels(tenant: ContactData): ContactChannel[] {
  const channels: ContactChannel[] = [];
  const whatsapp = tenant.whatsapp_number?.trim();
  const whatsappHref = whatsapp ? whatsAppLink(whatsapp) : null;
  if (whatsapp && whatsappHref) channels.push({ kind: 'whatsapp', value: whatsapp, href: whatsappHref, external: true });
  const phone = tenant.phone_number?.trim();
  const phoneHref = phone ? phoneLink(phone) : null;
  if (phone && phoneHref) channels.push({ kind: 'phone', value: phone, href: phoneHref, external: false });
  const email = tenant.contact_email?.trim();
  if (email) channels.push({ kind: 'email', value: email, href: `mailto:${email}`, external: false });
  const faq = tenant.faq_url?.trim();
  if (faq && isWebAddress(faq)) channels.push({ kind: 'faq', value: faq, href: faq, external: true });
  return channels;
}
