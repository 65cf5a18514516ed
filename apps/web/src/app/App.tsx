import { useMemo } from 'react';
import { makeStaticStyles, makeStyles } from '@griffel/react';
import { FluentProvider } from '@fluentui/react-provider';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { Theme } from '@central/domain/api';
import { fluentThemeFor } from './tenant-theme';
import { TenantProvider } from './TenantContext';
import { noTenantRoutes, tenantRoutes } from './routes';

/** Spacing comes from each layout's gap, so the browser's default margins are dropped. */
const useGlobalStyles = makeStaticStyles({ 'body, h1, h2, h3, p': { margin: 0 } });

/** Fills the screen with the provider's background. It sits inside FluentProvider, whose classes Fluent copies onto
 * every portal (toasts, dialogs): on the provider itself it would make each portal a screen-high sheet over the page. */
const useStyles = makeStyles({
  root: { minHeight: '100dvh' },
});

export function App({ tenant }: { tenant: Theme | null }) {
  useGlobalStyles();
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
