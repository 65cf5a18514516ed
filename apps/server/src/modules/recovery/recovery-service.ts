import type { EditPasswordBody } from '@central/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditLog } from '../../lib/audit';
import type { GuessGuard } from '../../lib/guess-guard';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Mailer } from '../../integrations/mail/mailer';
import type { SessionStore } from '../auth/sessions';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { checkCode } from './check-code';
import { checkDocument } from './check-document';
import type { RecoveryStore } from './recovery-store';
import type { CodeSent, CodeVerified, DocumentChecked } from './recovery-tokens';
import { resetPassword } from './reset-password';
import { sendCode } from './send-code';
import { createVerificationCodes } from './verification-codes';

export interface RecoveryPorts {
  store: RecoveryStore;
  /** Key for hashing verification codes. */
  hashSecret: string;
  mailer: Mailer;
  limiter: RateLimiter;
  guard: GuessGuard;
  audit: AuditLog;
  /** A new password ends every session the old one opened. */
  sessions: Pick<SessionStore, 'revokeOthers'>;
  log: FastifyBaseLogger;
}

/**
 * Password recovery and first access (docs/product/subscriber.md#password-recovery-and-first-access): the CPF/CNPJ, a
 * code mailed to one of the subscriber's e-mails, the code, the new password. Each step answers the claims its cookie
 * carries to the next (recovery-tokens.ts).
 */
export function createRecoveryService(ports: RecoveryPorts) {
  const deps = { ...ports, codes: createVerificationCodes(ports.store, ports.hashSecret) };
  return {
    checkDocument: (tenant: ActiveTenant, cpfCnpj: string | undefined, ip: string) => checkDocument(deps, tenant, cpfCnpj, ip),
    sendCode: (tenant: ActiveTenant, checked: DocumentChecked, mailIndex: unknown, ip: string) =>
      sendCode(deps, tenant, checked, mailIndex, ip),
    checkCode: (tenant: ActiveTenant, sent: CodeSent, verificationCode: string | undefined, ip: string) =>
      checkCode(deps, tenant, sent, verificationCode, ip),
    resetPassword: (tenant: ActiveTenant, verified: CodeVerified, body: EditPasswordBody, ip: string) =>
      resetPassword(deps, tenant, verified, body, ip),
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
