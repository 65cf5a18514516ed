import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { setTenantClientId } from './lib/http';
import { App } from './app/App';
import { BootFailure } from './app/BootFailure';
import { applyFavicon, loadTenant } from './app/load-tenant';
import { noTenantRoutes, tenantRoutes } from './app/routes';
import { fluentThemeFor } from './app/tenant-theme';

/**
 * The boot is cut into short tasks, so that a slow phone stays responsive while it runs: after the code is evaluated,
 * the router is created (which starts the first page's loaders and their reads), then the theme is built, then React
 * renders as a transition, which it does in slices of a few milliseconds.
 */
async function boot() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const tenant = await loadTenant();
    setTenantClientId(tenant?.client_id ?? null);
    applyFavicon(tenant?.favicon_url ?? null);
    await nextTask();
    const router = createBrowserRouter(tenant ? tenantRoutes : noTenantRoutes);
    await nextTask();
    const theme = fluentThemeFor(tenant);
    await nextTask();
    startTransition(() =>
      root.render(
        <StrictMode>
          <App tenant={tenant} router={router} theme={theme} />
        </StrictMode>,
      ),
    );
  } catch {
    root.render(<BootFailure />);
  }
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

void boot();
