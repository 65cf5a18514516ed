import { describe, expect, it } from 'vitest';
import { contactChannels, helpLink, phoneLink, regularizationLink, whatsAppLink } from './contact-links';

describe('whatsAppLink', () => {
  it('prefixes the Brazilian country code to a national number', () => {
    expect(whatsAppLink('(11) 98888-7777')).toBe('https://wa.me/5511988887777');
    expect(whatsAppLink('(47) 3333-4444')).toBe('https://wa.me/554733334444');
  });

  it('keeps a number that already carries the country code', () => {
    expect(whatsAppLink('+55 11 98888-7777')).toBe('https://wa.me/5511988887777');
  });

  it('gives nothing for a number without digits', () => {
    expect(whatsAppLink('—')).toBeNull();
  });
});

describe('helpLink', () => {
  it('prefers the FAQ, then WhatsApp, else nothing', () => {
    expect(helpLink({ faq_url: 'https://faq.example', whatsapp_number: '11988887777' })).toBe('https://faq.example');
    expect(helpLink({ faq_url: null, whatsapp_number: '11988887777' })).toBe('https://wa.me/5511988887777');
    expect(helpLink({ faq_url: null, whatsapp_number: null })).toBeNull();
  });
});

describe('phoneLink', () => {
  it('dials the digits as written, keeping a leading +', () => {
    expect(phoneLink('(11) 3333-4444')).toBe('tel:1133334444');
    expect(phoneLink('0800 123 4567')).toBe('tel:08001234567');
    expect(phoneLink('+55 11 3333-4444')).toBe('tel:+551133334444');
    expect(phoneLink('—')).toBeNull();
  });
});

describe('regularizationLink', () => {
  it('prefers a call to the phone, then WhatsApp, else nothing', () => {
    expect(regularizationLink({ phone_number: '(11) 3333-4444', whatsapp_number: '11988887777' })).toBe('tel:1133334444');
    expect(regularizationLink({ phone_number: null, whatsapp_number: '11988887777' })).toBe('https://wa.me/5511988887777');
    expect(regularizationLink({ phone_number: null, whatsapp_number: null })).toBeNull();
  });
});

describe('contactChannels', () => {
  const none = { whatsapp_number: null, phone_number: null, contact_email: null, faq_url: null };

  it('lists WhatsApp, phone, e-mail and FAQ, each only when configured', () => {
    expect(
      contactChannels({
        whatsapp_number: '(11) 98888-7777',
        phone_number: '0800 123 4567',
        contact_email: 'contato@provedor.com.br',
        faq_url: 'https://faq.provedor.com.br',
      }),
    ).toEqual([
      { kind: 'whatsapp', value: '(11) 98888-7777', href: 'https://wa.me/5511988887777', external: true },
      { kind: 'phone', value: '0800 123 4567', href: 'tel:08001234567', external: false },
      { kind: 'email', value: 'contato@provedor.com.br', href: 'mailto:contato@provedor.com.br', external: false },
      { kind: 'faq', value: 'https://faq.provedor.com.br', href: 'https://faq.provedor.com.br', external: true },
    ]);
    expect(contactChannels({ ...none, contact_email: 'sac@x.com' }).map((c) => c.kind)).toEqual(['email']);
  });

  it('gives nothing when nothing usable is configured', () => {
    expect(contactChannels(none)).toEqual([]);
    expect(contactChannels({ whatsapp_number: ' ', phone_number: '—', contact_email: '', faq_url: 'javascript:alert(1)' })).toEqual([]);
  });
});
