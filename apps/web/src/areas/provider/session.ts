import { redirect, useLoaderData } from 'react-router';
import type { ProviderInfo } from '@central/domain/api';
import { isApiError } from '@/lib/http';
import { fetchProviderSession } from '@/features/provider/api';

export const PROVIDER_SIGN_IN = '/admin';

/** docs/product/provider.md#provider-sign-in: /provider first checks the provider session and goes to /admin without one. */
export async function providerLoader(): Promise<ProviderInfo | Response> {
  try {
    return await fetchProviderSession();
  } catch (error) {
    if (isApiError(error, 401) || isApiError(error, 403)) return redirect(PROVIDER_SIGN_IN);
    throw error;
  }
}

export const useProvider = () => useLoaderData<typeof providerLoader>().provider;
