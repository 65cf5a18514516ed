import { MESSAGES } from '@central/domain';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/app-error';
import type { TokenSigner } from '../../lib/signed-token';
import { COOKIES, type CookieName } from '../auth/cookies';
import type { ActiveTenant } from '../tenants/tenant-directory';

/** Every recovery step is valid for 10 minutes (docs/product/subscriber.md#password-recovery-and-first-access; ASVS 6.5.5). */
export const RECOVERY_TTL_SECONDS = 10 * 60;

/** After the CPF/CNPJ step: whose account, and the masked e-mails offered. */
export interface DocumentChecked {
  tid: string;
  cid: string;
  emails: string[];
  /** The keyed hash of the CPF/CNPJ that names its sign-in lock (no personal data in the cookie). */
  ak: string;
}

/** After a code was sent: which code, the masked e-mail it went to, and when (ISO time). */
export interface CodeSent {
  tid: string;
  cid: string;
  vid: string;
  email: string;
  ak: string;
  sentAt: string;
}

/** After the code was verified: the right to set a new password once. */
export interface CodeVerified {
  tid: string;
  cid: string;
  vid: string;
  ak: string;
}

const STEPS = {
  documentChecked: { use: 'recovery-document', cookie: COOKIES.documentChecked },
  codeSent: { use: 'recovery-code', cookie: COOKIES.codeSent },
  codeVerified: { use: 'recovery-change', cookie: COOKIES.codeVerified },
} as const;

type Step = keyof typeof STEPS;
type Claims = { documentChecked: DocumentChecked; codeSent: CodeSent; codeVerified: CodeVerified };

export function issueRecoveryToken<S extends Step>(signer: TokenSigner, step: S, claims: Claims[S]): { cookie: CookieName; token: string } {
  const { use, cookie } = STEPS[step];
  return { cookie, token: signer.sign(use, claims, RECOVERY_TTL_SECONDS) };
}

/** The claims of a step's cookie, or the 'not authenticated' warning when missing, forged or expired. */
export function readRecoveryToken<S extends Step>(
  signer: TokenSigner,
  step: S,
  request: FastifyRequest,
  tenant: ActiveTenant,
): Claims[S] & { exp: number } {
  const { use, cookie } = STEPS[step];
  const claims = signer.verify<Claims[S]>(use, request.cookies[cookie]);
  if (!claims || claims.tid !== tenant.clientId) throw unauthorized('RECOVERY_TOKEN_INVALID', MESSAGES.notAuthenticated);
  return claims;
}

export const RECOVERY_COOKIES = Object.values(STEPS).map((step) => step.cookie);
