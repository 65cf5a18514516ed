import { onlyDigits } from '@central/domain';
import type { Prisma } from '../../db/database';
import { keyedHash } from '../../lib/signed-token';

/**
 * Remembers which ERP customer a CPF/CNPJ signed in as at a provider, so that its next sign-in can start reading that
 * customer's bills while IXC is still checking the password (issue 14: one ERP round trip from sign-in to home). The
 * CPF/CNPJ is stored only as a keyed hash; what the hint starts fills the server's cache and reaches nobody until a
 * session for that customer exists.
 */
/** A hint no sign-in used for this long is deleted by the housekeeping job (jobs/housekeeping.ts). */
export const RETURNING_HINT_DAYS = 365;

export interface ReturningSubscribers {
  /** The customer id this CPF/CNPJ last signed in as here, or null for a first sign-in. */
  customerOf(tenantId: string, document: string): Promise<string | null>;
  /**
   * Records a proven sign-in; writes when the customer differs from the one on record, and otherwise at most once a day,
   * so that `updated_at` tells when the hint was last used (to within a day) for its retention.
   */
  remember(tenantId: string, document: string, customerId: string, known: string | null): Promise<void>;
}

export function createReturningSubscribers(prisma: Prisma, secret: string): ReturningSubscribers {
  const hashOf = (tenantId: string, document: string) => keyedHash(secret, 'returning-subscriber', tenantId, onlyDigits(document));
  return {
    async customerOf(tenantId, document) {
      const row = await prisma.returningSubscriber.findUnique({
        where: { tenantId_documentHash: { tenantId, documentHash: hashOf(tenantId, document) } },
        select: { customerId: true },
      });
      return row?.customerId ?? null;
    },
    async remember(tenantId, document, customerId, known) {
      const documentHash = hashOf(tenantId, document);
      if (customerId === known) {
        // Matches no row, and so writes nothing, on all but the first sign-in of a day.
        await prisma.$executeRaw`
          UPDATE returning_subscribers SET updated_at = now()
           WHERE tenant_id = ${tenantId}::uuid AND document_hash = ${documentHash} AND updated_at < now() - interval '1 day'`;
        return;
      }
      await prisma.returningSubscriber.upsert({
        where: { tenantId_documentHash: { tenantId, documentHash } },
        create: { tenantId, documentHash, customerId },
        update: { customerId },
      });
    },
  };
}
