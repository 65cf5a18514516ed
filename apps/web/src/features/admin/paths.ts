const customer = (clientId: string) => `/adm/customer/${encodeURIComponent(clientId)}`;

export type CustomerTab = 'principal' | 'support' | 'apps' | 'payments';

/** The admin area's addresses (docs/product/admin.md#sign-in-and-session). */
export const ADMIN_PATHS = {
  signIn: '/auth/adm/sign-in',
  customers: '/adm/customers',
  newCustomer: '/adm/customer/new',
  editCustomer: (clientId: string, tab?: CustomerTab) => `${customer(clientId)}/edit${tab && tab !== 'principal' ? `?tab=${tab}` : ''}`,
  addApp: (clientId: string) => `${customer(clientId)}/app/add`,
  editApp: (clientId: string, appId: string) => `${customer(clientId)}/app/${encodeURIComponent(appId)}/edit`,
};

/** The id of the /adm route, whose loader holds the signed-in admin. */
export const ADMIN_ROUTE_ID = 'admin';
