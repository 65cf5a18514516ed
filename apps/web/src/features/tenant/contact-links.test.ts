import { describe, expect, it } from 'vitest';
import { helpLink, whatsAppLink } from './contact-links';

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
