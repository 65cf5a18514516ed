import { maskEmail, MESSAGES } from '@central/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error';
import { tooManyAttempts, USE_LIMITS } from '../../lib/attempt-limits';
import type { AuditLog } from '../../lib/audit';
import type { GuessGuard } from '../../lib/guess-guard';
import type { RateLimiter } from '../../lib/rate-limiter';
import { createCustomerGateway } from '../../integrations/ixc/customers';
import type { Mailer } from '../../integrations/mail/mailer';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { codeEmail } from './recovery-rules';
import type { SentCode, VerificationCodes } from './verification-codes';
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

/**
 * Second recovery step, and 'Reenviar código': mails a fresh code to the e-mail the person picked from the masked
 * list, replacing the account's earlier code. A send that repeats the one just made (a double click) mails nothing,
 * counts nothing and answers the code already sent.
 */
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
  const sentTo = checked.emails[mailIndex]!;
  const answer = (sent: SentCode) => ({
    claims: { tid: tenant.clientId, cid: checked.cid, vid: sent.id, email: sent.sentTo, ak: checked.ak, sentAt: sent.sentAt.toISOString() },
    expiresAt: sent.expiresAt,
  });
  const repeated = await deps.codes.repeated(tenant.id, checked.cid, sentTo);
  if (repeated) return answer(repeated);
  const giveBack = await takeSend(deps, tenant, checked.cid, ip);

  // The record may have changed since the list was shown: the address must still be the one masked there.
  const customer = await createCustomerGateway(tenant.ixc).findById(checked.cid);
  const email = customer?.emails.find((address) => maskEmail(address) === sentTo);
  if (!customer || !customer.active || !email) throw sendFailure(404);

  const { sent, code } = await deps.codes.issue(tenant.id, customer.id, sentTo);
  if (code === null) {
    await giveBack();
    return answer(sent);
  }
  try {
    await deps.mailer.send(codeEmail({ to: email, alias: tenant.alias, customerName: customer.name, code }));
  } catch (error) {
    deps.log.error({ err: error }, 'verification e-mail not sent');
    await deps.codes.discard(sent.id);
    throw sendFailure(502);
  }
  await deps.audit.record({ tenantId: tenant.id, action: 'verification-code-sent', outcome: 'success', subject: customer.document, ip });
  return answer(sent);
}

/** Takes one send from the customer's and the source's caps; answers how to give both back. */
async function takeSend(deps: SendCodeDeps, tenant: ActiveTenant, customerId: string, ip: string): Promise<() => Promise<void>> {
  const verdicts = await Promise.all([
    deps.limiter.reserve(`recovery:code:customer:${deps.guard.hidden(tenant.id, customerId)}`, USE_LIMITS.codesSentPerCustomer),
    deps.limiter.reserve(`recovery:code:source:${deps.guard.hidden(ip)}`, USE_LIMITS.codesSentPerSource),
  ]);
  const refused = verdicts.filter((verdict) => !verdict.slot);
  if (refused.length > 0) throw tooManyAttempts(Math.max(...refused.map((verdict) => verdict.retryAfter)));
  return async () => {
    await Promise.all(verdicts.flatMap((verdict) => (verdict.slot ? [deps.limiter.release(verdict.slot)] : [])));
  };
}
