import type { SignInBody } from '@central/domain/api';
import type { Caller } from '../../lib/caller';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { deviceLabel } from './auth-rules';
import { signIn, type SignInDeps } from './sign-in';

export type AuthPorts = SignInDeps;

/** The subscriber's sign-in and sign-out (docs/product/subscriber.md#sign-in). */
export function createAuthService(ports: AuthPorts) {
  return {
    /** The session cookie's max-age: the session's absolute lifetime. */
    sessionMaxAgeSeconds: ports.sessions.maxAgeSeconds,
    /** Opens a session for a CPF/CNPJ and password; the session remembers the browser by its label, never its User-Agent. */
    signIn: (tenant: ActiveTenant, body: SignInBody, caller: Caller, userAgent: string | undefined) =>
      signIn(ports, tenant, body, caller, deviceLabel(userAgent)),
    /** Ends the session behind the token, if it is a live one of this provider; anything else is already signed out. */
    async signOut(tenant: ActiveTenant, token: string | undefined): Promise<void> {
      const session = token ? await ports.sessions.resolve(token, tenant) : null;
      if (session) await ports.sessions.revoke(session.id);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
