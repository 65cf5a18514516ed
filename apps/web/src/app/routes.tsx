import type { ComponentType } from 'react';
import { Navigate, type LoaderFunction, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { WEB_LAYOUTS, WEB_PAGES, isStaffArea, type PageCode, type WebLayoutId, type WebPage } from '@central/domain';
import { PageSpinner } from '@/components/PageSpinner';
import { RouteErrorPage } from '@/components/RouteErrorPage';
import { panelLoader } from '@/areas/panel/session';
import { PAGE_MODULES } from './page-modules';
import { RootLayout } from './RootLayout';

/**
 * The route table, derived from the route manifest (@central/domain's web-routes): each page a route whose code is
 * fetched when it opens (`lazy`), inside its layout; each route's id is its page's path, or its layout's key.
 */

/**
 * Loaders that are in the boot chunk: the panel's session check starts beside the panel's code (React Router runs a
 * route's own loader while its `lazy` code arrives), with the page's first reads (areas/panel/session.ts).
 */
const BOOT_LOADERS: Partial<Record<WebLayoutId, LoaderFunction>> = { panel: panelLoader };

/** The component (and loader, shouldRevalidate) the manifest names, once its module is in. */
function lazyOf(code: PageCode): NonNullable<RouteObject['lazy']> {
  return async () => {
    const module = (await PAGE_MODULES[code.module]()) as Record<string, unknown>;
    const found: Pick<RouteObject, 'Component' | 'loader' | 'shouldRevalidate'> = { Component: module[code.component] as ComponentType };
    if (code.loader) found.loader = module[code.loader] as LoaderFunction;
    if (code.shouldRevalidate) found.shouldRevalidate = module[code.shouldRevalidate] as ShouldRevalidateFunction;
    return found;
  };
}

function pageRoute(page: WebPage): RouteObject {
  const draw = page.redirect ? { element: <Navigate to={page.redirect} replace /> } : { lazy: lazyOf(page.code!) };
  // A page at its layout's own address is the layout's index.
  if (page.layout && WEB_LAYOUTS[page.layout].path === page.path) return { id: page.path, index: true, ...draw };
  return { id: page.path, path: page.path, ...draw };
}

/** The pages' routes, each page inside its layout, in the manifest's order. */
function routesOf(pages: readonly WebPage[]): RouteObject[] {
  const routes: RouteObject[] = [];
  const layouts = new Map<WebLayoutId, RouteObject[]>();
  for (const page of pages) {
    if (!page.layout) {
      routes.push(pageRoute(page));
      continue;
    }
    let children = layouts.get(page.layout);
    if (!children) {
      children = [];
      layouts.set(page.layout, children);
      const { path, code } = WEB_LAYOUTS[page.layout];
      const loader = BOOT_LOADERS[page.layout];
      routes.push({ id: page.layout, ...(path && { path }), ...(loader && { loader }), lazy: lazyOf(code), children });
    }
    children.push(pageRoute(page));
  }
  return routes;
}

function rootRoute(pages: readonly WebPage[]): RouteObject[] {
  return [{ Component: RootLayout, HydrateFallback: PageSpinner, ErrorBoundary: RouteErrorPage, children: routesOf(pages) }];
}

export const tenantRoutes: RouteObject[] = rootRoute(WEB_PAGES);

/** Without a tenant every address is the astronaut, except the admin's and the provider's pages. */
export const noTenantRoutes: RouteObject[] = rootRoute(WEB_PAGES.filter((page) => isStaffArea(page.area) || page.path === '*'));
