import { useEffect, useState, type ComponentType } from 'react';
import { Button } from '@fluentui/react-button';
import { MESSAGES } from '@central/domain';
import { onFirstInteraction } from '@/lib/first-interaction';
import { importAgainOnFailure } from '@/lib/import-again';
import { whenIdle } from '@/lib/when-idle';
import type { ConfirmMenuProps } from './ConfirmMenuPopover';
import { useNotify } from './toaster';

type Popover = ComponentType<ConfirmMenuProps & { defaultOpen: boolean }>;

let loadedPopover: Popover | undefined;
let loading: Promise<Popover> | undefined;
const importPopover = importAgainOnFailure(() => import('./ConfirmMenuPopover'));

/** The popover's chunk, asked for once; a failed load is asked again at the next press (lib/import-again.ts). */
function loadPopover(): Promise<Popover> {
  loading ??= importPopover().then(
    (module) => (loadedPopover = module.ConfirmMenuPopover),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Fetches the popover's code ahead of a press; a failure is left for the press to report. */
const preloadPopover = () => void loadPopover().catch(() => undefined);

/**
 * An action that asks first, in a small menu under its button (docs/product/admin.md#customer-list, 'a confirm menu').
 *
 * The menu's code (Fluent's menu, popover and positioning: 43 KB gzip in 9 files, a fifth of what the admin's list
 * page loaded before its first paint) is neither on the way to that paint nor run after it while the page is only
 * looked at: fetched when the browser was idle after the page drew, its evaluation fell in the page's first seconds,
 * as long tasks. The page draws the button alone; the code comes when the pointer enters the button, or when the
 * browser is idle after the person's first press, key or focus anywhere (components/toaster.tsx does the same). A
 * press before it came fetches it at once and opens the menu as it arrives. The button is swapped for the menu's own
 * only at a press, never while someone may be on it, so keyboard focus is never dropped.
 */
export function ConfirmMenu(props: ConfirmMenuProps) {
  const notify = useNotify();
  const [popover, setPopover] = useState<{ Component: Popover; open: boolean } | null>(() =>
    loadedPopover ? { Component: loadedPopover, open: false } : null,
  );
  useEffect(() => {
    if (popover) return;
    let idle: { cancel: () => void } | undefined;
    const stopWaiting = onFirstInteraction(() => (idle = whenIdle(preloadPopover)));
    return () => {
      stopWaiting();
      idle?.cancel();
    };
  }, [popover]);

  if (popover) return <popover.Component {...props} defaultOpen={popover.open} />;
  const open = () =>
    loadPopover().then(
      (Component) => setPopover({ Component, open: true }),
      () => notify.failure(MESSAGES.serverFailure),
    );
  return (
    <Button
      size="small"
      appearance="subtle"
      icon={props.icon}
      disabledFocusable={props.disabled}
      aria-haspopup="menu"
      onPointerEnter={preloadPopover}
      onClick={() => void open()}
    >
      {props.label}
    </Button>
  );
}
