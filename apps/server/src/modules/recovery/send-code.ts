import { maskEmail, MESSAGES } from '@central/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error';
import { takeUses, USE_LIMITS } from '../../lib/attempt-limits';
import type { AuditLog } from '../../lib/audit';
import type { GuessGuard } from '../../lib/guess-guard';
import type { RateLimiter } from '../../lib/rate-limiter';
import { createCustomerGateway } from '../../integrations/ixc/customers';
import type { Mailer } from '../../integrations/mail/mailer';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { codeEmail } from './recovery-rules';
import type { VerificationCodes } from './verification-codes';
import type { CodeSent, DocumentChecked } from './recovery-tokens';

export interface SendCodeDeps {
  codes: VerificationCodes;
  mailer: Mailer;
  limiter: RateLimiter;
  guard: GuessGuard;
  audit: AuditLog;
  log: FastifyBaseLogger;
}

const sendFailure = (status: number) => new AppError('SEND_CODE_FAILED', status, MESSAGES.sendCodeFailure);

/** Second recovery step: mails a fresh code to the e-mail the person picked from the masked list. */
export async function sendCode(
  deps: SendCodeDeps,
  tenant: ActiveTenant,
  checked: DocumentChecked,
  mailIndex: unknown,
  ip: string,
): Promise<{ claims: CodeSent; expiresAt: Date }> {
  if (typeof mailIndex !== 'number' || !Number.isInteger(mailIndex) || mailIndex < 0 || mailIndex >= checked.emails.length) {
    throw badRequest('EMAIL_NOT_IN_LIST', MESSAGES.selectEmailFromList);
  }
  await takeUses(deps.limiter, [
    [`recovery:code:customer:${deps.guard.hidden(tenant.id, checked.cid)}`, USE_LIMITS.codesSentPerCustomer],
    [`recovery:code:source:${deps.guard.hidden(ip)}`, USE_LIMITS.codesSentPerSource],
  ]);

  // The record may have changed since the list was shown: the address must still be the one masked there.
  const customer = await createCustomerGateway(tenant.ixc).findById(checked.cid);
  const email = customer?.emails.find((address) => maskEmail(address) === checked.emails[mailIndex]);
  if (!customer || !customer.active || !email) throw sendFailure(404);

  const issued = await deps.codes.issue(tenant.id, customer.id);
  try {
    await deps.mailer.send(codeEmail({ to: email, alias: tenant.alias, customerName: customer.name, code: issued.code }));
  } catch (error) {
    deps.log.error({ err: error }, 'verification e-mail not sent');
    await deps.codes.discard(issued.id);
    throw sendFailure(502);
  }
  await deps.audit.record({ tenantId: tenant.id, action: 'verification-code-sent', outcome: 'success', subject: customer.document, ip });
  const claims = { tid: tenant.clientId, cid: customer.id, vid: issued.id, email: maskEmail(email), ak: checked.ak };
  return { claims, expiresAt: issued.expiresAt };
}
