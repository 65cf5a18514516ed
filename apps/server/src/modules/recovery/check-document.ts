import { maskEmail, MESSAGES } from '@central/domain';
import { forbidden, notFound } from '../../lib/app-error';
import { takeUses, USE_LIMITS } from '../../lib/attempt-limits';
import type { GuessGuard } from '../../lib/guess-guard';
import type { RateLimiter } from '../../lib/rate-limiter';
import { createCustomerGateway } from '../../integrations/ixc/customers';
import { readDocument, signInAccount } from '../auth/auth-rules';
import type { ActiveTenant } from '../tenants/tenant-directory';
import type { DocumentChecked } from './recovery-tokens';

/**
 * First recovery step: the CPF/CNPJ names an active subscriber with at least one e-mail. The person sees
 * only masked e-mails; which one they pick is checked against the record again when the code is sent.
 */
export async function checkDocument(
  deps: { limiter: RateLimiter; guard: GuessGuard },
  tenant: ActiveTenant,
  cpfCnpj: string | undefined,
  ip: string,
): Promise<DocumentChecked> {
  const document = readDocument(cpfCnpj);
  await takeUses(deps.limiter, [[`recovery:document:source:${deps.guard.hidden(ip)}`, USE_LIMITS.documentChecksPerSource]]);
  const records = await createCustomerGateway(tenant.ixc).findByDocument(document);
  const active = records.filter((record) => record.active);
  if (records.length > 0 && active.length === 0) throw forbidden('CUSTOMER_DISABLED', MESSAGES.customerDisabled);
  const customer = active.find((record) => record.emails.length > 0);
  if (!customer) throw notFound('NO_EMAIL_FOR_DOCUMENT', MESSAGES.noEmailForDocument);
  // The sign-in lock of this CPF/CNPJ, by its keyed hash, travels with the steps so a reset can clear it.
  const ak = deps.guard.accountKey(signInAccount(tenant, document));
  return { tid: tenant.clientId, cid: customer.id, emails: customer.emails.map(maskEmail), ak };
}
