import { useEffect } from 'react';
import { Button } from '@fluentui/react-button';
import { Toast, ToastTitle, ToastTrigger, Toaster, useToastController } from '@fluentui/react-toast';
import { TEXT } from '@/strings/pt-BR';
import { MAX_TOASTS, toastQueue, type ToastRequest } from './toast-queue';

const TOASTER_ID = 'central-toaster';

/**
 * Fluent's toaster, with the way in for useNotify (toast-queue.ts): once it is mounted, toasts asked for before are
 * shown, then each one as it comes. Its own effects run before this component's, so it listens before the first one.
 */
export default function ToasterHost() {
  const { dispatchToast } = useToastController(TOASTER_ID);
  useEffect(() => {
    const show = ({ intent, text, timeout }: ToastRequest) => {
      const close =
        timeout < 0 ? (
          <ToastTrigger>
            <Button appearance="transparent" size="small">
              {TEXT.common.dismiss}
            </Button>
          </ToastTrigger>
        ) : undefined;
      dispatchToast(
        <Toast>
          <ToastTitle action={close}>{text}</ToastTitle>
        </Toast>,
        { intent, timeout },
      );
    };
    toastQueue.show = show;
    toastQueue.waiting.splice(0).forEach(show);
    return () => {
      if (toastQueue.show === show) toastQueue.show = null;
    };
  }, [dispatchToast]);
  return <Toaster toasterId={TOASTER_ID} limit={MAX_TOASTS} position="bottom-end" pauseOnHover />;
}
