import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setTenantClientId } from './lib/http';
import { App } from './app/App';
import { BootFailure } from './app/BootFailure';
import { applyFavicon, loadTenant } from './app/load-tenant';

async function boot() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const tenant = await loadTenant();
    setTenantClientId(tenant?.client_id ?? null);
    applyFavicon(tenant?.favicon_url ?? null);
    root.render(
      <StrictMode>
        <App tenant={tenant} />
      </StrictMode>,
    );
  } catch {
    root.render(<BootFailure />);
  }
}

void boot();
