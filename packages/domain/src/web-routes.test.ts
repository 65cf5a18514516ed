import { describe, expect, it } from 'vitest';
import { isStaffPage, isTenantPage, preloadsOf, staffAreas, webAreaOf, webPageOf, WEB_PAGES } from './web-routes';

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
    ['/provider', 'provider'],
    ['/sign-in', 'public'],
    ['/', 'public'],
    ['/verification-code', 'public'],
    ['/password-changed-successfully', 'public'],
    ['/admin/x', null],
    ['/termos-de-privacidade', null],
    ['/aviso-de-privacidade', null],
    ['/panel/security/my-data', 'panel'],
  ] as const)('%s is drawn by the %s area', (path, area) => expect(webAreaOf(path)).toBe(area));

  // Not pages: the astronaut draws them, with no area's code.
  it.each(['/panelx', '/administrar', '/provider/broadcast', '/auth/adm/x'])('%s is drawn by no area', (path) =>
    expect(webAreaOf(path)).toBeNull(),
  );
});

describe('webPageOf', () => {
  it.each([
    ['/panel/customer-service/request', '/panel/customer-service/request'],
    ['/panel/customer-service/7004', '/panel/customer-service/:support_id'],
    ['/panel/app/atp-box/1/2', '/panel/app/atp-box/:contract_id/:app_id'],
    ['/panel/app/atplus-oletv', '/panel/app/atplus-oletv'],
    ['/panel/app/7/12', '/panel/app/:customer_app_id/:contract_id/:service_id?'],
    ['/panel/nada/mais', '/panel/*'],
    ['/adm/', '/adm'],
    ['/adm/customer/demo/app/9/edit', '/adm/customer/:client_id/app/:appId/edit'],
    ['/nada', '*'],
  ])('draws %s with %s, the most specific pattern it fits', (pathname, path) => expect(webPageOf(pathname)?.path).toBe(path));

  it('has one page per path', () => expect(new Set(WEB_PAGES.map((page) => page.path)).size).toBe(WEB_PAGES.length));
});

describe('preloadsOf', () => {
  const preloads = (path: string) => preloadsOf(WEB_PAGES.find((page) => page.path === path)!);

  it("names the layout's module and the page's own, once each", () => {
    expect(preloads('/panel')).toEqual(['areas/panel']);
    expect(preloads('/panel/financial/nfs')).toEqual(['areas/panel', 'areas/panel/financial/documents']);
    expect(preloads('/adm/customer/new')).toEqual(['areas/admin', 'areas/admin/form-pages']);
    expect(preloads('/termos-de-privacidade')).toEqual(['areas/public/TermsPage']);
  });

  it('names what a page says instead, and nothing for a redirect outside a layout', () => {
    expect(preloads('/verification-code')).toEqual(['areas/public']);
    expect(preloads('/auth/adm')).toEqual([]);
    expect(preloads('*')).toEqual([]);
  });
});

describe('staffAreas', () => {
  it("are the admin's and the provider's pages under no other of theirs", () =>
    expect(staffAreas()).toEqual(['/auth/adm', '/adm', '/admin', '/provider']));
});
