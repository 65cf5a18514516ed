import { useRead } from '@/lib/use-read';
import { ACS_CHECK_PATH } from '@central/domain/first-reads';
import { http } from '@/lib/http';

type AcsCheck = { is_acs_configured: boolean };

const useAcsCheck = () => useRead(ACS_CHECK_PATH, (path: string) => http.get<AcsCheck>(path));

/** Whether the provider's device manager knows this subscriber's router: the Wi-Fi menu depends on it. */
export function useAcsConfigured(): boolean {
  return useAcsCheck().data?.is_acs_configured === true;
}

/**
 * The Wi-Fi pages' gate (docs/product/acs.md#the-connection-record: both go back to /panel without an ACS); a failed
 * check counts as none.
 */
export function useAcsState(): 'checking' | 'configured' | 'absent' {
  const { data, error } = useAcsCheck();
  if (data) return data.is_acs_configured ? 'configured' : 'absent';
  return error ? 'absent' : 'checking';
}
