import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  WEB_LAYOUTS,
  WEB_PAGES,
  isNotFoundPage,
  isStaffArea,
  isStaffPage,
  isTenantPage,
  webPageOf,
  type PageModule,
  type WebLayoutId,
} from '@central/domain';
import { RECOVERY_STEPS } from '@/features/recovery/steps';
import { ADMIN_ROUTE_ID } from '@/features/admin/paths';
import { PANEL_ROUTE_ID } from '@/areas/panel/session';
import { PAGE_MODULES } from './page-modules';
import { noTenantRoutes, tenantRoutes } from './routes';

/**
 * The route table is built from the route manifest (@central/domain's web-routes), which the server also reads for its
 * 200s and 404s and its preloads: these fail when the two would draw an address differently, or when the manifest
 * names code the app does not have.
 */

/** An address of a page's pattern: each parameter filled in, an optional one left out, a splat given two segments. */
const addressOf = (path: string) =>
  (path.startsWith('/') ? path : `/${path}`)
    .replace(/\/:[\w]+\?$/, '')
    .replace(/:(\w+)/g, '$1-7')
    .replace(/\*$/, 'nada/mais');

/** The id of the route React Router draws an address with (the deepest match): its page's path. */
const drawnBy = (routes: RouteObject[], pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.id;

const pages = WEB_PAGES.filter((page) => !isNotFoundPage(page));

describe('React Router and the server', () => {
  it.each(WEB_PAGES.map((page) => [addressOf(page.path), page.path]))('draw %s with the page %s', (address, path) => {
    expect(drawnBy(tenantRoutes, address)).toBe(path);
    expect(webPageOf(address)?.path).toBe(path);
  });

  it.each([
    '/nada',
    '/sign-in/x',
    '/panel/nada',
    '/panel/financial/invoice',
    '/panel/device/a/b',
    '/panel/app/7',
    '/adm/nada',
    '/provider/x',
  ])('draw %s with a not-found screen', (address) => {
    const path = drawnBy(tenantRoutes, address);
    expect(path).toMatch(/\*$/);
    expect(webPageOf(address)?.path).toBe(path);
  });

  it("count as a provider's page every page of the public and panel areas, and as a staff page every other", () => {
    for (const page of pages) {
      expect(isTenantPage(addressOf(page.path)), page.path).toBe(!isStaffArea(page.area));
      expect(isStaffPage(addressOf(page.path)), page.path).toBe(isStaffArea(page.area));
    }
  });

  it('draw only the staff pages on a host of no provider, the astronaut elsewhere', () => {
    for (const page of pages)
      expect(drawnBy(noTenantRoutes, addressOf(page.path)), page.path).toBe(isStaffArea(page.area) ? page.path : '*');
  });
});

describe('the route table', () => {
  const layoutsOf = (address: string) =>
    (matchRoutes(tenantRoutes, address) ?? []).map(({ route }) => route.id).filter((id) => id !== undefined && id in WEB_LAYOUTS);

  it('draws each page inside its layout', () => {
    for (const page of WEB_PAGES) expect(layoutsOf(addressOf(page.path)), page.path).toEqual('layout' in page ? [page.layout] : []);
  });

  it("has the route ids the pages read their layout's data by", () => {
    expect(layoutsOf('/panel')).toEqual([PANEL_ROUTE_ID satisfies WebLayoutId]);
    expect(layoutsOf('/adm/customers')).toEqual([ADMIN_ROUTE_ID satisfies WebLayoutId]);
  });

  it("has the recovery steps, in the sign-in's layout", () => {
    for (const step of Object.values(RECOVERY_STEPS))
      expect(WEB_PAGES.find((page) => page.path === step)).toMatchObject({ layout: 'login' });
  });
});

describe('the page modules', () => {
  it.each(Object.keys(PAGE_MODULES) as PageModule[])('%s is the module at that path', async (key) => {
    const module = await PAGE_MODULES[key]();
    expect(module).toBe(await import(/* @vite-ignore */ `@/${key}`));
  });

  it('have every export the manifest names', async () => {
    const codes = [...Object.values(WEB_LAYOUTS), ...WEB_PAGES].flatMap((entry) => ('code' in entry && entry.code ? [entry.code] : []));
    for (const { module, ...exports } of codes) {
      const loaded = (await PAGE_MODULES[module]()) as Record<string, unknown>;
      for (const name of Object.values(exports)) expect(typeof loaded[name], `${module} ${name}`).toBe('function');
    }
  });
});
