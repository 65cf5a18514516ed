import type { FastifyBaseLogger } from 'fastify';
import type { Prisma } from '../db/database';
import { maskText } from './log-masking';

export interface AuditEntry {
  tenantId: string | null;
  action:
    | 'sign-in'
    | 'password-change'
    | 'password-reset'
    | 'verification-code-sent'
    | 'verification-code-check'
    | 'admin-sign-in'
    | 'admin-password-change'
    | 'provider-sign-in'
    // A subscriber removing what the portal keeps about them ('Meus dados', LGPD art. 18)
    | 'push-device-removal'
    | 'card-removal'
    | 'other-sessions-end'
    // 'Minha conexão': the subscriber's own connection and router (docs/product/connection.md)
    | 'connection-reconnect'
    | 'router-reboot';
  outcome: string;
  /** A CPF/CNPJ, customer id, admin e-mail or provider id; stored masked. */
  subject?: string;
  ip?: string;
}

export interface AuditLog {
  record(entry: AuditEntry): Promise<void>;
}

/** Authentication events for the provider's records (ASVS 16.3.1). A lost entry is logged, never fails the request. */
export function createAuditLog(prisma: Prisma, logger: FastifyBaseLogger): AuditLog {
  return {
    async record(entry) {
      const data = { ...entry, subject: entry.subject ? maskText(entry.subject) : null, ip: entry.ip ?? null };
      await prisma.auditEvent.create({ data }).catch((error: unknown) => logger.error({ err: error }, 'audit event lost'));
    },
  };
}
