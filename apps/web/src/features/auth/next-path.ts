const PANEL = '/panel';

/** Where to go after signing in: the panel page that sent the person here, never a page outside the panel. */
export function panelPathFrom(next: string | null): string {
  if (!next) return PANEL;
  const url = new URL(next, window.location.origin);
  const insidePanel = url.pathname === PANEL || url.pathname.startsWith(`${PANEL}/`);
  return url.origin === window.location.origin && insidePanel ? url.pathname + url.search + url.hash : PANEL;
}

export function signInPathReturningTo(url: URL): string {
  return `/sign-in?${new URLSearchParams({ next: url.pathname + url.search })}`;
}
