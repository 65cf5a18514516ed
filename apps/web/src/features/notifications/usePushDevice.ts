import { useCallback, useEffect, useState } from 'react';
import { deviceSubscription } from './push-device';

type DeviceState = { status: 'idle' | 'preparing' | 'ready' | 'failed'; subscription: PushSubscription | null };

/**
 * Once notifications are allowed: the worker registered and this device's subscription, whose endpoint keys
 * the saved settings. After 'Desativar' there is none until the next save creates one.
 */
export function usePushDevice(granted: boolean, vapidPublicKey: string | null, icon: string | null) {
  const [state, setState] = useState<DeviceState>({ status: 'idle', subscription: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!granted || !vapidPublicKey) return;
    let live = true;
    setState({ status: 'preparing', subscription: null });
    deviceSubscription(vapidPublicKey, icon).then(
      (subscription) => live && setState({ status: 'ready', subscription }),
      () => live && setState({ status: 'failed', subscription: null }),
    );
    return () => {
      live = false;
    };
  }, [granted, vapidPublicKey, icon, attempt]);

  const ensure = useCallback(async () => {
    if (state.subscription) return state.subscription;
    const subscription = await deviceSubscription(vapidPublicKey!, icon);
    setState({ status: 'ready', subscription });
    return subscription;
  }, [state.subscription, vapidPublicKey, icon]);

  return {
    ...state,
    retry: useCallback(() => setAttempt((n) => n + 1), []),
    /** The current subscription, or a new one when the device was turned off. */
    ensure,
    forget: useCallback(() => setState({ status: 'ready', subscription: null }), []),
  };
}
