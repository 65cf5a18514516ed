import { useSWRConfig } from 'swr';
import { useRead } from '@/lib/use-read';
import type { Device, DeviceList, WifiChangeAnswer, WifiChangeBody } from '@central/domain/api';
import { http } from '@/lib/http';

const DEVICES = '/api/acs/devices';
const deviceKey = (id: string) => `/api/acs/device/${encodeURIComponent(id)}`;

/** The subscriber's routers (one ACS search). */
export const useDevices = () => useRead(DEVICES, (path: string) => http.get<DeviceList>(path));

/** One router with its networks. */
export const useDevice = (id: string) => useRead(deviceKey(id), (path: string) => http.get<Device>(path));

/** The change, then the router read again: the reveal toggle shows the new password. */
export function useWifiChange(id: string) {
  const { mutate } = useSWRConfig();
  return async (body: WifiChangeBody): Promise<WifiChangeAnswer> => {
    const answer = await http.patchOnce<WifiChangeAnswer>(`${deviceKey(id)}/wifi`, body);
    void mutate(deviceKey(id));
    return answer;
  };
}
