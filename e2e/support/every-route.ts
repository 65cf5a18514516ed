/**
 * Every page of the product with a concrete address, grouped by who must be signed in to see it: the accessibility
 * and 320 px journeys walk them all. Keep in step with packages/domain/src/web-routes.ts (TENANT_PAGES) and
 * apps/web/src/app/staff-routes.tsx; pages that need a partner simulator (ATP Box, Toca Livros) have journeys of
 * their own and are left out here.
 */
export const PUBLIC_PAGES = ['/sign-in', '/request-password-restoration', '/termos-de-privacidade', '/aviso-de-privacidade', '/nao-existe'];

/** Maria's pages (demo provider); `{app}` and `{device}` are filled in by the journey, which creates them. */
export const SUBSCRIBER_PAGES = [
  '/panel',
  '/panel/security',
  '/panel/security/my-data',
  '/panel/notifications',
  '/panel/financial/credit-card',
  '/panel/financial/credit-card/new',
  '/panel/financial/invoices/to-pay',
  '/panel/financial/invoices/received',
  '/panel/financial/invoice/5004',
  '/panel/financial/invoice/5007',
  '/panel/financial/invoice/5004/payment/boleto',
  '/panel/financial/invoice/5004/payment/pix',
  '/panel/financial/invoice/5003/payment/card',
  '/panel/financial/invoice/5003/payment/card/new',
  '/panel/financial/nfs',
  '/panel/financial/contracts',
  '/panel/customer-service/request',
  '/panel/customer-service/in-progress',
  '/panel/customer-service/closed',
  '/panel/customer-service/7004',
  '/panel/customer-service/7004/add-message',
  '/panel/app/{app}/2001',
  '/panel/app/atplus-oletv',
  '/panel/devices',
  '/panel/device/{device}',
  '/panel/speed-test',
  '/panel/pagina-que-nao-existe',
];

/** The admin back office on a host of no provider; `{app}` is the app the journey created. */
export const ADMIN_PAGES = [
  '/auth/adm/sign-in',
  '/adm/customers',
  '/adm/customer/new',
  '/adm/customer/demo/edit',
  '/adm/customer/demo/app/add',
  '/adm/customer/demo/app/{app}/edit',
];

/** The provider's sign-in and its page (demo provider). */
export const PROVIDER_PAGES = ['/admin', '/provider'];
