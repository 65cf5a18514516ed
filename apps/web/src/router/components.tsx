import {
  Component,
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { Location, To } from './history';
import type { LoaderFunction, Params, RouteMatch } from './matching';
import type { NavigateOptions, Router, RouterState } from './router';

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
/** The route a component is drawn in, and what its Outlet draws. */
const RouteContext = createContext<{ match: RouteMatch | null; outlet: ReactNode }>({ match: null, outlet: null });
const ErrorContext = createContext<unknown>(undefined);

/**
 * Draws the router's page. Each change of page is drawn as a transition, which React renders in slices of a few
 * milliseconds, so a slow phone stays responsive while a page's first draw runs (as React Router does).
 */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  useEffect(() => {
    const show = (next: RouterState) => startTransition(() => setState(next));
    const stop = router.subscribe(show);
    show(router.state);
    return stop;
  }, [router]);

  let page: ReactNode;
  if (!state.initialized) {
    const Fallback = state.matches.find((match) => match.route.HydrateFallback)?.route.HydrateFallback;
    page = Fallback ? <Fallback /> : null;
  } else page = drawMatches(state);
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{page}</StateContext.Provider>
    </RouterContext.Provider>
  );
}

function drawMatches({ matches, errors, location }: RouterState): ReactNode {
  const failedAt = errors ? matches.findIndex((match) => errors[match.route.id] !== undefined) : -1;
  const shown = failedAt >= 0 ? matches.slice(0, failedAt + 1) : matches;
  return shown.reduceRight<ReactNode>((outlet, match) => {
    const { route } = match;
    const loadError = errors?.[route.id];
    // The router gives a failure to a route with an ErrorBoundary; without any, it is React's to report.
    if (loadError !== undefined && !route.ErrorBoundary) throw loadError;
    let element: ReactNode;
    if (route.Component) element = <route.Component />;
    else element = route.element === undefined ? <Outlet /> : route.element;
    element = <RouteContext.Provider value={{ match, outlet }}>{element}</RouteContext.Provider>;
    return route.ErrorBoundary ? (
      <RouteErrorBoundary location={location} match={match} loadError={loadError} Fallback={route.ErrorBoundary}>
        {element}
      </RouteErrorBoundary>
    ) : (
      element
    );
  }, null);
}

interface BoundaryProps {
  location: Location;
  match: RouteMatch;
  /** The route's failure to load (its code or its loader's data), if any. */
  loadError: unknown;
  Fallback: ComponentType;
  children: ReactNode;
}

/**
 * A route's ErrorBoundary in the route's place: for a failure to load it, and for one while drawing the page inside
 * it, until the address changes.
 */
class RouteErrorBoundary extends Component<BoundaryProps, { drawError: unknown; location: Location }> {
  override state = { drawError: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(drawError: unknown) {
    return { drawError };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { drawError: unknown; location: Location }) {
    return props.location === state.location ? null : { drawError: undefined, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to draw', error, info.componentStack);
  }

  override render() {
    const { Fallback, match, loadError, children } = this.props;
    const error = loadError !== undefined ? loadError : this.state.drawError;
    if (error === undefined) return children;
    return (
      <RouteContext.Provider value={{ match, outlet: null }}>
        <ErrorContext.Provider value={error}>
          <Fallback />
        </ErrorContext.Provider>
      </RouteContext.Provider>
    );
  }
}

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks are used inside RouterProvider');
  return router;
}

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('Router hooks are used inside RouterProvider');
  return state;
}

/** The page inside the current layout. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

export function useLocation(): Location {
  return useRouterState().location;
}

export function useParams(): Params {
  const { matches } = useRouterState();
  return matches[matches.length - 1]?.params ?? {};
}

/** Goes to another page; the promise settles once that page is shown (a form stays busy until then). */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => Promise<void> {
  const router = useRouter();
  return useCallback((to, options) => router.navigate(to, options), [router]);
}

export function useHref(to: To): string {
  const router = useRouter();
  useLocation();
  return router.href(to);
}

export function useNavigation(): { state: RouterState['navigation'] } {
  return { state: useRouterState().navigation };
}

export function useRevalidator(): { state: RouterState['revalidation']; revalidate: () => Promise<void> } {
  const router = useRouter();
  return { state: useRouterState().revalidation, revalidate: router.revalidate };
}

export function useRouteError(): unknown {
  return useContext(ErrorContext);
}

type LoaderData<T extends LoaderFunction> = Awaited<ReturnType<T>>;

/** The answer of the loader of the route this component is drawn in. */
export function useLoaderData<T extends LoaderFunction>(): LoaderData<T> {
  const { match } = useContext(RouteContext);
  return useRouterState().loaderData[match?.route.id ?? ''] as LoaderData<T>;
}

export function useRouteLoaderData<T extends LoaderFunction>(routeId: string): LoaderData<T> | undefined {
  return useRouterState().loaderData[routeId] as LoaderData<T> | undefined;
}

type SearchParamsInit = URLSearchParams | string | Record<string, string>;

/** The address's query, and a way to go to the same page with another (pushed unless `replace`). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      const value = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(search)) : next).toString();
      void navigate({ search: value ? `?${value}` : '' }, options);
    },
    [navigate, search],
  );
  return [params, set];
}

/** Goes to `to` once drawn: a page that is not for this person sends them elsewhere. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const target = typeof to === 'string' ? to : JSON.stringify(to);
  useEffect(() => {
    void navigate(to, { replace, state });
    // `to` by its value (`target`), not by identity: an object written inline is a new one on every render.
  }, [navigate, target, replace, state]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To; replace?: boolean; state?: unknown };

/**
 * A link to a page of the app: a real `<a href>` (it opens in a new tab, and can be copied), which a plain click
 * follows without reloading.
 */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    void navigate(to, { replace, state });
  }
  return <a {...rest} href={href} target={target} onClick={follow} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on its own address, not on the pages under it. */
  end?: boolean;
  className?: string | ((status: { isActive: boolean }) => string | undefined);
};

/** A menu's link: marked as the current page (`aria-current="page"`) on its address, or under it without `end`. */
export function NavLink({ to, end, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = (typeof to === 'string' ? to : (to.pathname ?? pathname))
    .split(/[?#]/)[0]!
    .replace(/(.)\/+$/, '$1')
    .toLowerCase();
  const current = pathname.replace(/(.)\/+$/, '$1').toLowerCase();
  const isActive = current === target || (!end && current.startsWith(target === '/' ? '/' : `${target}/`));
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

/** A click that means "go there here": the main button, no key held to open a new tab or window. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
