import { useSWRConfig } from 'swr';
import { useRead } from '@/lib/use-read';
import type { InvoiceRange, NotificationConfig, PushConfig, SavedPushConfig } from '@central/domain/api';
import { http } from '@/lib/http';
import { nullIfNotFound } from '@/lib/null-if-not-found';
import { pushConfigPath } from './push-keys';

/** This device's saved settings; null when it has none (404). */
const readConfig = (path: string): Promise<NotificationConfig | null> =>
  nullIfNotFound(http.get<PushConfig>(path).then((answer) => answer.notification_config));

export const usePushConfig = (endpoint: string | null) => useRead(endpoint ? pushConfigPath(endpoint) : null, readConfig);

/** Writes keep the device's cached settings in step, also under an endpoint the page has not read yet. */
export function usePushConfigWrites() {
  const { mutate } = useSWRConfig();
  return {
    async save(subscription: PushSubscriptionJSON & { endpoint: string }, invoiceRange: InvoiceRange) {
      const saved = await http.post<SavedPushConfig>('/api/central/config/push-notification', { subscription, invoiceRange });
      await mutate(pushConfigPath(subscription.endpoint), saved.notification_config, { revalidate: false });
      return saved;
    },
    async remove(endpoint: string) {
      await http.delete<void>(pushConfigPath(endpoint));
      await mutate(pushConfigPath(endpoint), null, { revalidate: false });
    },
  };
}
