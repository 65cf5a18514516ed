import { useMemo } from 'react';
import { makeStyles } from '@griffel/react';
import { FluentProvider } from '@fluentui/react-provider';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { Theme } from '@central/domain/api';
import { fluentThemeFor } from './tenant-theme';
import { TenantProvider } from './TenantContext';
import { noTenantRoutes, tenantRoutes } from './routes';

/** Fills the screen with the provider's background. It sits inside FluentProvider, whose classes Fluent copies onto
 * every portal (toasts, dialogs): on the provider itself it would make each portal a screen-high sheet over the page. */
const useStyles = makeStyles({
  root: { minHeight: '100dvh' },
});

export function App({ tenant }: { tenant: Theme | null }) {
  const s = useStyles();
  const router = useMemo(() => createBrowserRouter(tenant ? tenantRoutes : noTenantRoutes), [tenant]);
  const theme = useMemo(() => fluentThemeFor(tenant), [tenant]);
  const routes = <RouterProvider router={router} />;

  return (
    <FluentProvider theme={theme}>
      <div className={s.root}>{tenant ? <TenantProvider tenant={tenant}>{routes}</TenantProvider> : routes}</div>
    </FluentProvider>
  );
}
