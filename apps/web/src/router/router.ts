import { branchesOf, matchRoutes, prepareRoutes, type Route, type RouteMatch, type RouteObject } from './matching';
import { browserHistory, locationOf, pathOf, type History, type Location, type To } from './history';

/** What the app shows: the address, the routes it draws, their loaders' data, and what is loading. */
export interface RouterState {
  location: Location;
  matches: RouteMatch[];
  /** Each drawn route's loader's answer, by route id. */
  loaderData: Record<string, unknown>;
  /** A failure by the id of the route whose ErrorBoundary draws it. */
  errors: Record<string, unknown> | null;
  /** 'loading' while the next page's code and data arrive (the current page stays until they have). */
  navigation: 'idle' | 'loading';
  /** 'loading' while the current page's loaders run again (`useRevalidator`). */
  revalidation: 'idle' | 'loading';
  /** False until the first page's code and data are in. */
  initialized: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Router {
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** Goes to `to` once its code and data are in; a number moves in the history (0 reloads the page). */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  /** Runs the current page's loaders again. */
  revalidate(): Promise<void>;
  /** The absolute URL of a path (for links' href). */
  href(to: To): string;
  dispose(): void;
}

/** A loader's way of sending the person elsewhere: `throw redirect('/sign-in')`. */
export class Redirect {
  constructor(readonly to: string) {}
}

export function redirect(to: string): Redirect {
  return new Redirect(to);
}

type HistoryAction = 'push' | 'replace' | 'none';

/**
 * The app's router: it matches an address to its routes, loads their code (`lazy`) and runs their loaders, and only
 * then shows the page, so a page is drawn once with its data. A loader's redirect replaces the address it was asked
 * for; a failure goes to the nearest ErrorBoundary; a newer navigation drops an older one still loading. It starts
 * loading the address the browser opened as soon as it is created, before React draws anything.
 */
export function createRouter(routeObjects: RouteObject[], history: History = browserHistory()): Router {
  const routes = prepareRoutes(routeObjects);
  const branches = branchesOf(routes);
  const listeners = new Set<(state: RouterState) => void>();
  const lazyLoads = new Map<string, Promise<void>>();
  const opened = history.location();
  let state: RouterState = {
    location: opened,
    // The opened page's routes, for their HydrateFallback; its loaders' data comes with `initialized`.
    matches: matchRoutes(branches, opened.pathname) ?? [],
    loaderData: {},
    errors: null,
    navigation: 'idle',
    revalidation: 'idle',
    initialized: false,
  };
  let current: AbortController | null = null;

  function update(next: Partial<RouterState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  }

  function resolveLazy(route: Route): Promise<void> {
    if (!route.lazy) return Promise.resolve();
    let load = lazyLoads.get(route.id);
    if (!load) {
      const lazy = route.lazy;
      load = lazy().then(
        (found) => {
          Object.assign(route, found);
          route.lazy = undefined;
        },
        (error: unknown) => {
          lazyLoads.delete(route.id);
          throw error;
        },
      );
      lazyLoads.set(route.id, load);
    }
    return load;
  }

  async function go(location: Location, action: HistoryAction, revalidation = false): Promise<void> {
    current?.abort();
    const controller = new AbortController();
    current = controller;
    const matches = matchRoutes(branches, location.pathname) ?? [];
    if (revalidation) update({ revalidation: 'loading' });
    else if (state.initialized) update({ navigation: 'loading' });

    const nextUrl = history.url(pathOf(location));
    const currentUrl = history.url(pathOf(state.location));
    const request = new Request(nextUrl, { signal: controller.signal });
    const outcomes = await Promise.allSettled(
      matches.map(async (match) => {
        const staticLoader = match.route.loader;
        const shouldLoad = () => needsLoad(match, { currentUrl, nextUrl, revalidation });
        if (staticLoader && shouldLoad()) {
          // A loader known before the route's code is in starts now, beside that code.
          const [, data] = await Promise.all([resolveLazy(match.route), staticLoader({ request, params: match.params })]);
          return { loaded: true, data };
        }
        await resolveLazy(match.route);
        if (!staticLoader && match.route.loader && shouldLoad())
          return { loaded: true, data: await match.route.loader({ request, params: match.params }) };
        return { loaded: false, data: undefined };
      }),
    );
    if (current !== controller) return;
    current = null;

    const loaderData: Record<string, unknown> = {};
    let errors: Record<string, unknown> | null = null;
    for (const [index, outcome] of outcomes.entries()) {
      const match = matches[index]!;
      const value = outcome.status === 'fulfilled' ? outcome.value.data : outcome.reason;
      // A redirect takes the place of the address asked for: pushed if that was to be pushed, else replacing it.
      if (value instanceof Redirect) return go(locationOf(value.to, location), action === 'push' ? 'push' : 'replace');
      if (outcome.status === 'rejected') {
        errors ??= {};
        errors[boundaryOf(matches, index).route.id] ??= outcome.reason;
      } else if (outcome.value.loaded) loaderData[match.route.id] = outcome.value.data;
      else if (match.route.id in state.loaderData) loaderData[match.route.id] = state.loaderData[match.route.id];
    }
    if (action === 'push') history.push(location);
    if (action === 'replace') history.replace(location);
    update({ location, matches, loaderData, errors, navigation: 'idle', revalidation: 'idle', initialized: true });
  }

  /** Whether a matched route's loader runs: always for a route newly on screen, else as React Router decides. */
  function needsLoad(match: RouteMatch, urls: { currentUrl: URL; nextUrl: URL; revalidation: boolean }): boolean {
    const previous = state.matches.find((shown) => shown.route.id === match.route.id);
    if (!state.initialized || !previous || !(match.route.id in state.loaderData) || !sameParams(previous.params, match.params)) return true;
    const { currentUrl, nextUrl, revalidation } = urls;
    const defaultShouldRevalidate = revalidation || currentUrl.href === nextUrl.href || currentUrl.search !== nextUrl.search;
    return match.route.shouldRevalidate
      ? match.route.shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate })
      : defaultShouldRevalidate;
  }

  const stopListening = history.listen(() => void go(history.location(), 'none'));
  void go(state.location, 'none');

  return {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const location = locationOf(to, state.location, options.state);
      // Going to the address already shown replaces it, as a link to the current page does in a browser.
      const same = pathOf(location) === pathOf(state.location);
      return go(location, options.replace || same ? 'replace' : 'push');
    },
    revalidate: () => go(state.location, 'none', true),
    href: (to) => pathOf(locationOf(to, state.location)),
    dispose() {
      stopListening();
      current?.abort();
      listeners.clear();
    },
  };
}

/**
 * The route whose ErrorBoundary draws a failure of the route at `index`: it or the nearest above it with one; with none,
 * the top route, where drawing throws it to React (components.tsx).
 */
function boundaryOf(matches: RouteMatch[], index: number): RouteMatch {
  for (let at = index; at >= 0; at -= 1) if (matches[at]!.route.ErrorBoundary) return matches[at]!;
  return matches[0]!;
}

function sameParams(a: Record<string, string | undefined>, b: Record<string, string | undefined>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}
