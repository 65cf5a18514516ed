import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import type { InvoiceRange } from '@central/domain/api';
import { useTenant } from '@/app/TenantContext';
import { MESSAGES } from '@/strings/pt-BR';
import { NOTIFICATIONS_TEXT as text } from '@/strings/notifications.pt-BR';
import { LoadFailure } from '@/components/LoadFailure';
import { useNotify } from '@/components/toaster';
import { failureText } from '@/lib/failure-text';
import { useSessionExpiry } from '@/features/auth/useSessionExpiry';
import { usePushConfig, usePushConfigWrites } from './api';
import { browserPushEnvironment, pushAvailability } from './push-availability';
import { PermissionNotice } from './PermissionNotice';
import { RangeForm } from './RangeForm';
import { usePushDevice } from './usePushDevice';
import { readFailed } from '@/lib/read-failed';

function Info({ children }: { children: string }) {
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>{children}</MessageBarBody>
    </MessageBar>
  );
}

/**
 * docs/product/subscriber.md#notifications, the notifications screen: the browser's permission, this device's
 * subscription and its saved range.
 */
export function NotificationSettings() {
  const tenant = useTenant();
  const vapidPublicKey = tenant.vapid_public_key;
  const [availability, setAvailability] = useState(() => pushAvailability(browserPushEnvironment(vapidPublicKey)));
  const granted = availability === 'granted';
  const device = usePushDevice(granted, vapidPublicKey, tenant.app_logo_url ?? tenant.favicon_url);
  const config = usePushConfig(device.subscription?.endpoint ?? null);
  const writes = usePushConfigWrites();
  const notify = useNotify();
  const sessionExpired = useSessionExpiry();

  const failed = (error: unknown) => {
    if (!sessionExpired(error)) notify.failure(failureText(error, MESSAGES.notificationConfigSaveFailure));
  };

  async function save(range: InvoiceRange) {
    try {
      const subscription = await device.ensure();
      const saved = await writes.save({ ...subscription.toJSON(), endpoint: subscription.endpoint }, range);
      notify.success(saved.message || MESSAGES.notificationConfigSaved);
    } catch (error) {
      failed(error);
    }
  }

  async function disable() {
    const subscription = device.subscription;
    if (!subscription) return;
    try {
      await writes.remove(subscription.endpoint);
      await subscription.unsubscribe().catch(() => false);
      device.forget();
      notify.success(text.disabled);
    } catch (error) {
      failed(error);
    }
  }

  const loading =
    granted && (device.status === 'preparing' || (device.subscription !== null && config.data === undefined && !config.error));
  const savedRange = config.data?.invoice_range ?? null;

  let status;
  if (availability === 'unsupported') status = <Info>{text.unsupported}</Info>;
  else if (availability === 'no-provider-key') status = <Info>{text.noProviderKey}</Info>;
  else if (!granted)
    status = (
      <PermissionNotice
        denied={availability === 'denied'}
        onAsked={() => setAvailability(pushAvailability(browserPushEnvironment(vapidPublicKey)))}
      />
    );
  else if (device.status === 'failed') status = <LoadFailure text={MESSAGES.notificationConfigLoadFailure} onRetry={device.retry} />;
  else if (readFailed(config)) status = <LoadFailure text={MESSAGES.notificationConfigLoadFailure} onRetry={() => void config.mutate()} />;
  else if (loading) status = <Info>{text.preparing}</Info>;
  else if (savedRange === null) status = <Info>{text.notSaved}</Info>;

  return (
    <>
      {status}
      <RangeForm
        key={loading ? 'loading' : String(savedRange)}
        savedRange={savedRange}
        disabled={!granted || loading || device.status === 'failed'}
        onSave={save}
      />
      {granted && savedRange !== null && (
        <Button appearance="subtle" onClick={() => void disable()}>
          {text.disable}
        </Button>
      )}
    </>
  );
}
