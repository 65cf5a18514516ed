import { describe, expect, it } from 'vitest';
import { saysText } from '../partner-app/answer';
import { PARTNER_TEXTS, readFound, readProvisioned, SVA_LOGIN_PATHS, subscriberBody } from './wire';

describe('the SVA login wire', () => {
  it('builds the provisioning body: trimmed text, digits-only document and phone, no empty phone', () => {
    expect(
      subscriberBody({
        externalId: '4021',
        name: ' Maria ',
        email: ' m@x.co ',
        document: '12.345.678/0001-95',
        phone: '+55 (11) 98765-4321',
      }),
    ).toEqual({
      external_id: '4021',
      name: 'Maria',
      email: 'm@x.co',
      document: '12345678000195',
      phone: '5511987654321',
    });
    expect(subscriberBody({ externalId: '1', name: 'M', email: 'm@x.co', document: '52998224725', phone: ' - ' })).not.toHaveProperty(
      'phone',
    );
  });

  it('reads the answers, and nothing without a login', () => {
    expect(readProvisioned({ login: 'm@x.co', password: 'p4ss', status: 'active' })).toEqual({ login: 'm@x.co', password: 'p4ss' });
    expect(readProvisioned({ login: 'm@x.co', status: 'active' })).toEqual({ login: 'm@x.co', password: null });
    expect(readProvisioned({ password: 'p4ss' })).toBeUndefined();
    expect(readFound({ external_id: '1', login: 'm@x.co', status: 'suspended' })).toEqual({ login: 'm@x.co', active: false });
    expect(readFound([])).toBeUndefined();
  });

  it("recognises the spec's texts whatever the case and punctuation", () => {
    expect(saysText('Login already registered for this contract.', PARTNER_TEXTS.loginExists)).toBe(true);
    expect(saysText('Erro: Try another e-mail!', PARTNER_TEXTS.emailInUse)).toBe(true);
    expect(saysText('invalid email', PARTNER_TEXTS.emailInUse)).toBe(false);
    expect(saysText('TRY ANOTHER EMAIL', PARTNER_TEXTS.emailInUse)).toBe(true);
    expect(saysText(undefined, PARTNER_TEXTS.emailInUse)).toBe(false);
  });

  it('escapes the contract id in paths', () => {
    expect(SVA_LOGIN_PATHS.passwordReset('a/b')).toBe('/v1/subscribers/a%2Fb/password-reset');
  });
});
