import { useSWRConfig } from 'swr';
import { useRead } from '@/lib/use-read';
import type { MessageBody, MyData, PrivacyNotice } from '@central/domain/api';
import { http } from '@/lib/http';

/** The same address answers the page and 'Baixar meus dados' (a plain link: the server names the file). */
export const MY_DATA_PATH = '/api/central/customer/my-data';

export const useMyData = () => useRead(MY_DATA_PATH, (path: string) => http.get<MyData>(path));

/** The provider's DPO and the retention periods; public (the privacy notice is read before signing in). */
export const usePrivacyNotice = () => useRead('/api/central/privacy-notice', (path: string) => http.get<PrivacyNotice>(path));

/** Removals of what the portal alone keeps; each reads the page's data again, so it shows what is left. */
export function useMyDataRemovals() {
  const { mutate } = useSWRConfig();
  const removal = async (path: string) => {
    const answer = await http.delete<MessageBody>(`${MY_DATA_PATH}/${path}`);
    await mutate(MY_DATA_PATH);
    return answer;
  };
  return {
    pushDevice: (id: string) => removal(`push-devices/${encodeURIComponent(id)}`),
    card: async (id: string) => {
      const answer = await removal(`cards/${encodeURIComponent(id)}`);
      await mutate('/api/payment/card'); // Meus Cartões' list, if it was read
      return answer;
    },
    otherSessions: () => removal('sessions/others'),
    /** After a failure (a 404: already gone elsewhere), the page is read again. */
    refresh: () => mutate(MY_DATA_PATH),
  };
}
