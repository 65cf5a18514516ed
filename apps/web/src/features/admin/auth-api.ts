import type { AdminInfo, MessageBody, SecondFactorRequired } from '@central/domain/api';
import { http } from '@/lib/http';

const BASE = '/api/payment/adm/auth';

/**
 * 401 'Credenciais inválidas'; 400 and 429 with the server's text. Sets the HttpOnly `authorization` cookie, or, with a
 * second factor on, answers `{two_factor_required}` and its second step follows (features/second-factor/api.ts).
 */
export const signInAdmin = (body: { email: string; password: string }) =>
  http.post<AdminInfo | SecondFactorRequired>(`${BASE}/sign-in`, body);

/** The admin behind the cookie: 401 without one, 403 for a provider's session. */
export const fetchAdminSession = () => http.get<AdminInfo>(BASE);

/** Clears the staff cookies server-side. */
export const signOutAdmin = () => http.post<void>(`${BASE}/sign-out`);

export const changeAdminPassword = (body: { current_password: string; new_password: string }) =>
  http.put<MessageBody>(`${BASE}/password`, body);
