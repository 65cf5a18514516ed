import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { Button } from '@fluentui/react-button';
import { MESSAGES } from '@central/domain';
import { whenIdle } from '../lib/when-idle';
import { useNotify } from './toaster';

export type ConfirmMenuProps = {
  /** The button that opens the menu. */
  label: string;
  icon?: ReactElement;
  /** The question naming what will happen ('Excluir Fibra Sul?'). */
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
};

type Popover = ComponentType<ConfirmMenuProps & { defaultOpen: boolean }>;

let loadedPopover: Popover | undefined;
let loading: Promise<Popover> | undefined;

/** The popover's chunk, asked for once; a failed load is asked again at the next press. */
function loadPopover(): Promise<Popover> {
  loading ??= import('./ConfirmMenuPopover').then(
    (module) => (loadedPopover = module.ConfirmMenuPopover),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * An action that asks first, in a small menu under its button (SPEC section 4, 'a confirm menu').
 *
 * The menu's code (Fluent's menu, popover and positioning: 43 KB gzip, a fifth of what the admin's list page loaded
 * before its first paint) is not on the way to that paint. The page draws the button alone and fetches that code
 * once the browser is idle; a press before then fetches it at once and opens the menu as it arrives. The button is
 * swapped for the menu's own only at a press, never while someone may be on it, so keyboard focus is never dropped.
 */
export function ConfirmMenu(props: ConfirmMenuProps) {
  const notify = useNotify();
  const [popover, setPopover] = useState<{ Component: Popover; open: boolean } | null>(() =>
    loadedPopover ? { Component: loadedPopover, open: false } : null,
  );
  useEffect(() => {
    if (popover) return;
    const idle = whenIdle(() => void loadPopover().catch(() => undefined));
    return idle.cancel;
  }, [popover]);

  if (popover) return <popover.Component {...props} defaultOpen={popover.open} />;
  const open = () =>
    loadPopover().then(
      (Component) => setPopover({ Component, open: true }),
      () => notify.failure(MESSAGES.serverFailure),
    );
  return (
    <Button size="small" appearance="subtle" icon={props.icon} disabledFocusable={props.disabled} aria-haspopup="menu" onClick={() => void open()}>
      {props.label}
    </Button>
  );
}
