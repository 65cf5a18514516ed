import { describe, expect, it, vi } from 'vitest';
import { locationOf, pathOf, type History, type Location } from './history';
import { branchesOf, matchRoutes, prepareRoutes, type RouteObject } from './matching';
import { createRouter, redirect, type Router } from './router';

const Page = () => null;
const Boundary = () => null;

/** The browser's history in memory: its entries, and what the router did to them. */
function memoryHistory(start: string) {
  const entries: Location[] = [locationOf(start, locationOf('/', blank()))];
  let at = 0;
  let onPop: (() => void) | null = null;
  const calls: string[] = [];
  const history: History = {
    location: () => entries[at]!,
    push(location) {
      calls.push(`push ${pathOf(location)}`);
      entries.splice(at + 1, entries.length, location);
      at += 1;
    },
    replace(location) {
      calls.push(`replace ${pathOf(location)}`);
      entries[at] = location;
    },
    go(delta) {
      calls.push(`go ${delta}`);
      at += delta;
      onPop?.();
    },
    listen(listener) {
      onPop = listener;
      return () => (onPop = null);
    },
    url: (path) => new URL(path, 'https://demo.localhost'),
  };
  return { history, calls, entries: () => entries.map(pathOf) };
}

function blank(): Location {
  return { pathname: '/', search: '', hash: '', state: null, key: 'default' };
}

/** Resolves once the router has no navigation or revalidation under way. */
function settled(router: Router): Promise<void> {
  return vi.waitFor(() => {
    const { initialized, navigation, revalidation } = router.state;
    if (!initialized || navigation !== 'idle' || revalidation !== 'idle') throw new Error('still loading');
  });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

const shownPath = (router: Router) => router.state.matches.map((match) => match.route.path ?? (match.route.index ? '(index)' : '(layout)'));

describe('matching an address to its routes', () => {
  const routes: RouteObject[] = [
    {
      Component: Page,
      children: [
        { path: '/', Component: Page },
        {
          path: '/panel',
          Component: Page,
          children: [
            { index: true, Component: Page },
            { path: 'financial/invoices/to-pay', Component: Page },
            { path: 'financial/invoice/:invoice_id', Component: Page },
            { path: 'app/atplus-oletv', Component: Page },
            { path: 'app/:customer_app_id/:contract_id/:service_id?', Component: Page },
            { path: '*', Component: Page },
          ],
        },
        { path: '*', Component: Page },
      ],
    },
  ];
  const branches = branchesOf(prepareRoutes(routes));
  const match = (pathname: string) => {
    const found = matchRoutes(branches, pathname)!;
    return { routes: found.map((m) => m.route.path ?? (m.route.index ? '(index)' : '(layout)')), params: found.at(-1)!.params };
  };

  it('takes a static segment before a parameter, and an index before its parent alone', () => {
    expect(match('/panel').routes).toEqual(['(layout)', '/panel', '(index)']);
    expect(match('/panel/financial/invoices/to-pay').routes).toEqual(['(layout)', '/panel', 'financial/invoices/to-pay']);
    expect(match('/panel/app/atplus-oletv').routes).toEqual(['(layout)', '/panel', 'app/atplus-oletv']);
  });

  it('reads parameters, decoded, and leaves an optional one out when the address has none', () => {
    expect(match('/panel/financial/invoice/5004').params).toEqual({ invoice_id: '5004' });
    expect(match('/panel/app/7/%C3%A9%201').params).toEqual({ customer_app_id: '7', contract_id: 'é 1' });
    expect(match('/panel/app/7/1/9').params).toEqual({ customer_app_id: '7', contract_id: '1', service_id: '9' });
  });

  it("gives an unknown address under /panel the panel's own not-found page, and any other the app's", () => {
    expect(match('/panel/nada/mais')).toEqual({ routes: ['(layout)', '/panel', '*'], params: { '*': 'nada/mais' } });
    expect(match('/panel/app/7/1/9/10').routes).toEqual(['(layout)', '/panel', '*']);
    expect(match('/panelx').routes).toEqual(['(layout)', '*']);
  });

  it('ignores case and a trailing slash, as React Router did', () => {
    expect(match('/Panel/Financial/Invoices/To-Pay/').routes).toEqual(['(layout)', '/panel', 'financial/invoices/to-pay']);
    expect(match('/').routes).toEqual(['(layout)', '/']);
  });
});

describe('the router', () => {
  it("starts a route's own loader beside its code, and shows the page once both are in", async () => {
    const code = deferred<{ Component: typeof Page }>();
    const loader = vi.fn(async () => 'session');
    const { history, calls } = memoryHistory('/panel');
    const router = createRouter([{ id: 'panel', path: '/panel', loader, lazy: () => code.promise }], history);
    expect(loader).toHaveBeenCalledOnce();
    expect(router.state.initialized).toBe(false);
    expect(shownPath(router)).toEqual(['/panel']);
    code.resolve({ Component: Page });
    await settled(router);
    expect(router.state.loaderData).toEqual({ panel: 'session' });
    expect(router.state.matches[0]!.route.Component).toBe(Page);
    expect(calls).toEqual([]);
  });

  it("replaces the opened address with a loader's redirect, and pushes a clicked one's", async () => {
    const signedIn = { yes: false };
    const loader = async () => {
      if (!signedIn.yes) throw redirect('/sign-in?next=%2Fpanel');
      return 'session';
    };
    const { history, calls, entries } = memoryHistory('/panel');
    const router = createRouter(
      [
        { path: '/panel', loader, Component: Page },
        { path: '/sign-in', Component: Page },
        { path: '/', Component: Page },
      ],
      history,
    );
    await settled(router);
    expect(calls).toEqual(['replace /sign-in?next=%2Fpanel']);
    expect(router.state.location).toMatchObject({ pathname: '/sign-in', search: '?next=%2Fpanel' });

    await router.navigate('/');
    await router.navigate('/panel');
    expect(calls.slice(1)).toEqual(['push /', 'push /sign-in?next=%2Fpanel']);
    expect(entries()).toEqual(['/sign-in?next=%2Fpanel', '/', '/sign-in?next=%2Fpanel']);
    signedIn.yes = true;
    await router.navigate('/panel', { replace: true });
    expect(entries()).toEqual(['/sign-in?next=%2Fpanel', '/', '/panel']);
  });

  it('keeps the current page while the next one loads, then pushes its address', async () => {
    const data = deferred<string>();
    const { history, calls } = memoryHistory('/');
    const router = createRouter(
      [
        { path: '/', Component: Page },
        { id: 'next', path: '/next', loader: () => data.promise, Component: Page },
      ],
      history,
    );
    await settled(router);
    const going = router.navigate('/next', { state: { from: 'home' } });
    expect(router.state.navigation).toBe('loading');
    expect(router.state.location.pathname).toBe('/');
    expect(calls).toEqual([]);
    data.resolve('ready');
    await going;
    expect(router.state).toMatchObject({
      navigation: 'idle',
      location: { pathname: '/next', state: { from: 'home' } },
      loaderData: { next: 'ready' },
    });
    expect(calls).toEqual(['push /next']);
  });

  it('drops a navigation that a newer one overtook, even when its data comes last', async () => {
    const slow = deferred<string>();
    const { history, calls } = memoryHistory('/');
    const router = createRouter(
      [
        { path: '/', Component: Page },
        { id: 'slow', path: '/slow', loader: () => slow.promise, Component: Page },
        { id: 'fast', path: '/fast', loader: async () => 'fast', Component: Page },
      ],
      history,
    );
    await settled(router);
    const first = router.navigate('/slow');
    await router.navigate('/fast');
    slow.resolve('slow');
    await first;
    expect(router.state.location.pathname).toBe('/fast');
    expect(router.state.loaderData).toEqual({ fast: 'fast' });
    expect(calls).toEqual(['push /fast']);
  });

  it("gives a failed loader or a page's code that did not come to the nearest ErrorBoundary, and loads the code again next time", async () => {
    const lazy = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Component: Page });
    const { history } = memoryHistory('/panel/a');
    const router = createRouter(
      [
        {
          id: 'root',
          ErrorBoundary: Boundary,
          children: [
            {
              id: 'panel',
              path: '/panel',
              Component: Page,
              children: [
                { id: 'a', path: 'a', lazy },
                { id: 'b', path: 'b', loader: () => Promise.reject(new Error('ERP down')), Component: Page },
              ],
            },
          ],
        },
      ],
      history,
    );
    await settled(router);
    expect(router.state.errors).toEqual({ root: new TypeError('Failed to fetch dynamically imported module') });
    await router.navigate('/panel/b');
    expect(router.state.errors).toEqual({ root: new Error('ERP down') });
    await router.navigate('/panel/a');
    expect(router.state.errors).toBeNull();
    expect(lazy).toHaveBeenCalledTimes(2);
  });

  it("runs a layout's loader again only for a new query, a revalidation or what its shouldRevalidate says", async () => {
    const panel = vi.fn(async () => 'session');
    const admin = vi.fn(async () => 'admin');
    const { history } = memoryHistory('/panel');
    const router = createRouter(
      [
        {
          id: 'panel',
          path: '/panel',
          loader: panel,
          Component: Page,
          children: [
            { index: true, Component: Page },
            { path: 'x', Component: Page },
          ],
        },
        {
          id: 'adm',
          path: '/adm',
          loader: admin,
          shouldRevalidate: ({ nextUrl }) => nextUrl.pathname === '/adm',
          Component: Page,
          children: [{ path: 'y', Component: Page }],
        },
      ],
      history,
    );
    await settled(router);
    await router.navigate('/panel/x');
    expect(panel).toHaveBeenCalledTimes(1);
    await router.navigate('/panel/x?page=2');
    expect(panel).toHaveBeenCalledTimes(2);
    const revalidation = router.revalidate();
    expect(router.state).toMatchObject({ revalidation: 'loading', navigation: 'idle' });
    await revalidation;
    expect(panel).toHaveBeenCalledTimes(3);
    expect(router.state.revalidation).toBe('idle');

    await router.navigate('/adm/y');
    await router.navigate('/adm/y?page=3');
    expect(admin).toHaveBeenCalledTimes(1);
    await router.navigate('/adm');
    expect(admin).toHaveBeenCalledTimes(2);
  });

  it('replaces the address when asked for the one shown, moves in the history for a number, and follows the back button', async () => {
    const { history, calls, entries } = memoryHistory('/a');
    const router = createRouter(
      [
        { path: '/a', Component: Page },
        { path: '/b', Component: Page },
      ],
      history,
    );
    await settled(router);
    await router.navigate('/a');
    expect(calls).toEqual(['replace /a']);
    await router.navigate('/b');
    void router.navigate(-1);
    await settled(router);
    expect(calls.slice(1)).toEqual(['push /b', 'go -1']);
    expect(router.state.location.pathname).toBe('/a');
    expect(entries()).toEqual(['/a', '/b']);
  });

  it('resolves a query or a hash alone against the page shown', () => {
    const from = locationOf('/adm/customers?search=ana&page=2', locationOf('/', blank()));
    expect(pathOf(locationOf('?page=3', from))).toBe('/adm/customers?page=3');
    expect(pathOf(locationOf({ search: '' }, from))).toBe('/adm/customers');
    expect(pathOf(locationOf('#top', from))).toBe('/adm/customers?search=ana&page=2#top');
    expect(pathOf(locationOf({ pathname: '/panel', search: '?next=1' }, from))).toBe('/panel?next=1');
  });
});
