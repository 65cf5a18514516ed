import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { appIntegrationValues, needsIntegration, PARTNER_METHODS, validateAppIntegration } from './admin-app-integration';
import { validateCustomerApp } from './admin-app';

const CONNECTION = { url: 'https://api.watch.test/v1', user: 'fibrasul', secret: 's3gr3do' };
const fresh = { secretStored: false };
const stored = { secretStored: true };

describe('validateAppIntegration', () => {
  it.each(PARTNER_METHODS)('accepts a complete connection for %s', (method) => {
    expect(validateAppIntegration(method, CONNECTION, fresh)).toEqual({});
  });

  it("names each missing field with 'Por favor, informe um/uma {campo}'", () => {
    expect(validateAppIntegration('watch', { url: ' ', user: '', secret: '  ' }, fresh)).toEqual({
      integration_url: 'Por favor, informe uma URL da integração',
      integration_user: 'Por favor, informe um usuário / client ID',
      integration_secret: 'Por favor, informe uma senha / client secret',
    });
    expect(validateAppIntegration('api_atp_box', null, fresh)).toMatchObject({
      integration_url: 'Por favor, informe uma URL da integração',
    });
  });

  it('keeps the stored secret when none is given', () => {
    expect(validateAppIntegration('watch', { ...CONNECTION, secret: '' }, stored)).toEqual({});
    expect(validateAppIntegration('watch', { url: CONNECTION.url, user: CONNECTION.user }, stored)).toEqual({});
  });

  it('asks for the secret again when the URL moves to another origin', () => {
    const kept = { secretStored: true, storedUrl: CONNECTION.url };
    expect(validateAppIntegration('api_atp_box', { ...CONNECTION, url: 'https://evil.example/v1', secret: '' }, kept)).toEqual({
      integration_secret: MESSAGES.integrationSecretRetype,
    });
    expect(validateAppIntegration('api_atp_box', { ...CONNECTION, url: 'https://evil.example/v1' }, kept)).toEqual({});
    expect(validateAppIntegration('api_atp_box', { ...CONNECTION, url: 'https://api.watch.test/v2', secret: '' }, kept)).toEqual({});
  });

  it("refuses a URL that is not http(s) or longer than 500 with 'Por favor, informe uma URL válida'", () => {
    for (const url of ['ftp://partner.test', 'partner.test', `https://partner.test/${'a'.repeat(480)}`]) {
      expect(validateAppIntegration('playhub', { ...CONNECTION, url }, fresh)).toEqual({
        integration_url: 'Por favor, informe uma URL válida',
      });
    }
  });

  it('keeps the user within 200 characters and the secret within 500', () => {
    expect(validateAppIntegration('login_sva', { ...CONNECTION, user: 'u'.repeat(200), secret: 's'.repeat(500) }, fresh)).toEqual({});
    expect(validateAppIntegration('login_sva', { ...CONNECTION, user: 'u'.repeat(201), secret: 's'.repeat(501) }, stored)).toEqual({
      integration_user: 'Por favor, informe no máximo 200 caracteres',
      integration_secret: 'Por favor, informe no máximo 500 caracteres',
    });
  });

  it('asks nothing of display_only and add_product_in_contract', () => {
    for (const method of ['display_only', 'add_product_in_contract']) {
      expect(needsIntegration(method)).toBe(false);
      expect(validateAppIntegration(method, { url: 'not a url' }, fresh)).toEqual({});
      expect(appIntegrationValues(method, CONNECTION)).toBeNull();
    }
  });
});

describe('appIntegrationValues', () => {
  it('trims the URL and the user, keeps the secret as given and reads a blank secret as none', () => {
    expect(appIntegrationValues('watch', { url: ' https://a.test ', user: ' id ', secret: ' pass ' })).toEqual({
      url: 'https://a.test',
      user: 'id',
      secret: ' pass ',
    });
    expect(appIntegrationValues('watch', { url: 'https://a.test', user: 'id', secret: '   ' })).toEqual({
      url: 'https://a.test',
      user: 'id',
      secret: null,
    });
  });
});

describe('validateCustomerApp with the connection', () => {
  const APP = { name: 'Watch', image: 'https://cdn.test/w.png', activation_criteria: 'product_in_contract', product_ids: ['880 - Watch'] };

  it('checks the connection of a partner method, once the method itself is valid', () => {
    expect(validateCustomerApp({ ...APP, integration_method: 'watch' })).toEqual({
      integration_url: 'Por favor, informe uma URL da integração',
      integration_user: 'Por favor, informe um usuário / client ID',
      integration_secret: 'Por favor, informe uma senha / client secret',
    });
    expect(validateCustomerApp({ ...APP, integration_method: 'watch', integration: { ...CONNECTION, secret: null } }, stored)).toEqual({});
    expect(validateCustomerApp({ ...APP, integration_method: 'netflix' })).toEqual({
      integration_method: 'Por favor, selecione uma opção da lista',
    });
  });
});
