import { describe, expect, it } from 'vitest';
import { isValidImageUrl, lookupEntryId, validateAdminCustomer } from './admin-customer';
import { isValidUrl } from './service-url';
import { MESSAGES } from './messages';

const VALID = {
  client_id: 'fibra-sul',
  alias: 'Fibra Sul',
  ixc_domain: 'ixc.fibrasul.com.br',
  ixc_access_token: '12:abc',
  primary_color: '#0a7d3b',
  vertical_logo_url: 'https://cdn.fibrasul.com.br/logo.svg',
  department_id: '3',
};

describe('validateAdminCustomer', () => {
  it('accepts a complete provider', () => {
    expect(validateAdminCustomer(VALID, { creating: true })).toEqual({});
  });

  it("names each missing required field with 'Por favor, informe um/uma {campo}'", () => {
    expect(validateAdminCustomer({}, { creating: true })).toEqual({
      client_id: 'Por favor, informe um Client ID',
      alias: 'Por favor, informe um Aliás',
      ixc_domain: 'Por favor, informe um domínio do IXC',
      primary_color: 'Por favor, informe uma cor primária',
      vertical_logo_url: 'Por favor, informe um logo vertical',
      department_id: 'Por favor, informe um ID do departamento',
      ixc_access_token: 'Por favor, informe um token de acesso do IXC',
    });
  });

  it("requires the department (IXC's setor / id_ticket_setor) with the other fields' words, and digits in it", () => {
    for (const blank of [undefined, null, '', '  ']) {
      expect(validateAdminCustomer({ ...VALID, department_id: blank }, { creating: true })).toEqual({
        department_id: 'Por favor, informe um ID do departamento',
      });
    }
    expect(validateAdminCustomer({ ...VALID, department_id: 'suporte' }, { creating: true })).toEqual({
      department_id: MESSAGES.lookupIdInvalid,
    });
  });

  it('keeps a stored ERP token when the edit leaves it empty', () => {
    const { ixc_access_token: _token, ...rest } = VALID;
    expect(validateAdminCustomer(rest, { creating: false, storedSecrets: { ixc_access_token: true } })).toEqual({});
    expect(validateAdminCustomer(rest, { creating: false })).toHaveProperty('ixc_access_token');
  });

  it('asks for the ERP token again when ixc_domain moves to another origin, and only then', () => {
    const { ixc_access_token: _token, ...rest } = VALID;
    const edit = (ixcDomain: string, token?: string) =>
      validateAdminCustomer(
        { ...rest, ixc_domain: ixcDomain, ixc_access_token: token },
        { creating: false, storedSecrets: { ixc_access_token: true }, storedIxcDomain: 'ixc.fibrasul.com.br' },
      );
    expect(edit('https://evil.example')).toEqual({ ixc_access_token: MESSAGES.ixcTokenRetype });
    expect(edit('http://ixc.fibrasul.com.br')).toEqual({ ixc_access_token: MESSAGES.ixcTokenRetype });
    expect(edit('https://evil.example', '12:novo')).toEqual({});
    expect(edit('https://ixc.fibrasul.com.br/webservice/v1')).toEqual({});
  });

  it("refuses an ixc_domain the server could not call, such as 'http://[::1'", () => {
    for (const ixcDomain of ['http://[::1', 'ixc.fibrasul.com.br:99999', 'ftp://ixc.x.com', `${'a'.repeat(501)}.com`]) {
      expect([ixcDomain, validateAdminCustomer({ ...VALID, ixc_domain: ixcDomain }, { creating: true })]).toEqual([
        ixcDomain,
        { ixc_domain: MESSAGES.urlInvalid },
      ]);
    }
  });

  it('checks the custom domains and the DPO e-mail', () => {
    expect(
      validateAdminCustomer({ ...VALID, custom_domains: ['portal.fibrasul.com.br'], dpo_email: 'dpo@fibrasul.com.br' }, { creating: true }),
    ).toEqual({});
    expect(
      validateAdminCustomer({ ...VALID, custom_domains: ['https://portal.fibrasul.com.br'], dpo_email: 'dpo@' }, { creating: true }),
    ).toEqual({
      custom_domains: MESSAGES.customDomainInvalid,
      dpo_email: MESSAGES.adminEmailInvalid,
    });
  });

  it('refuses a client_id that is not a DNS label, bad colours, URLs and short provider passwords', () => {
    const problems = validateAdminCustomer(
      {
        ...VALID,
        client_id: 'Fibra_Sul',
        secondary_color: 'red',
        favicon_url: 'javascript:alert(1)',
        faq_url: `https://x.com/${'a'.repeat(500)}`,
        provider_password: 'short',
        contact_email: 'not-an-email',
        timezone: 'Mars/Olympus',
      },
      { creating: true },
    );
    expect(problems).toEqual({
      client_id: 'Client ID inválido: use letras minúsculas, números e hífen (até 63 caracteres)',
      secondary_color: 'Por favor, informe uma cor no formato #RRGGBB',
      favicon_url: 'Por favor, informe uma URL válida',
      faq_url: 'Por favor, informe uma URL válida',
      provider_password: 'A senha do provedor deve ter no mínimo 12 caracteres',
      contact_email: 'Por favor, informe um e-mail válido',
      timezone: 'Por favor, informe um fuso horário válido',
    });
  });
});

describe('subjects, feature flags and choices', () => {
  it("refuses a subject that is not 'digits - text' and one added twice", () => {
    expect(validateAdminCustomer({ ...VALID, subjects: ['12 - Sem conexão', 'Boleto'] }, { creating: true })).toEqual({
      subjects: 'ID do assunto inválido',
    });
    expect(validateAdminCustomer({ ...VALID, subjects: ['12 - Sem conexão', '012 - Outra vez'] }, { creating: true })).toEqual({
      subjects: 'Assunto já adicionado',
    });
    expect(validateAdminCustomer({ ...VALID, subjects: ['12 - Sem conexão', '13 - Boleto'] }, { creating: true })).toEqual({});
  });

  it('takes feature flags of up to 600 characters each', () => {
    const speedTest = `speed_test->https://speed.example.com/${'a'.repeat(500)}`;
    expect(validateAdminCustomer({ ...VALID, feature_flags: ['credit_card', speedTest] }, { creating: true })).toEqual({});
    expect(validateAdminCustomer({ ...VALID, feature_flags: ['x'.repeat(601)] }, { creating: true })).toEqual({
      feature_flags: 'Por favor, informe no máximo 600 caracteres',
    });
  });

  it("answers 'Dados inválidos' for a choice the form does not offer", () => {
    const choices = { support_type: 'email', support_menu: 'both', app_activation: 'never', invoice_window: '2_months' };
    expect(validateAdminCustomer({ ...VALID, ...choices }, { creating: true })).toEqual({
      support_type: 'Dados inválidos',
      support_menu: 'Dados inválidos',
      app_activation: 'Dados inválidos',
      invoice_window: 'Dados inválidos',
    });
    const valid = { support_type: 'os', support_menu: 'chat', app_activation: 'chat', invoice_window: '1_month' };
    expect(validateAdminCustomer({ ...VALID, ...valid }, { creating: true })).toEqual({});
  });
});

describe('URLs and lookup entries', () => {
  it('accept http(s) addresses with a host only', () => {
    expect(isValidUrl('https://demo.localhost:5173/logo.png')).toBe(true);
    expect(isValidUrl('http://10.0.0.1/x?y=1')).toBe(true);
    expect(isValidUrl('ftp://x.com')).toBe(false);
    expect(isValidUrl('https://')).toBe(false);
    expect(isValidUrl('https://a b.com')).toBe(false);
  });

  it('take small inline images for the image fields only', () => {
    const inline = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
    expect(isValidImageUrl(inline)).toBe(true);
    expect(isValidImageUrl('data:text/html,<script>alert(1)</script>')).toBe(false);
    expect(isValidImageUrl(`data:image/png;base64,${'A'.repeat(5_000)}`)).toBe(true);
    expect(isValidImageUrl(`data:image/png;base64,${'A'.repeat(10_000)}`)).toBe(false);
    expect(isValidImageUrl(`https://example.com/${'a'.repeat(500)}.png`)).toBe(false);
    expect(validateAdminCustomer({ ...VALID, vertical_logo_url: inline, faq_url: inline }, { creating: true })).toEqual({
      faq_url: 'Por favor, informe uma URL válida',
    });
  });

  it("read the id of an 'id - label' entry", () => {
    expect(lookupEntryId('12 - Sem conexão')).toBe('12');
    expect(lookupEntryId('Sem conexão')).toBeNull();
  });
});
