import { describe, expect, it } from 'vitest';
import { isStaffPage, isTenantPage, webAreaOf } from './web-routes';

describe('web pages', () => {
  it.each([
    '/',
    '/sign-in',
    '/panel',
    '/panel/',
    '/panel/financial/invoices/to-pay',
    '/panel/financial/invoice/5004/payment/pix',
    '/panel/device/abc',
    '/panel/app/7/12',
    '/panel/app/7/12/3',
  ])('knows %s as a provider page', (path) => expect(isTenantPage(path)).toBe(true));

  it.each([
    '/nada',
    '/sign-in/x',
    '/panel/nada',
    '/panel/financial/invoice',
    '/panel/device/a/b',
    '/panel/app/7',
    '/panel/app/7/12/3/4',
    '/sign-inx',
    '//',
  ])('does not know %s', (path) => expect(isTenantPage(path)).toBe(false));

  it('takes every address under the admin and provider areas, and nothing that only starts like them', () => {
    expect(['/adm', '/adm/customers', '/adm/nada', '/auth/adm/sign-in', '/admin', '/provider'].every(isStaffPage)).toBe(true);
    expect(['/administrator', '/providers', '/auth', '/panel'].some(isStaffPage)).toBe(false);
  });
});

describe('webAreaOf', () => {
  it.each([
    ['/panel', 'panel'],
    ['/panel/financial/invoice/5004', 'panel'],
    ['/auth/adm', null],
    ['/auth/adm/sign-in', null],
    ['/adm/customers', 'admin'],
    ['/admin', null],
    ['/provider/broadcast', 'provider'],
    ['/sign-in', 'public'],
    ['/', 'public'],
    ['/verification-code', 'public'],
    ['/panelx', 'public'],
    ['/administrar', 'public'],
    ['/termos-de-privacidade', null],
    ['/aviso-de-privacidade', null],
    ['/panel/security/my-data', 'panel'],
  ] as const)('%s is drawn by the %s area', (path, area) => expect(webAreaOf(path)).toBe(area));
});
