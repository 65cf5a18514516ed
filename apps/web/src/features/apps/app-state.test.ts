import { describe, expect, it } from 'vitest';
import { ACTIVATION_MESSAGES } from '@central/domain';
import type { CustomerAppView } from '@central/domain/api';
import { activationBody, appPageState, isAlreadyActiveNotice } from './app-state';

const inApp = { app_activation: 'in_app', whatsapp_number: '(11) 98765-4321' } as const;
const byChat = { app_activation: 'chat', whatsapp_number: '(11) 98765-4321' } as const;

describe('appPageState', () => {
  it('says the app is switched off before anything else, even once active', () => {
    expect(appPageState({ active: false, is_active: true, is_online: true }, inApp)).toEqual({ kind: 'disabled' });
    expect(appPageState({ active: false, is_active: false, is_online: true }, byChat)).toEqual({ kind: 'disabled' });
  });

  it('shows the active view once active, whatever the connection or the provider', () => {
    expect(appPageState({ active: true, is_active: true, is_online: false }, inApp)).toEqual({ kind: 'active' });
    expect(appPageState({ active: true, is_active: true, is_online: true }, byChat)).toEqual({ kind: 'active' });
  });

  it('shows the pending text while the app is offline', () => {
    expect(appPageState({ active: true, is_active: false, is_online: false }, inApp)).toEqual({ kind: 'pending' });
    expect(appPageState({ active: true, is_active: false, is_online: false }, byChat)).toEqual({ kind: 'pending' });
  });

  it('offers activation when online and not active', () => {
    expect(appPageState({ active: true, is_active: false, is_online: true }, inApp)).toEqual({ kind: 'activate' });
  });

  it('offers the WhatsApp chat instead for a provider that activates apps by chat', () => {
    expect(appPageState({ active: true, is_active: false, is_online: true }, byChat)).toEqual({
      kind: 'chat',
      href: 'https://wa.me/5511987654321',
    });
  });

  it('keeps the activation for that provider when it has no WhatsApp number', () => {
    expect(appPageState({ active: true, is_active: false, is_online: true }, { app_activation: 'chat', whatsapp_number: null })).toEqual({
      kind: 'activate',
    });
  });
});

const app = (needs_email: boolean) =>
  ({
    id: 'app-1',
    platform: needs_email ? 'watchbr' : 'add_product_in_contract',
    needs_email,
    contract: { id: '2001', description: 'Fibra' },
    customer: { full_name: 'Maria Souza', cpf_cnpj: '529.982.247-25', email: 'maria@example.com', phone_number: null },
  }) as CustomerAppView;

describe('activationBody', () => {
  it('sends the e-mail, trimmed, to the platforms that key accounts by e-mail', () => {
    expect(activationBody(app(true), ' maria.watch@example.com ')).toEqual({
      contractId: '2001',
      customerAppId: 'app-1',
      platform: 'watchbr',
      customerName: 'Maria Souza',
      customerEmail: 'maria.watch@example.com',
    });
  });

  it('sends no e-mail to the others', () => {
    expect(activationBody(app(false), 'maria@example.com').customerEmail).toBeNull();
  });
});

describe('isAlreadyActiveNotice', () => {
  it('tells the partner-knew-you answer from a plain success', () => {
    expect(isAlreadyActiveNotice(ACTIVATION_MESSAGES.alreadyActive)).toBe(true);
    expect(isAlreadyActiveNotice(ACTIVATION_MESSAGES.activated)).toBe(false);
  });
});
