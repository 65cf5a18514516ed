import { useSWRConfig } from 'swr';
import { useRead } from '@/lib/use-read';
import type { ActivationResult, BooksActivationBody, BooksPayload } from '@central/domain/api';
import { http } from '@/lib/http';
import { appDetailsPath, type AppAddress } from './paths';

const BOOKS = '/api/central/customer/app/tocalivros';

/** GET /api/central/customer/app/tocalivros?contractId=&customerAppId= */
export function booksPayloadPath({ appId, contractId }: AppAddress): string {
  return `${BOOKS}?${new URLSearchParams({ contractId, customerAppId: appId }).toString()}`;
}

/** The books payload (docs/product/partners.md#toca-livros-and-sva-logins), prefilled by the server from the subscriber's record. */
export const useBooksPayload = (address: AppAddress) => useRead(booksPayloadPath(address), (path: string) => http.get<BooksPayload>(path));

/** The registration at Toca Livros: it answers the app as it is now, and the page shows it without reading it again. */
export function useBooksActivation(address: AppAddress) {
  const { mutate } = useSWRConfig();
  const detailsKey = appDetailsPath(address);
  const payloadKey = booksPayloadPath(address);
  return {
    async activate(body: BooksActivationBody): Promise<ActivationResult> {
      const result = await http.postOnce<ActivationResult>(BOOKS, body);
      await Promise.all([
        mutate(detailsKey, result.app, { revalidate: false }),
        mutate(payloadKey, (payload?: BooksPayload) => payload && { ...payload, is_active: true }, { revalidate: false }),
      ]);
      return result;
    },
    /** Active already (another tab): both are read again, and the page shows the active view. */
    refresh: () => Promise.all([mutate(detailsKey), mutate(payloadKey)]),
  };
}
