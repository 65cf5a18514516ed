import { describe, expect, it } from 'vitest';
import type { AcsRecord, AdminCustomer } from '@central/domain/api';
import { NEW_CUSTOMER, customerBodyFrom, customerFormFrom, featureFlagsOf } from './customer-form-values';

const STORED: AdminCustomer = {
  client_id: 'fibra-sul',
  alias: 'Fibra Sul',
  status: 'active',
  vertical_logo_url: 'https://cdn.fibrasul.com.br/v.svg',
  horizontal_logo_url: null,
  app_logo_url: null,
  favicon_url: null,
  login_background_url: null,
  primary_color: '#0a7d3b',
  secondary_color: '#123456',
  whatsapp_number: null,
  phone_number: '(11) 3333-4444',
  contact_email: null,
  faq_url: null,
  support_type: 'os',
  subjects: ['1 - Sem conexão'],
  department_id: '3',
  process_id: null,
  support_menu: 'chat',
  app_activation: 'in_app',
  feature_flags: ['credit_card', 'speed_test->https://speed.fibrasul.com.br', 'beta_x'],
  legal_name: 'Fibra Sul LTDA',
  legal_document: '11.222.333/0001-81',
  address: 'Rua A, 1',
  timezone: 'America/Manaus',
  invoice_window: '1_month',
  push_reminder_hour: '7',
  ixc_domain: 'ixc.fibrasul.com.br',
  update_late_boleto: false,
  custom_domains: ['portal.fibrasul.com.br', 'central.fibrasul.net'],
  dpo_email: 'dpo@fibrasul.com.br',
  ixc_access_token_stored: true,
  provider_password_stored: false,
  provider_two_factor_enabled: false,
  updated_at: '2026-11-23T12:00:00.000Z',
};

const ACS: AcsRecord = {
  uuid: 'u-1',
  acs_issuer_id: 'issuer',
  acs_private_key: null,
  acs_private_key_stored: true,
  acs_url: 'https://acs.fibrasul.com.br',
  acs_kind: 'genieacs',
  acs_auth: null,
};

describe('customerFormFrom', () => {
  it('fills the form from the stored provider and its ACS record, with secrets empty', () => {
    const values = customerFormFrom(STORED, ACS);
    expect(values).toMatchObject({
      client_id: 'fibra-sul',
      horizontal_logo_url: '',
      phone_number: '(11) 3333-4444',
      credit_card: true,
      speed_test_url: 'https://speed.fibrasul.com.br',
      other_flags: ['beta_x'],
      ixc_access_token: '',
      provider_password: '',
      acs_url: 'https://acs.fibrasul.com.br',
      acs_issuer_id: 'issuer',
      acs_private_key: '',
      acs_kind: 'genieacs',
    });
  });

  it('leaves the ACS fields empty for a provider without ACS', () => {
    expect(customerFormFrom(STORED, null)).toMatchObject({ acs_url: '', acs_issuer_id: '', acs_kind: 'ixc', acs_auth: 'client_secret' });
  });

  it("keeps an IXC ACS record's way to its access token", () => {
    expect(customerFormFrom(STORED, { ...ACS, acs_kind: 'ixc', acs_auth: 'jwt' })).toMatchObject({ acs_kind: 'ixc', acs_auth: 'jwt' });
  });
});

describe('featureFlagsOf', () => {
  it("writes the check boxes and 'speed_test->URL' after the flags the form does not show", () => {
    expect(featureFlagsOf({ credit_card: true, speed_test_url: ' https://s.example ', other_flags: ['x'] })).toEqual([
      'x',
      'credit_card',
      'speed_test->https://s.example',
    ]);
    expect(featureFlagsOf({ credit_card: false, speed_test_url: '', other_flags: [] })).toEqual([]);
  });

  it("keeps a stored 'wifi' flag as it is: it has no box, as Wi-Fi follows the ACS", () => {
    const values = customerFormFrom({ ...STORED, feature_flags: ['wifi', 'credit_card'] }, null);
    expect(values.other_flags).toEqual(['wifi']);
    expect(featureFlagsOf(values)).toEqual(['wifi', 'credit_card']);
  });
});

describe('the late-boleto update', () => {
  it('is on for a new provider, shows what is stored, and goes in the body as ticked', () => {
    expect(NEW_CUSTOMER.update_late_boleto).toBe(true);
    expect(customerBodyFrom(NEW_CUSTOMER).update_late_boleto).toBe(true);
    const stored = customerFormFrom(STORED, null);
    expect(stored.update_late_boleto).toBe(false);
    expect(customerBodyFrom(stored).update_late_boleto).toBe(false);
    expect(customerBodyFrom({ ...stored, update_late_boleto: true }).update_late_boleto).toBe(true);
  });
});

describe('customerBodyFrom', () => {
  it('round-trips a stored provider, with blank text as null and blank secrets left out (kept)', () => {
    const body = customerBodyFrom(customerFormFrom(STORED, ACS));
    expect(body).toMatchObject({
      alias: 'Fibra Sul',
      horizontal_logo_url: null,
      process_id: null,
      invoice_window: '1_month',
      push_reminder_hour: '7',
      support_menu: 'chat',
    });
    expect(body.feature_flags).toEqual(['beta_x', 'credit_card', 'speed_test->https://speed.fibrasul.com.br']);
    expect(body).not.toHaveProperty('ixc_access_token');
    expect(body).not.toHaveProperty('provider_password');
  });

  it('shows the custom domains as one line and sends them as a list, lower-case, however they were separated', () => {
    const values = customerFormFrom(STORED, null);
    expect(values).toMatchObject({ custom_domains: 'portal.fibrasul.com.br, central.fibrasul.net', dpo_email: 'dpo@fibrasul.com.br' });
    expect(customerBodyFrom(values)).toMatchObject({
      custom_domains: ['portal.fibrasul.com.br', 'central.fibrasul.net'],
      dpo_email: 'dpo@fibrasul.com.br',
    });
    expect(customerBodyFrom({ ...values, custom_domains: ' Portal.FibraSul.com.br;central.fibrasul.net\n', dpo_email: ' ' })).toMatchObject(
      {
        custom_domains: ['portal.fibrasul.com.br', 'central.fibrasul.net'],
        dpo_email: null,
      },
    );
    expect(customerBodyFrom(NEW_CUSTOMER).custom_domains).toEqual([]);
  });

  it('sends a new token and password, and trims text', () => {
    const body = customerBodyFrom({ ...NEW_CUSTOMER, alias: ' Nova ', ixc_access_token: ' 12:abc ', provider_password: 'senha-forte-123' });
    expect(body).toMatchObject({ alias: 'Nova', ixc_access_token: '12:abc', provider_password: 'senha-forte-123' });
  });
});
