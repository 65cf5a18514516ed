import { WEB_PAGES, webAreaOf, type WebArea, type WebPage, type WebPagePath } from '@central/domain';

/**
 * Every page of the route manifest (@central/domain's web-routes) at a concrete address of the demo data, grouped by
 * who must be signed in to see it: the accessibility journeys (axe, 320 px, plain words) walk them all, and the bench measures one page
 * per module (scripts/bench/route-javascript.ts). A page the manifest gains is walked once it has an address here, or
 * is left out below with its reason; this module fails to load otherwise.
 */

/** The addresses of the pages with parameters; `{app}` and `{device}` are filled in by the journey, which creates them. */
const ADDRESSES: Partial<Record<WebPagePath, readonly string[]>> = {
  '/panel/financial/invoice/:invoice_id': ['/panel/financial/invoice/5004', '/panel/financial/invoice/5007'],
  '/panel/financial/invoice/:invoice_id/payment/boleto': ['/panel/financial/invoice/5004/payment/boleto'],
  '/panel/financial/invoice/:invoice_id/payment/pix': ['/panel/financial/invoice/5004/payment/pix'],
  '/panel/financial/invoice/:invoice_id/payment/card': ['/panel/financial/invoice/5003/payment/card'],
  '/panel/financial/invoice/:invoice_id/payment/card/new': ['/panel/financial/invoice/5003/payment/card/new'],
  '/panel/customer-service/:support_id': ['/panel/customer-service/7004'],
  '/panel/customer-service/:support_id/add-message': ['/panel/customer-service/7004/add-message'],
  '/panel/app/:customer_app_id/:contract_id/:service_id?': ['/panel/app/{app}/2001'],
  '/panel/device/:device_id': ['/panel/device/{device}'],
  '/panel/*': ['/panel/pagina-que-nao-existe'],
  '/adm/customer/:client_id/edit': ['/adm/customer/demo/edit'],
  '/adm/customer/:client_id/app/add': ['/adm/customer/demo/app/add'],
  '/adm/customer/:client_id/app/:appId/edit': ['/adm/customer/demo/app/{app}/edit'],
  '*': ['/nao-existe'],
};

/** Pages not walked, and why: each has journeys of its own. */
const LEFT_OUT: Partial<Record<WebPagePath, string>> = {
  '/send-password-restoration-request': 'a recovery step, reached from the one before it (recovery.spec.ts)',
  '/verification-code': 'a recovery step, reached from the one before it (recovery.spec.ts)',
  '/change-password': 'a recovery step, reached from the one before it (recovery.spec.ts)',
  '/password-changed-successfully': 'a recovery step, reached from the one before it (recovery.spec.ts)',
  '/panel/app/watchbr/:contract_id/:app_id': 'needs the Watch partner simulator (watch-connection.spec.ts)',
  '/panel/app/ole-tv/:contract_id/:app_id': 'needs the Watch partner simulator (watch-connection.spec.ts)',
  '/panel/app/atp-box/:contract_id/:app_id': 'needs the ATP Box partner simulator (atp-box.spec.ts)',
  '/panel/app/atp-box/:contract_id/:app_id/user': 'needs the ATP Box partner simulator (atp-box.spec.ts)',
  '/panel/app/atp-box/:contract_id/:app_id/user/edit': 'needs the ATP Box partner simulator (atp-box.spec.ts)',
  '/panel/app/tocalivros/:contract_id/:app_id': 'needs the Toca Livros partner simulator (books-app.spec.ts)',
  '/adm/*': "the admin's not-found screen (admin.spec.ts)",
};

/** A page at an address, and who must be signed in to see it (null: anyone). */
export interface RouteAddress {
  page: WebPage;
  address: string;
  session: WebArea | null;
}

/**
 * Every page walked, in the manifest's order; a page that only sends the browser elsewhere is not one. A page needs its
 * area's session when its area's code draws it: the sign-in pages and the terms need none.
 */
export const EVERY_ROUTE: readonly RouteAddress[] = WEB_PAGES.flatMap((page: WebPage) => {
  if ('redirect' in page || page.path in LEFT_OUT) return [];
  const addresses = ADDRESSES[page.path as WebPagePath] ?? [page.path];
  if (addresses.some((address) => /[:*]/.test(address))) throw new Error(`e2e/support/every-route.ts: give ${page.path} an address`);
  const area = webAreaOf(addresses[0]!);
  const session = area === 'public' ? null : area;
  return addresses.map((address) => ({ page, address, session }));
});

const addressesIn = (...areas: WebArea[]) => EVERY_ROUTE.filter(({ page }) => areas.includes(page.area)).map(({ address }) => address);

export const PUBLIC_PAGES = addressesIn('public');

/** Maria's pages (demo provider). */
export const SUBSCRIBER_PAGES = addressesIn('panel');

/** The admin back office on a host of no provider, its sign-in first. */
export const ADMIN_PAGES = addressesIn('admin');

/** The provider's sign-in and its page (demo provider). */
export const PROVIDER_PAGES = addressesIn('provider');
