import { useMemo } from 'react';
import { Button } from '@fluentui/react-button';
import { Toast, ToastTitle, ToastTrigger, Toaster, useToastController, type ToastIntent } from '@fluentui/react-toast';
import { TEXT } from '../strings/pt-BR';

const PANEL_TOASTER_ID = 'panel-toaster';

/** SPEC section 9: how long each kind of toast stays, and how many show at once. */
export const TOAST_MS = { copied: 2000, result: 2500, failure: 3500 } as const;
const MAX_TOASTS = 5;
/**
 * Past this many characters a toast is more than a glance (about what a phone shows on two lines): it stays until its
 * reader closes it, instead of vanishing mid-sentence (WCAG 2.2.1).
 */
export const LONG_TOAST_CHARS = 60;

/** The panel's one place for toasts; pages reach it through `useNotify`. */
export function PanelToaster() {
  return <Toaster toasterId={PANEL_TOASTER_ID} limit={MAX_TOASTS} position="bottom-end" pauseOnHover />;
}

/** Short texts close by themselves after SPEC's time; long ones stay, with 'Fechar'. */
export type Notify = {
  /** Copy confirmations: 2000 ms. */
  copied: (text: string) => void;
  /** Results of an action: 2500 ms. */
  success: (text: string) => void;
  warning: (text: string) => void;
  /** Failed downloads and other failed actions: 3500 ms. */
  failure: (text: string) => void;
};

export function useNotify(): Notify {
  const { dispatchToast } = useToastController(PANEL_TOASTER_ID);
  return useMemo(() => {
    const show = (intent: ToastIntent, timeout: number) => (text: string) => {
      const long = text.length > LONG_TOAST_CHARS;
      const close = (
        <ToastTrigger>
          <Button appearance="transparent" size="small">
            {TEXT.common.dismiss}
          </Button>
        </ToastTrigger>
      );
      dispatchToast(
        <Toast>
          <ToastTitle action={long ? close : undefined}>{text}</ToastTitle>
        </Toast>,
        { intent, timeout: long ? -1 : timeout },
      );
    };
    return {
      copied: show('success', TOAST_MS.copied),
      success: show('success', TOAST_MS.result),
      warning: show('warning', TOAST_MS.result),
      failure: show('error', TOAST_MS.failure),
    };
  }, [dispatchToast]);
}
