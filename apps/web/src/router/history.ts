/** Where the app is: an address and what a page handed to the next one with it (`navigate(to, { state })`). */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Tells two visits to the same address apart. */
  key: string;
}

/** An address to go to: a path ('/panel', '?page=2') or its parts. */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

/** The browser's session history as the router uses it; an in-memory one stands in for it in tests. */
export interface History {
  location(): Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Calls back when the person moves back or forward; returns what stops that. */
  listen(onPop: () => void): () => void;
  /** The absolute URL of a path on this origin. */
  url(path: string): URL;
}

interface StoredState {
  usr?: unknown;
  key?: string;
}

export function browserHistory(): History {
  const stored = (location: Location): StoredState => ({ usr: location.state, key: location.key });
  return {
    location() {
      const { pathname, search, hash } = window.location;
      const state = (window.history.state ?? {}) as StoredState;
      return { pathname, search, hash, state: state.usr, key: state.key ?? 'default' };
    },
    push: (location) => window.history.pushState(stored(location), '', pathOf(location)),
    replace: (location) => window.history.replaceState(stored(location), '', pathOf(location)),
    go: (delta) => window.history.go(delta),
    listen(onPop) {
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
    url: (path) => new URL(path, window.location.origin),
  };
}

export function pathOf({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return pathname + search + hash;
}

/**
 * The location `to` names, seen from `from`. The app's addresses are absolute; one that is only a query or a hash
 * keeps the current path (and, for a hash, the current query).
 */
export function locationOf(to: To, from: Location, state?: unknown): Location {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  const pathname = parts.pathname || from.pathname;
  const search = parts.pathname || parts.search !== undefined ? normalized(parts.search, '?') : from.search;
  return { pathname, search, hash: normalized(parts.hash, '#'), state: state ?? null, key: Math.random().toString(36).slice(2, 10) };
}

function parsePath(path: string): Partial<Pick<Location, 'pathname' | 'search' | 'hash'>> {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : undefined;
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  const search = searchAt >= 0 ? rest.slice(searchAt) : undefined;
  const pathname = searchAt >= 0 ? rest.slice(0, searchAt) : rest;
  return { pathname: pathname || undefined, search, hash };
}

function normalized(part: string | undefined, mark: '?' | '#'): string {
  if (!part || part === mark) return '';
  return part.startsWith(mark) ? part : mark + part;
}
