import type { Theme } from '@central/domain/api';

/**
 * What the server writes into a page's HTML (apps/server/src/plugins/web-app.ts): the provider's theme on every page,
 * as JSON and as the CSS variables Fluent paints with, and on a panel or /adm page, or the subscriber's sign-in, who
 * opens it. Undefined when the page says nothing, as from Vite's dev server.
 */
function readServed<T>(id: string): T | undefined {
  const script = document.getElementById(id);
  if (!script) return undefined;
  return JSON.parse(script.textContent || 'null') as T;
}

export function servedTheme(): Theme | null | undefined {
  return readServed<Theme | null>('central-theme');
}

/**
 * The session the page was served to (what the area's session check answers), null for none; taken once, since it
 * speaks of the moment the page was opened: after a sign-out and a new sign-in in the same tab, the area asks again.
 */
export function takeServedSession<T>(): T | null | undefined {
  const session = servedSession<T>();
  document.getElementById('central-session')?.remove();
  return session;
}

/**
 * The session the page was served to, left in place: for a page that sends on to the area that takes it (a subscriber
 * still signed in who opens /sign-in goes to the panel, whose loader then takes it).
 */
export function servedSession<T>(): T | null | undefined {
  return readServed<T | null>('central-session');
}

/** Whether the page came with its theme's CSS variables, so that the app need not build the theme itself. */
export function servedThemeStyle(): boolean {
  return document.getElementById('central-theme-style') !== null;
}

/**
 * The reads the server had the browser start with the page (its `preload` links: @central/domain/first-reads), as the
 * app asks for them. The boot takes each as an early read (lib/http.ts), so a page finds its answers already in.
 */
export function servedFirstReads(): string[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map((link) => {
    const url = new URL(link.href);
    return url.pathname + url.search;
  });
}
