/**
 * The web app's route manifest: every page, in React Router's path syntax, with the area it belongs to, the module
 * whose code draws it and the chunks the server has the browser fetch with its HTML. Everything that needs the list of
 * pages derives it from here: the web app's route table (apps/web/src/app/routes.tsx), the server's 200 or 404 and its
 * modulepreloads (apps/server/src/plugins/web-app.ts, page-preloads.ts), the bench's pages and the journeys' every-route
 * list (e2e/support/every-route.ts). This package imports no web code: modules and their exports are named by strings,
 * which apps/web/src/app/routes.test.ts checks against the app's code and React Router's matching.
 */

/** The lazily loaded areas of the web app (apps/web/src/areas/<area>), each holding the code of its pages. */
export type WebArea = 'public' | 'panel' | 'admin' | 'provider';

/**
 * A module of the web app that draws pages, fetched when one of them opens: its path under apps/web/src, without the
 * extension (a folder stands for its index.ts). The web app maps each to its lazy import (apps/web/src/app/page-modules.ts);
 * the server finds its chunk in the build's manifest by that path.
 */
export type PageModule =
  | 'areas/public'
  | 'areas/public/recovery'
  | 'areas/public/TermsPage'
  | 'areas/public/PrivacyNoticePage'
  | 'areas/panel'
  | 'areas/panel/financial'
  | 'areas/panel/financial/documents'
  | 'areas/panel/cards'
  | 'areas/panel/support'
  | 'areas/panel/SecurityPage'
  | 'areas/panel/MyDataPage'
  | 'areas/panel/NotificationsPage'
  | 'areas/panel/apps'
  | 'areas/panel/atp-box'
  | 'areas/panel/devices'
  | 'areas/panel/connection'
  | 'features/speed-test/SpeedTestPage'
  | 'areas/admin'
  | 'areas/admin/form-pages'
  | 'areas/admin/AdminSignInPage'
  | 'areas/provider'
  | 'areas/provider/ProviderSignInPage'
  | 'components/NotFoundPage';

/** Each area's own chunk: the code its pages share (its shell, its session check). */
export const AREA_MODULES = {
  public: 'areas/public',
  panel: 'areas/panel',
  admin: 'areas/admin',
  provider: 'areas/provider',
} as const satisfies Record<WebArea, PageModule>;

/** What draws a page or a layout: exports of a page module, by name. */
export interface PageCode {
  module: PageModule;
  /** The React component. */
  component: string;
  /** Its loader (React Router's `loader`), if any. */
  loader?: string;
  /** Its `shouldRevalidate`, if any. */
  shouldRevalidate?: string;
}

/**
 * A route around pages, drawn with them: the sign-in's card (no address of its own), the panel's and the admin's
 * shells. Its key is its React Router route id (`useRouteLoaderData('panel')`).
 */
export interface WebLayout {
  path?: string;
  area: WebArea;
  code: PageCode;
}

export type WebLayoutId = 'login' | 'panel' | 'admin';

export const WEB_LAYOUTS: Readonly<Record<WebLayoutId, WebLayout>> = {
  login: { area: 'public', code: { module: 'areas/public', component: 'LoginLayout' } },
  panel: { path: '/panel', area: 'panel', code: { module: 'areas/panel', component: 'PanelShell' } },
  admin: {
    path: '/adm',
    area: 'admin',
    code: { module: 'areas/admin', component: 'AdminShell', loader: 'adminLoader', shouldRevalidate: 'adminShouldRevalidate' },
  },
};

export interface WebPage {
  /** Absolute, in React Router's syntax (`:param`, an optional `:param?`, a final `*` for every address under it). */
  path: string;
  area: WebArea;
  /** The layout it is drawn in, whose path is the start of its own. */
  layout?: WebLayoutId;
  /** What draws it; a page that only sends the browser on has `redirect` instead. */
  code?: PageCode;
  /** Where the page sends the browser at once (replacing it in the history). */
  redirect?: string;
  /**
   * The modules whose chunks (beside the boot chunk) the server names in the page's HTML, for the browser to fetch while
   * the boot chunk still arrives: by default its layout's and its own. The area's session is written into the page when
   * its area's own chunk is among them (webAreaOf).
   */
  preload?: readonly PageModule[];
}

const RECOVERY = 'areas/public/recovery';
const PANEL = 'areas/panel';
const FINANCIAL = 'areas/panel/financial';
const DOCUMENTS = 'areas/panel/financial/documents';
const CARDS = 'areas/panel/cards';
const SUPPORT = 'areas/panel/support';
const APPS = 'areas/panel/apps';
const ATP_BOX = 'areas/panel/atp-box';
const DEVICES = 'areas/panel/devices';
const ADMIN = 'areas/admin';
const ADMIN_FORMS = 'areas/admin/form-pages';

/** A page drawn by `component` of `module` (and its `loader`). */
const code = (module: PageModule, component: string, loader?: string): PageCode =>
  loader ? { module, component, loader } : { module, component };
/**
 * A recovery step: drawn in the sign-in's card. Its HTML names the sign-in's chunk, not the steps' own: a step is
 * mostly reached from the sign-in page, whose chunk is already in.
 */
const recovery = <P extends string>(path: P, component: string, loader?: string) =>
  ({ path, area: 'public', layout: 'login', code: code(RECOVERY, component, loader), preload: ['areas/public'] }) as const;
/** A page of the subscriber's panel, at `/panel/${path}`. */
const panel = <P extends string>(path: P, module: PageModule, component: string) =>
  ({ path: `/panel/${path}`, area: 'panel', layout: 'panel', code: code(module, component) }) as const;
/** A page of the admin's back office, at `/adm/${path}`. */
const admin = <P extends string>(path: P, module: PageModule, component: string) =>
  ({ path: `/adm/${path}`, area: 'admin', layout: 'admin', code: code(module, component) }) as const;

/** Every page, in the order React Router takes them when two rank the same (it ranks the most specific first). */
export const WEB_PAGES = [
  // The bare address sends to the sign-in; its HTML already names the sign-in's chunk.
  { path: '/', area: 'public', redirect: '/sign-in', preload: ['areas/public'] },
  { path: '/sign-in', area: 'public', layout: 'login', code: code('areas/public', 'SignInPage', 'signInLoader') },
  recovery('/request-password-restoration', 'RequestRestorationPage'),
  recovery('/send-password-restoration-request', 'ChooseEmailPage', 'chooseEmailLoader'),
  recovery('/verification-code', 'VerificationCodePage', 'verificationCodeLoader'),
  recovery('/change-password', 'NewPasswordPage', 'newPasswordLoader'),
  recovery('/password-changed-successfully', 'PasswordChangedPage'),
  { path: '/termos-de-privacidade', area: 'public', code: code('areas/public/TermsPage', 'TermsPage') },
  { path: '/aviso-de-privacidade', area: 'public', code: code('areas/public/PrivacyNoticePage', 'PrivacyNoticePage') },

  { path: '/panel', area: 'panel', layout: 'panel', code: code(PANEL, 'HomePage') },
  panel('security', 'areas/panel/SecurityPage', 'SecurityPage'),
  panel('security/my-data', 'areas/panel/MyDataPage', 'MyDataPage'),
  panel('notifications', 'areas/panel/NotificationsPage', 'NotificationsPage'),
  panel('financial/credit-card', CARDS, 'CardsPage'),
  panel('financial/credit-card/new', CARDS, 'NewCardPage'),
  panel('financial/invoices/to-pay', FINANCIAL, 'InvoicesToPayPage'),
  panel('financial/invoices/received', FINANCIAL, 'InvoicesReceivedPage'),
  panel('financial/invoice/:invoice_id', FINANCIAL, 'InvoiceDetailPage'),
  panel('financial/invoice/:invoice_id/payment/boleto', FINANCIAL, 'BoletoPage'),
  panel('financial/invoice/:invoice_id/payment/pix', FINANCIAL, 'PixPage'),
  panel('financial/invoice/:invoice_id/payment/card', CARDS, 'InvoiceCardPaymentPage'),
  panel('financial/invoice/:invoice_id/payment/card/new', CARDS, 'NewCardPage'),
  panel('financial/nfs', DOCUMENTS, 'FiscalNotesPage'),
  panel('financial/contracts', DOCUMENTS, 'ContractsPage'),
  panel('customer-service/request', SUPPORT, 'SupportRequestPage'),
  panel('customer-service/in-progress', SUPPORT, 'SupportsInProgressPage'),
  panel('customer-service/closed', SUPPORT, 'ClosedSupportsPage'),
  panel('customer-service/:support_id', SUPPORT, 'SupportDetailPage'),
  panel('customer-service/:support_id/add-message', SUPPORT, 'AddSupportMessagePage'),
  // docs/product: the Watch (Olé TV) pages and the generic app page show the same page for now.
  panel('app/watchbr/:contract_id/:app_id', APPS, 'AppPage'),
  panel('app/ole-tv/:contract_id/:app_id', APPS, 'AppPage'),
  panel('app/:customer_app_id/:contract_id/:service_id?', APPS, 'AppPage'),
  // The Olé TV address that names no contract: the page asks which (GET /atplus/oletv/check).
  panel('app/atplus-oletv', APPS, 'OletvPage'),
  // The ATP Box; the user to edit is named by `?id=` (features/cloud-storage/paths.ts).
  panel('app/atp-box/:contract_id/:app_id', ATP_BOX, 'AtpBoxPage'),
  panel('app/atp-box/:contract_id/:app_id/user', ATP_BOX, 'AddCloudUserPage'),
  panel('app/atp-box/:contract_id/:app_id/user/edit', ATP_BOX, 'EditCloudUserPage'),
  panel('app/tocalivros/:contract_id/:app_id', APPS, 'BooksAppPage'),
  panel('devices', DEVICES, 'DevicesPage'),
  panel('device/:device_id', DEVICES, 'DevicePage'),
  panel('speed-test', 'features/speed-test/SpeedTestPage', 'SpeedTestPage'),
  panel('connection', 'areas/panel/connection', 'ConnectionPage'),
  panel('*', PANEL, 'PanelNotFound'),

  // The admin's and the provider's pages work on any host: a provider's (in its colours) and one that is no provider.
  { path: '/auth/adm', area: 'admin', redirect: '/auth/adm/sign-in' },
  { path: '/auth/adm/sign-in', area: 'admin', code: code('areas/admin/AdminSignInPage', 'AdminSignInPage') },
  // Signed in: the customer list; otherwise the shell's loader sends to /auth/adm/sign-in.
  { path: '/adm', area: 'admin', layout: 'admin', redirect: '/adm/customers' },
  admin('customers', ADMIN, 'CustomersPage'),
  admin('customer/new', ADMIN_FORMS, 'NewCustomerPage'),
  admin('customer/:client_id/edit', ADMIN_FORMS, 'EditCustomerPage'),
  admin('customer/:client_id/app/add', ADMIN_FORMS, 'AddAppPage'),
  admin('customer/:client_id/app/:appId/edit', ADMIN_FORMS, 'EditAppPage'),
  admin('*', ADMIN, 'AdminNotFound'),
  { path: '/admin', area: 'provider', code: code('areas/provider/ProviderSignInPage', 'ProviderSignInPage') },
  { path: '/provider', area: 'provider', code: code('areas/provider', 'ProviderPage', 'providerLoader') },

  // Any other address: the astronaut. Its HTML names nothing (on a provider's host it is a 404).
  { path: '*', area: 'public', code: code('components/NotFoundPage', 'NotFoundPage'), preload: [] },
] as const satisfies readonly WebPage[];

/** A page's path, as the manifest writes it. */
export type WebPagePath = (typeof WEB_PAGES)[number]['path'];

/** Whether a page is the not-found screen of the addresses under it (`/panel/*`), not a page of its own. */
export const isNotFoundPage = (page: WebPage): boolean => page.path.endsWith('*');

/** The admin's and the provider's pages; every other page is a provider's (a subscriber's, or the public ones). */
export const isStaffArea = (area: WebArea): boolean => area === 'admin' || area === 'provider';

/** The modules whose chunks a page's HTML names (see WebPage.preload). */
export function preloadsOf(page: WebPage): readonly PageModule[] {
  if (page.preload) return page.preload;
  const modules = [page.layout && WEB_LAYOUTS[page.layout].code.module, page.code?.module].filter((module) => module !== undefined);
  return [...new Set(modules)];
}

/**
 * The admin's and the provider's areas: every address under them is theirs, on any host (their own 404 screens apply).
 * They are the paths of their pages that lie under no other such path.
 */
export function staffAreas(): readonly string[] {
  return (memo.staffAreas ??= (() => {
    const paths = pages()
      .filter((page) => isStaffArea(page.area) && !isNotFoundPage(page))
      .map((page) => page.path);
    return paths.filter((path) => !paths.some((other) => other !== path && path.startsWith(`${other}/`)));
  })());
}

/** Whether `pathname` (no query string) is one of a provider's pages. */
export function isTenantPage(pathname: string): boolean {
  return compiled().some(({ page, pattern }) => !isStaffArea(page.area) && !isNotFoundPage(page) && pattern.test(pathname));
}

/** Whether `pathname` (no query string) lies in the admin's or the provider's area. */
export function isStaffPage(pathname: string): boolean {
  return staffAreas().some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

/**
 * The page that draws `pathname` (no query string), as React Router picks it: of the pages whose pattern it fits, the
 * most specific (routes.test.ts in the web app compares the two). Undefined for none (a path that is not absolute).
 */
export function webPageOf(pathname: string): WebPage | undefined {
  let best: { page: WebPage; score: number } | undefined;
  for (const { page, pattern, score } of compiled()) {
    if (pattern.test(pathname) && (!best || score > best.score)) best = { page, score };
  }
  return best?.page;
}

/**
 * The area whose code draws `pathname` (no query string), for the server to write that area's session into the page:
 * the page's area when its HTML names the area's own chunk; null for a page of its own (the terms, the admin's and the
 * provider's sign-in) and for the not-found screen.
 */
export function webAreaOf(pathname: string): WebArea | null {
  const page = webPageOf(pathname);
  return page && preloadsOf(page).includes(AREA_MODULES[page.area]) ? page.area : null;
}

const pages = (): readonly WebPage[] => WEB_PAGES;

/** Built on first use, not when the module loads: the web app's boot imports this module for WEB_PAGES alone. */
const memo: { staffAreas?: readonly string[]; compiled?: Array<{ page: WebPage; pattern: RegExp; score: number }> } = {};

function compiled() {
  return (memo.compiled ??= pages().map((page) => {
    // The last page, `*`, is relative to the root: React Router reads it as `/*`.
    const path = page.path.startsWith('/') ? page.path : `/${page.path}`;
    return { page, pattern: new RegExp(`^${patternSource(path)}/?$`), score: scoreOf(path) };
  }));
}

/**
 * `/a/:id/:opt?` → `/a/[^/]+(?:/[^/]+)?`, `/a/*` → `/a(?:/.*)?`; the patterns have no other special characters. Case
 * matters, unlike in React Router: `/Sign-In` is drawn, but not counted as a page.
 */
function patternSource(pattern: string): string {
  if (pattern === '/') return '';
  return pattern
    .split('/')
    .slice(1)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.endsWith('?')) return `(?:/${segmentSource(segment.slice(0, -1))})?`;
      return `/${segmentSource(segment)}`;
    })
    .join('');
}

function segmentSource(segment: string): string {
  return segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
}

/** React Router's ranking: a point per segment, 10 more per static one, 3 per parameter, 2 off for a splat. */
function scoreOf(path: string): number {
  const segments = path.split('/');
  let score = segments.length - (segments.includes('*') ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += segment === '' ? 1 : segment.startsWith(':') ? 3 : 10;
  }
  return score;
}
