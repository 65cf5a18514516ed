import { useSWRConfig } from 'swr';
import { useRead } from '@/lib/use-read';
import type { DeviceCount, RecentBroadcasts, SentBroadcast } from '@central/domain/api';
import { http } from '@/lib/http';

const BASE = '/api/central/provider';

export const BROADCAST_KEYS = {
  recent: `${BASE}/notifications`,
  devices: `${BASE}/subscriptions/count`,
};

/** The provider's latest 10 general notifications, with their counts (sent, failed, removed). */
export const useRecentBroadcasts = () =>
  useRead(BROADCAST_KEYS.recent, (path: string) => http.get<RecentBroadcasts>(path), { refreshInterval: 5000 });

/** How many devices opted in: asked again right before each confirmation. */
export const fetchDeviceCount = () => http.get<DeviceCount>(BROADCAST_KEYS.devices);

/** 400 with the field's text (docs/product/provider.md#general-notifications); 202 once recorded and queued. Refreshes the list. */
export function useSendBroadcast() {
  const { mutate } = useSWRConfig();
  return async (body: { title: string; message: string }) => {
    const sent = await http.postOnce<SentBroadcast>(`${BASE}/send/notification`, body);
    await mutate(BROADCAST_KEYS.recent);
    return sent;
  };
}
