import type { ProviderInfo, SecondFactorRequired } from '@central/domain/api';
import { http } from '@/lib/http';

const BASE = '/api/central/auth';

/**
 * 400 'Usuário ou senha não informados', 401 'Credenciais inválidas'. Sets the HttpOnly `providerToken` cookie, or, with
 * a second factor on, answers `{two_factor_required}` and its second step follows (features/second-factor/api.ts).
 */
export const signInProvider = (body: { client_id: string; password: string }) =>
  http.post<ProviderInfo | SecondFactorRequired>(`${BASE}/sign-in/provider`, body);

/** The provider behind the cookie; 401 without one. */
export const fetchProviderSession = () => http.get<ProviderInfo>(`${BASE}/provider`);

export const signOutProvider = () => http.post<void>(`${BASE}/sign-out/provider`);
