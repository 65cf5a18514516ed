import useSWR from 'swr';
import { http } from '../../lib/http';

type AcsCheck = { is_acs_configured: boolean };

const ACS_CHECK = '/api/acs/customer/check';

/** Whether the provider's device manager knows this subscriber's router: the Wi-Fi menu depends on it. */
export function useAcsConfigured(): boolean {
  const { data } = useSWR(ACS_CHECK, (path: string) => http.get<AcsCheck>(path));
  return data?.is_acs_configured === true;
}
