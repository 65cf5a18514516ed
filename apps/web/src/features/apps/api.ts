import { useSWRConfig } from 'swr';
import { useRead } from '@/lib/use-read';
import type {
  ActivationBody,
  ActivationResult,
  AppPasswordRecoveryBody,
  CustomerApps,
  CustomerAppView,
  OletvCheck,
} from '@central/domain/api';
import { http } from '@/lib/http';
import { CUSTOMER_APPS_PATH as APPS } from '@central/domain/first-reads';
import { appDetailsPath, type AppAddress } from './paths';

/** Home's app cards: the apps the subscriber's contracts entitle. */
export const useCustomerApps = () => useRead(APPS, (path: string) => http.get<CustomerApps>(path));

/** One app's page: its texts, state and the subscriber's data that activation prefills. */
export const useAppView = (address: AppAddress | null) =>
  useRead(address && appDetailsPath(address), (path: string) => http.get<CustomerAppView>(path));

/** Activation answers the app as it is now: the page shows it at once, without reading it again. */
export function useAppActivation(address: AppAddress) {
  const { mutate } = useSWRConfig();
  const key = appDetailsPath(address);
  return {
    async activate(body: ActivationBody): Promise<ActivationResult> {
      const result = await http.postOnce<ActivationResult>('/api/central/customer/create/content-app', body);
      await mutate(key, result.app, { revalidate: false });
      return result;
    },
    /** Active already (another tab): the page reads the app again and shows its active view. */
    refresh: () => mutate(key),
  };
}

/**
 * The Watch (Olé TV) account's password recovery: Watch e-mails its access instructions
 * (docs/product/partners.md#the-subscribers-app-pages).
 */
export const recoverAppPassword = (body: AppPasswordRecoveryBody) =>
  http.postOnce<{ message: string }>('/api/central/atplus/oletv/recovery-password', body);

/**
 * The Olé TV page's check; `search=1` also asks Watch, so an account made at the provider's desk counts
 * (docs/product/partners.md#the-subscribers-app-pages).
 */
export const useOletvCheck = () => useRead('/api/central/atplus/oletv/check?search=1', (path: string) => http.get<OletvCheck>(path));
