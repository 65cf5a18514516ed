import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SWRConfig } from 'swr';
import { FormMessage } from './FormMessage';
import { PanelToaster } from './toaster';
import { useShellStyles } from './shell-styles';
import { useMenuDrawer, useShellSwrConfig } from './shell-state';
import { TEXT } from '@/strings/pt-BR';

/** Fluent's drawer (with its dialog, portal and focus trap) is fetched only on a phone, when the menu is first opened. */
const NavDrawer = lazy(() => import('./NavDrawer').then((module) => ({ default: module.NavDrawer })));

export type MenuButtonProps = { showMenuButton: boolean; onOpenMenu: () => void };

type Props = {
  /** Sees every failed read of the shell's pages; answers whether it took over (an ended session). */
  onReadError: (error: unknown) => boolean;
  /** The top bar, given whether to show the button that opens the menu drawer. */
  topBar: (menuButton: MenuButtonProps) => ReactNode;
  /** The menu, beside the page or in the drawer (then `onNavigate` closes it). */
  menu: (onNavigate?: () => void) => ReactNode;
  drawerText: { title: string; closeLabel: string };
  signOutError: string | null;
  /** Mounted beside the frame, inside its SWR cache (dialogs). */
  children?: ReactNode;
};

/** The frame of the subscriber panel and of the admin back office: top bar, menu, the page, and the toasts. */
export function ShellFrame({ onReadError, topBar, menu, drawerText, signOutError, children }: Props) {
  const drawer = useMenuDrawer();
  const swrConfig = useShellSwrConfig(onReadError);
  const s = useShellStyles();
  return (
    <SWRConfig value={swrConfig}>
      <div className={s.root} inert={drawer.open}>
        <a
          href="#conteudo"
          className={s.skipLink}
          onClick={(event) => {
            event.preventDefault();
            document.getElementById('conteudo')?.focus();
          }}
        >
          {TEXT.common.skipToContent}
        </a>
        {topBar({ showMenuButton: !drawer.wide, onOpenMenu: drawer.show })}
        <div className={s.body}>
          {drawer.wide && <aside className={s.aside}>{menu()}</aside>}
          {!drawer.wide && drawer.mounted && (
            <Suspense fallback={null}>
              <NavDrawer open={drawer.open} onClose={drawer.close} title={drawerText.title} closeLabel={drawerText.closeLabel}>
                {menu(drawer.close)}
              </NavDrawer>
            </Suspense>
          )}
          <main id="conteudo" tabIndex={-1} className={s.main}>
            <FormMessage notice={signOutError ? { intent: 'error', text: signOutError } : null} />
            <Outlet />
          </main>
        </div>
      </div>
      {children}
      <PanelToaster />
    </SWRConfig>
  );
}
