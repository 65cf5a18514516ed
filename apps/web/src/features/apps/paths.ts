import type { EntitledAppItem } from '@central/domain/api';

/**
 * The Watch (Olé TV) pages of docs/product/partners.md#the-subscribers-app-pages, by integration method; the other
 * methods open the generic app page.
 */
const WATCH_PAGES: Readonly<Record<string, string>> = {
  watch: 'watchbr',
  watchbr: 'watchbr',
  oletv: 'ole-tv',
  ole_tv: 'ole-tv',
};

/** The pages of docs/product/partners.md#the-subscribers-app-pages addressed `/panel/app/{page}/{contract}/{app}` that are not Watch's. */
const CONTRACT_FIRST_PAGES: Readonly<Record<string, string>> = {
  api_atp_box: 'atp-box',
  api_toca_livros: 'tocalivros',
};

const segment = encodeURIComponent;

/** The page an app card opens: `/panel/app/watchbr|ole-tv|atp-box|tocalivros/{contract}/{app}`, else `/panel/app/{app}/{contract}/{service?}`. */
export function appPagePath({ customer_app: app, contract, service }: EntitledAppItem): string {
  const watchPage = WATCH_PAGES[app.integration_method] ?? CONTRACT_FIRST_PAGES[app.integration_method];
  if (watchPage) return `/panel/app/${watchPage}/${segment(contract.id)}/${segment(app.id)}`;
  const base = `/panel/app/${segment(app.id)}/${segment(contract.id)}`;
  return service ? `${base}/${segment(service.id)}` : base;
}

/** The app, contract and entitling item an app page is about, read from either kind of address. */
export type AppAddress = { appId: string; contractId: string; serviceId?: string };

type RouteParams = Readonly<Record<string, string | undefined>>;

/** The route parameters of the app pages (routes.tsx) as an AppAddress; null when one is missing. */
export function appAddressOf(params: RouteParams): AppAddress | null {
  const appId = params.app_id ?? params.customer_app_id;
  const contractId = params.contract_id;
  if (!appId || !contractId) return null;
  return params.service_id ? { appId, contractId, serviceId: params.service_id } : { appId, contractId };
}

/** GET /api/central/customer/app/{app}/{contract}[/{service}]/details */
export function appDetailsPath({ appId, contractId, serviceId }: AppAddress): string {
  const parts = [appId, contractId, ...(serviceId ? [serviceId] : [])].map(segment);
  return `/api/central/customer/app/${parts.join('/')}/details`;
}
