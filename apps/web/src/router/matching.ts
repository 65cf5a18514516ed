import type { ComponentType, ReactNode } from 'react';

/** The parameters an address gave its route's pattern (`:invoice_id`, an optional `:service_id?`, the rest as `*`). */
export type Params = Record<string, string | undefined>;

export interface LoaderFunctionArgs {
  request: Request;
  params: Params;
}

export type LoaderFunction = (args: LoaderFunctionArgs) => unknown;

export interface ShouldRevalidateFunctionArgs {
  currentUrl: URL;
  nextUrl: URL;
  /** What the router would do by itself: reload on a revalidation, the same address again, or a new query. */
  defaultShouldRevalidate: boolean;
}

/** What a route's `lazy` brings once its chunk is in. */
export interface LazyRoute {
  Component?: ComponentType;
  loader?: LoaderFunction;
  shouldRevalidate?: (args: ShouldRevalidateFunctionArgs) => boolean;
}

/** A page or a layout of the app: what draws it, what it reads first, and the pages inside it. */
export interface RouteObject extends LazyRoute {
  id?: string;
  /** Absolute ('/panel') or relative to the parent ('financial/invoice/:invoice_id'); none for a layout. */
  path?: string;
  /** The page at its parent's own address. */
  index?: boolean;
  element?: ReactNode;
  lazy?: () => Promise<LazyRoute>;
  children?: RouteObject[];
  /** Drawn while the first page's code and data arrive. */
  HydrateFallback?: ComponentType;
  /** Drawn in this route's place when it or a route inside it fails to load or to draw. */
  ErrorBoundary?: ComponentType;
}

/** A route with its id (given, or its position in the tree) and its place in the tree. */
export interface Route extends RouteObject {
  id: string;
  children?: Route[];
}

export interface RouteMatch {
  route: Route;
  params: Params;
}

/** One way an address can end: the routes from the top down to one that can be drawn on its own, with its pattern. */
interface Branch {
  routes: Route[];
  segments: string[];
  score: number;
}

export function prepareRoutes(routes: RouteObject[], parentId = ''): Route[] {
  return routes.map((route, position) => {
    const id = route.id ?? (parentId ? `${parentId}-${position}` : String(position));
    return { ...route, id, children: route.children && prepareRoutes(route.children, id) };
  });
}

/** Every branch, most specific first (static segments above parameters, a splat last); ties keep the routes' order. */
export function branchesOf(routes: Route[]): Branch[] {
  const branches: Branch[] = [];
  const walk = (list: Route[], parents: Route[], parentSegments: string[]) => {
    for (const route of list) {
      const segments = route.path?.startsWith('/') ? splitPath(route.path) : [...parentSegments, ...splitPath(route.path ?? '')];
      const chain = [...parents, route];
      if (route.children) walk(route.children, chain, segments);
      // A layout without a path of its own is never where an address ends.
      if (route.path !== undefined || route.index)
        branches.push({ routes: chain, segments, score: scoreOf(segments, route.index === true) });
    }
  };
  walk(routes, [], []);
  return branches
    .map((branch, order) => ({ branch, order }))
    .sort((a, b) => b.branch.score - a.branch.score || a.order - b.order)
    .map(({ branch }) => branch);
}

/** The routes an address draws, from the top down, or null when no route takes it. */
export function matchRoutes(branches: Branch[], pathname: string): RouteMatch[] | null {
  const parts = splitPath(pathname);
  for (const branch of branches) {
    const params = matchSegments(branch.segments, parts);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}

function matchSegments(segments: string[], parts: string[]): Params | null {
  const params: Params = {};
  let at = 0;
  for (const segment of segments) {
    if (segment === '*') {
      params['*'] = parts.slice(at).map(decode).join('/');
      return params;
    }
    const optional = segment.endsWith('?');
    const part = parts[at];
    if (part === undefined) {
      if (optional) continue;
      return null;
    }
    if (segment.startsWith(':')) params[segment.slice(1, optional ? -1 : undefined)] = decode(part);
    else if (segment.toLowerCase() !== decode(part).toLowerCase()) return null;
    at += 1;
  }
  return at === parts.length ? params : null;
}

/** React Router's ranking: a point per segment, 10 per static one, 3 per parameter, 2 for an index, 2 off for a splat. */
function scoreOf(segments: string[], index: boolean): number {
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else score += segment.startsWith(':') ? 3 : 10;
  }
  return score;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
