import { MESSAGES } from '@central/domain';
import type { SignInBody } from '@central/domain/api';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error';
import type { AuditLog } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import type { GuessGuard } from '../../lib/guess-guard';
import { createCustomerGateway } from '../../integrations/ixc/customers';
import type { Account } from '../../lib/account-cache';
import type { Metrics } from '../../metrics/metrics';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { readDocument, signInAccount } from './auth-rules';
import type { ReturningSubscribers } from './returning-subscribers';
import type { SessionContext, SessionStore } from './sessions';

/** Called once a session opens; must not throw or delay the answer. */
export type SignInHook = (tenant: ActiveTenant, session: SessionContext) => void;

/** Starts filling the server's cache for an account; must not throw or delay the answer. */
export type WarmUp = (tenant: ActiveTenant, account: Account) => void;
/** Starts reading one of the account's bills and, if it is unpaid, its PIX, for the calls about to ask for them. */
export type WarmInvoice = (tenant: ActiveTenant, account: Account, invoiceId: string) => void;

export interface SignInDeps {
  sessions: SessionStore;
  guard: GuessGuard;
  audit: AuditLog;
  afterSignIn?: SignInHook;
  /** With `warmUp`: a returning subscriber's bills are read while IXC checks the password. */
  returning?: ReturningSubscribers;
  warmUp?: WarmUp;
  /** Counts each sign-in by kind: ok, wrong (refused) or limited (the guard's 429). */
  metrics?: Pick<Metrics, 'signIns'>;
}

/**
 * Checks a CPF/CNPJ and password against the subscriber's record in IXC (docs/product/ixc.md#sign-in-and-the-password)
 * and opens a session. Each refusal carries the exact warning of docs/product/subscriber.md#sign-in.
 */
export async function signIn(
  deps: SignInDeps,
  tenant: ActiveTenant,
  input: SignInBody,
  caller: Caller,
  device: string | null = null,
): Promise<{ token: string; session: SessionContext; accountKey: string }> {
  const document = readDocument(input.cpfOrCnpj);
  if (!input.password) throw badRequest('PASSWORD_REQUIRED', MESSAGES.passwordRequired);

  const account = signInAccount(tenant, document);
  const attempt = await deps.guard.begin('sign-in', account, caller, MESSAGES.signInLocked).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 429) deps.metrics?.signIns.inc({ kind: 'limited' });
    throw error;
  });
  const ip = caller.ip;
  const audit = (outcome: string) => {
    deps.metrics?.signIns.inc({ kind: outcome === 'success' ? 'ok' : 'wrong' });
    return deps.audit.record({ tenantId: tenant.id, action: 'sign-in', outcome, subject: document, ip });
  };
  const refuse = async (error: AppError, outcome: string) => {
    await Promise.all([attempt.failed(), audit(outcome)]);
    return error;
  };

  let records;
  let known: string | null = null;
  try {
    [records, known] = await Promise.all([
      createCustomerGateway(tenant.ixc).findByDocument(document),
      warmUpReturning(deps, tenant, document),
    ]);
  } catch (error) {
    await attempt.abandoned();
    throw error;
  }
  if (records.length === 0) throw await refuse(notFound('CUSTOMER_NOT_FOUND', MESSAGES.customerNotFound), 'not-found');
  const customer = records.find((record) => record.passwordMatches(input.password!));
  if (!customer) throw await refuse(new AppError('INVALID_CREDENTIALS', 401, MESSAGES.invalidCredentials), 'wrong-password');
  await attempt.succeeded();
  if (!customer.active) {
    await audit('disabled');
    throw forbidden('CUSTOMER_DISABLED', MESSAGES.customerDisabled);
  }

  await Promise.all([audit('success'), deps.returning?.remember(tenant.id, document, customer.id, known)]);
  const opened = await deps.sessions.create(tenant, customer, device);
  deps.afterSignIn?.(tenant, opened.session);
  // The caller trusts this browser for the account once the session cookie is set (the session's cookie comes first).
  return { ...opened, accountKey: deps.guard.accountKey(account) };
}

/**
 * For a CPF/CNPJ that signed in here before, starts reading its customer's bills and contracts at once, so they are
 * in the cache when the home asks. Only after the guard let the try in, so a locked account costs the ERP nothing.
 * Resolves to that customer's id (null the first time); a failed lookup only loses the head start.
 */
async function warmUpReturning(deps: SignInDeps, tenant: ActiveTenant, document: string): Promise<string | null> {
  if (!deps.returning || !deps.warmUp) return null;
  const known = await deps.returning.customerOf(tenant.id, document).catch(() => null);
  if (known) deps.warmUp(tenant, { tenantId: tenant.id, customerId: known });
  return known;
}
