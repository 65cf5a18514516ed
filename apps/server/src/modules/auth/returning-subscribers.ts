import { onlyDigits } from '@central/domain';
import { keyedHash } from '../../lib/signed-token';
import type { AuthStore } from './auth-store';

/**
 * Remembers which ERP customer a CPF/CNPJ signed in as at a provider, so that its next sign-in can start reading that
 * customer's bills while IXC is still checking the password (one ERP round trip from sign-in to home). The
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

export function createReturningSubscribers(
  store: Pick<AuthStore, 'returningCustomerOf' | 'touchReturning' | 'saveReturning'>,
  secret: string,
): ReturningSubscribers {
  const hashOf = (tenantId: string, document: string) => keyedHash(secret, 'returning-subscriber', tenantId, onlyDigits(document));
  return {
    customerOf: (tenantId, document) => store.returningCustomerOf(tenantId, hashOf(tenantId, document)),
    async remember(tenantId, document, customerId, known) {
      const documentHash = hashOf(tenantId, document);
      if (customerId === known) await store.touchReturning(tenantId, documentHash);
      else await store.saveReturning(tenantId, documentHash, customerId);
    },
  };
}
