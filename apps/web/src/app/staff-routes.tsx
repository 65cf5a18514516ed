import { Navigate, type RouteObject } from '@/router';
import { ADMIN_ROUTE_ID } from '@/features/admin/paths';

/* The admin back office and the provider's pages, each its own chunk: the panel never loads them. */
const adminArea = () => import('@/areas/admin');
const adminFormPages = async () => (await adminArea()).loadFormPages();
const adminSignInPage = () => import('@/areas/admin/AdminSignInPage');
const providerArea = () => import('@/areas/provider');
const providerSignInPage = () => import('@/areas/provider/ProviderSignInPage');

/**
 * SPEC section 2, Provider and admin. They work on any host: a provider's (wearing its colours) and one that is no
 * provider (admin.localhost, a bare IP), with the default theme.
 */
export const staffRoutes: RouteObject[] = [
  { path: '/auth/adm', element: <Navigate to="/auth/adm/sign-in" replace /> },
  { path: '/auth/adm/sign-in', lazy: async () => ({ Component: (await adminSignInPage()).AdminSignInPage }) },
  {
    id: ADMIN_ROUTE_ID,
    path: '/adm',
    lazy: async () => {
      const { AdminShell, adminLoader, adminShouldRevalidate } = await adminArea();
      return { Component: AdminShell, loader: adminLoader, shouldRevalidate: adminShouldRevalidate };
    },
    children: [
      // Signed in: the customer list; otherwise the shell's loader sends to /auth/adm/sign-in.
      { index: true, element: <Navigate to="/adm/customers" replace /> },
      { path: 'customers', lazy: async () => ({ Component: (await adminArea()).CustomersPage }) },
      { path: 'customer/new', lazy: async () => ({ Component: (await adminFormPages()).NewCustomerPage }) },
      { path: 'customer/:client_id/edit', lazy: async () => ({ Component: (await adminFormPages()).EditCustomerPage }) },
      { path: 'customer/:client_id/app/add', lazy: async () => ({ Component: (await adminFormPages()).AddAppPage }) },
      { path: 'customer/:client_id/app/:appId/edit', lazy: async () => ({ Component: (await adminFormPages()).EditAppPage }) },
      { path: '*', lazy: async () => ({ Component: (await adminArea()).AdminNotFound }) },
    ],
  },
  { path: '/admin', lazy: async () => ({ Component: (await providerSignInPage()).ProviderSignInPage }) },
  {
    path: '/provider',
    lazy: async () => {
      const { ProviderPage, providerLoader } = await providerArea();
      return { Component: ProviderPage, loader: providerLoader };
    },
  },
];
