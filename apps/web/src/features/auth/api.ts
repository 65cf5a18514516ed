import type { SessionInfo, SignInResult } from '@central/domain/api';
import { http } from '@/lib/http';

export type Credentials = { cpfOrCnpj: string; password: string };

export const signIn = (credentials: Credentials) => http.post<SignInResult>('/api/central/sign-in', credentials);

export const signOut = () => http.post<void>('/api/central/sign-out');

/** The session behind the validToken cookie; 401 when there is none or it expired. */
export const fetchSession = () => http.get<SessionInfo>('/api/central/auth/valid-token');
