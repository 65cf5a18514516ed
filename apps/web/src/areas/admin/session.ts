import { redirect, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { AdminInfo } from '@central/domain/api';
import { takeServedSession } from '@/app/served-data';
import { fetchAdminSession } from '@/features/admin/auth-api';
import { isAuthFailure } from '@/features/admin/useAdminAuthFailure';
import { ADMIN_PATHS, ADMIN_ROUTE_ID } from '@/features/admin/paths';

/**
 * Every /adm page checks the admin's session on entry (docs/product/admin.md#sign-in-and-session); without one it is
 * the admin sign-in. The page opened from the server had it checked there (app/served-data.ts), so that first entry
 * asks nothing.
 */
export async function adminLoader(): Promise<AdminInfo | Response> {
  const served = takeServedSession<AdminInfo>();
  if (served === null) return redirect(ADMIN_PATHS.signIn);
  if (served) return served;
  try {
    return await fetchAdminSession();
  } catch (error) {
    if (isAuthFailure(error)) return redirect(ADMIN_PATHS.signIn);
    throw error;
  }
}

/**
 * Asked again on entering each page, not when only the search or the tab changes; and when a page asks for it (the
 * second factor just turned on), as the router's own rule says for a revalidation.
 */
export function adminShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: Pick<ShouldRevalidateFunctionArgs, 'currentUrl' | 'nextUrl' | 'defaultShouldRevalidate'>): boolean {
  return currentUrl.pathname !== nextUrl.pathname || (defaultShouldRevalidate && currentUrl.search === nextUrl.search);
}

export function useAdmin(): AdminInfo['admin'] {
  const info = useRouteLoaderData<typeof adminLoader>(ADMIN_ROUTE_ID);
  if (!info) throw new Error('useAdmin outside of the admin routes');
  return info.admin;
}
