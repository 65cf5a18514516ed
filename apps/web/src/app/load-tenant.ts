import type { Theme } from '@central/domain/api';
import { fetchTheme } from '@/features/tenant/api';
import { servedTheme } from './served-data';

/**
 * In production the server writes the tenant's theme into index.html, saving a round trip before the first
 * paint; the Vite dev server does not, so then it is fetched.
 */
export async function loadTenant(): Promise<Theme | null> {
  const served = servedTheme();
  return served === undefined ? fetchTheme() : served;
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
