import { makeStyles } from '@griffel/react';
import { FluentProvider } from '@fluentui/react-provider';
import type { Theme as FluentTheme } from '@fluentui/react-theme';
import { RouterProvider } from 'react-router';
import type { Theme } from '@central/domain/api';
import type { AppRouter } from './router';
import { TenantProvider } from './TenantContext';

/** Fills the screen with the provider's background. It sits inside FluentProvider, whose classes Fluent copies onto
 * every portal (toasts, dialogs): on the provider itself it would make each portal a screen-high sheet over the page. */
const useStyles = makeStyles({
  root: { minHeight: '100dvh' },
});

interface AppProps {
  /** The provider this host serves, or null on a host that serves none. */
  tenant: Theme | null;
  router: AppRouter;
  /**
   * Fluent's theme in the provider's colours (@central/domain/brand-theme), or none when the page came with it as CSS
   * variables (app/served-data.ts): components read the tokens from those.
   */
  theme: FluentTheme | undefined;
}

export function App({ tenant, router, theme }: AppProps) {
  const s = useStyles();
  const routes = <RouterProvider router={router} />;

  return (
    <FluentProvider theme={theme}>
      <div className={s.root}>{tenant ? <TenantProvider tenant={tenant}>{routes}</TenantProvider> : routes}</div>
    </FluentProvider>
  );
}
