import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { Theme as FluentTheme } from '@fluentui/react-theme';
import type { Theme } from '@central/domain/api';
import { readEarly, setTenantClientId } from './lib/http';
import { App } from './app/App';
import { BootFailure } from './app/BootFailure';
import { applyFavicon, loadTenant } from './app/load-tenant';
import { noTenantRoutes, tenantRoutes } from './app/routes';
import { createAppRouter } from './app/router';
import { servedFirstReads, servedThemeStyle } from './app/served-data';

/**
 * The boot is cut into short tasks, so that a slow phone stays responsive while it runs: after the code is evaluated,
 * the router is created (which starts the first page's loaders and their reads), then React renders as a transition,
 * which it does in slices of a few milliseconds. The theme comes with the page, as CSS variables the server wrote; only
 * a page without them (Vite's dev server) builds it here, with code that is otherwise never loaded.
 */
async function boot() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const tenant = await loadTenant();
    setTenantClientId(tenant?.client_id ?? null);
    // The browser started the page's first reads with its HTML: the app takes them instead of asking again.
    servedFirstReads().forEach((path) => void readEarly(path));
    applyFavicon(tenant?.favicon_url ?? null);
    await nextTask();
    const router = createAppRouter(tenant ? tenantRoutes : noTenantRoutes);
    await nextTask();
    const theme = await themeUnlessServed(tenant);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App tenant={tenant} router={router} theme={theme} />
        </StrictMode>,
      ),
    );
  } catch {
    root.render(<BootFailure theme={await themeUnlessServed(null).catch(() => undefined)} />);
  }
}

async function themeUnlessServed(tenant: Theme | null): Promise<FluentTheme | undefined> {
  if (servedThemeStyle()) return undefined;
  const { fluentThemeFor } = await import('@central/domain/brand-theme');
  return fluentThemeFor(tenant);
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

void boot();
