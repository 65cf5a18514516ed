import type { Theme } from '@central/domain/api';
import { fetchTheme } from '../features/tenant/api';

const INJECTED_THEME_ID = 'central-theme';

/**
 * In production the server writes the tenant's theme into index.html, saving a round trip before the first
 * paint; the Vite dev server does not, so then it is fetched.
 */
export async function loadTenant(): Promise<Theme | null> {
  const injected = document.getElementById(INJECTED_THEME_ID);
  if (!injected) return fetchTheme();
  return JSON.parse(injected.textContent || 'null') as Theme | null;
}

export function applyFavicon(url: string | null): void {
  if (!url) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.href = url;
}
