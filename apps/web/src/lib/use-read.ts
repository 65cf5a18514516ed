import useSWR, { type BareFetcher, type SWRConfiguration, type SWRResponse } from 'swr';

/** A read's key: its path, or a list for a read that is more than one GET; null while there is nothing to read yet. */
type ReadKey = string | readonly [string, ...unknown[]];

/**
 * useSWR with its failure typed as `unknown` rather than SWR's default `any`: a page finds out what failed through
 * isApiError, isAuthFailure or readFailed, never by reaching into the error unchecked.
 */
export function useRead<Data, Key extends ReadKey>(
  key: Key | null,
  fetcher: (key: Key) => Promise<Data>,
  config?: SWRConfiguration<Data, unknown>,
): SWRResponse<Data, unknown> {
  const read: BareFetcher<Data> = fetcher;
  return useSWR<Data, unknown>(key, read, config);
}
