import { useCallback, useEffect, useState } from 'react';
import { deviceSubscription } from './push-device';

type DeviceState = { status: 'idle' | 'preparing' | 'ready' | 'failed'; subscription: PushSubscription | null };
/** Where preparing the device ended, for the preparation it belongs to (`request`). */
type Prepared = DeviceState & { request: string | null };

/**
 * Once notifications are allowed: the worker registered and this device's subscription, whose endpoint keys
 * the saved settings. After 'Desativar' there is none until the next save creates one.
 */
export function usePushDevice(granted: boolean, vapidPublicKey: string | null, icon: string | null) {
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Each permission, key, icon and retry is a preparation of its own; until it ends, the device is 'preparing'.
  const request = granted && vapidPublicKey ? JSON.stringify([vapidPublicKey, icon, attempt]) : null;
  const state: DeviceState =
    request !== null && prepared?.request !== request
      ? { status: 'preparing', subscription: null }
      : { status: prepared?.status ?? 'idle', subscription: prepared?.subscription ?? null };

  useEffect(() => {
    if (request === null || !vapidPublicKey) return;
    let live = true;
    deviceSubscription(vapidPublicKey, icon).then(
      (subscription) => live && setPrepared({ request, status: 'ready', subscription }),
      () => live && setPrepared({ request, status: 'failed', subscription: null }),
    );
    return () => {
      live = false;
    };
  }, [vapidPublicKey, icon, request]);

  const ensure = useCallback(async () => {
    if (state.subscription) return state.subscription;
    const subscription = await deviceSubscription(vapidPublicKey!, icon);
    setPrepared({ request, status: 'ready', subscription });
    return subscription;
  }, [state.subscription, vapidPublicKey, icon, request]);

  return {
    ...state,
    retry: useCallback(() => setAttempt((n) => n + 1), []),
    /** The current subscription, or a new one when the device was turned off. */
    ensure,
    forget: useCallback(() => setPrepared({ request, status: 'ready', subscription: null }), [request]),
  };
}
