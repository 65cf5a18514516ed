/**
 * The web app's pages, in React Router's path syntax, for the server: it answers 200 for these and 404 (with the same
 * index.html, so the app shows its not-found screen) for any other address. apps/web/src/app/routes.tsx keeps its own
 * route objects; apps/web/src/app/web-routes.test.ts fails when the two lists disagree.
 */
export const TENANT_PAGES = [
  '/',
  '/sign-in',
  '/request-password-restoration',
  '/send-password-restoration-request',
  '/verification-code',
  '/change-password',
  '/password-changed-successfully',
  '/termos-de-privacidade',
  '/aviso-de-privacidade',
  '/panel',
  '/panel/security',
  '/panel/security/my-data',
  '/panel/notifications',
  '/panel/financial/credit-card',
  '/panel/financial/credit-card/new',
  '/panel/financial/invoices/to-pay',
  '/panel/financial/invoices/received',
  '/panel/financial/invoice/:invoice_id',
  '/panel/financial/invoice/:invoice_id/payment/boleto',
  '/panel/financial/invoice/:invoice_id/payment/pix',
  '/panel/financial/invoice/:invoice_id/payment/card',
  '/panel/financial/invoice/:invoice_id/payment/card/new',
  '/panel/financial/nfs',
  '/panel/financial/contracts',
  '/panel/customer-service/request',
  '/panel/customer-service/in-progress',
  '/panel/customer-service/closed',
  '/panel/customer-service/:support_id',
  '/panel/customer-service/:support_id/add-message',
  '/panel/app/watchbr/:contract_id/:app_id',
  '/panel/app/ole-tv/:contract_id/:app_id',
  '/panel/app/atplus-oletv',
  '/panel/app/atp-box/:contract_id/:app_id',
  '/panel/app/atp-box/:contract_id/:app_id/user',
  '/panel/app/atp-box/:contract_id/:app_id/user/edit',
  '/panel/app/tocalivros/:contract_id/:app_id',
  '/panel/speed-test',
  '/panel/devices',
  '/panel/device/:device_id',
  '/panel/app/:customer_app_id/:contract_id/:service_id?',
] as const;

/** The admin's and the provider's areas: every address under them is theirs, on any host (their own 404 screens apply). */
export const STAFF_AREAS = ['/auth/adm', '/adm', '/admin', '/provider'] as const;

const tenantPage = new RegExp(`^(?:${TENANT_PAGES.map(patternSource).join('|')})/?$`);
const staffArea = new RegExp(`^(?:${STAFF_AREAS.join('|')})(?:/|$)`);

/** Whether `pathname` (no query string) is one of a provider's pages. */
export function isTenantPage(pathname: string): boolean {
  return tenantPage.test(pathname);
}

/** Whether `pathname` (no query string) lies in the admin's or the provider's area. */
export function isStaffPage(pathname: string): boolean {
  return staffArea.test(pathname);
}

/** `/a/:id/:opt?` → `/a/[^/]+(?:/[^/]+)?`; the patterns have no other special characters. */
function patternSource(pattern: string): string {
  if (pattern === '/') return '';
  return pattern
    .split('/')
    .slice(1)
    .map((segment) => (segment.endsWith('?') ? `(?:/${segmentSource(segment.slice(0, -1))})?` : `/${segmentSource(segment)}`))
    .join('');
}

function segmentSource(segment: string): string {
  return segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
}

/** The lazily loaded areas of the web app (apps/web/src/areas/<area>), each holding the code of its pages. */
export type WebArea = 'public' | 'panel' | 'admin' | 'provider';

const AREA_PREFIXES: ReadonlyArray<[string, WebArea]> = [
  ['/panel', 'panel'],
  ['/adm', 'admin'],
  ['/provider', 'provider'],
];

/**
 * Pages drawn by a chunk of their own, outside every area (the terms, the admin's and the provider's sign-in): a sign-in
 * page brings its form alone, not the pages behind it. The server preloads that chunk (server plugins/page-preloads.ts).
 */
const STANDALONE_PAGES = ['/termos-de-privacidade', '/aviso-de-privacidade', '/auth/adm', '/admin'];

/**
 * The area whose code draws `pathname` (no query string), for the server to have the browser fetch it early; null for
 * a page of its own. Recovery's pages count as public: they share its form chunks.
 */
export function webAreaOf(pathname: string): WebArea | null {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (STANDALONE_PAGES.some(under)) return null;
  return AREA_PREFIXES.find(([prefix]) => under(prefix))?.[1] ?? 'public';
}
