import { formatCpfOrCnpj, isValidCpfOrCnpj, MESSAGES, onlyDigits } from '@central/domain';
import type { SignInBody } from '@central/domain/api';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error';
import { checkWithoutCounting, LIMITS } from '../../lib/attempt-limits';
import type { AuditLog } from '../../lib/audit';
import type { RateLimiter } from '../../lib/rate-limiter';
import { createCustomerGateway } from '../../integrations/ixc/customers';
import type { ActiveTenant } from '../tenants/tenant-directory';
import type { SessionContext, SessionStore } from './sessions';

/** Called once a session opens; must not throw or delay the answer. */
export type SignInHook = (tenant: ActiveTenant, session: SessionContext) => void;

export interface SignInDeps {
  sessions: SessionStore;
  limiter: RateLimiter;
  audit: AuditLog;
  afterSignIn?: SignInHook;
}

/**
 * Checks a CPF/CNPJ and password against the subscriber's record in IXC (reference §3) and opens a session.
 * Each refusal carries the exact warning of SPEC section 8.
 */
export async function signIn(
  deps: SignInDeps,
  tenant: ActiveTenant,
  input: SignInBody,
  ip: string,
): Promise<{ token: string; session: SessionContext }> {
  const document = readDocument(input.cpfOrCnpj);
  if (!input.password) throw badRequest('PASSWORD_REQUIRED', MESSAGES.passwordRequired);

  const digits = onlyDigits(document);
  const documentKey = `sign-in:document:${tenant.id}:${digits}`;
  const ipKey = `sign-in:ip:${ip}`;
  await checkWithoutCounting(deps.limiter, [[documentKey, LIMITS.signInFailuresPerDocument], [ipKey, LIMITS.signInFailuresPerIp]]);

  const failed = async (error: AppError, outcome: string) => {
    await Promise.all([
      deps.limiter.hit(documentKey, LIMITS.signInFailuresPerDocument),
      deps.limiter.hit(ipKey, LIMITS.signInFailuresPerIp),
      deps.audit.record({ tenantId: tenant.id, action: 'sign-in', outcome, subject: document, ip }),
    ]);
    return error;
  };

  const records = await createCustomerGateway(tenant.ixc).findByDocument(document);
  if (records.length === 0) throw await failed(notFound('CUSTOMER_NOT_FOUND', MESSAGES.customerNotFound), 'not-found');
  const customer = records.find((record) => record.passwordMatches(input.password!));
  if (!customer) throw await failed(new AppError('INVALID_CREDENTIALS', 401, MESSAGES.invalidCredentials), 'wrong-password');
  if (!customer.active) throw await failed(forbidden('CUSTOMER_DISABLED', MESSAGES.customerDisabled), 'disabled');

  await deps.audit.record({ tenantId: tenant.id, action: 'sign-in', outcome: 'success', subject: document, ip });
  const opened = await deps.sessions.create(tenant, customer);
  deps.afterSignIn?.(tenant, opened.session);
  return opened;
}

/** The CPF/CNPJ as IXC stores it, or the exact warning for a missing or invalid one. */
export function readDocument(value: string | undefined): string {
  if (!value || !value.trim()) throw badRequest('CPF_CNPJ_REQUIRED', MESSAGES.cpfCnpjRequired);
  const formatted = formatCpfOrCnpj(value);
  if (!formatted || !isValidCpfOrCnpj(value) || /[^\d.\-/\s]/.test(value)) {
    throw badRequest('CPF_CNPJ_INVALID', MESSAGES.cpfCnpjInvalid);
  }
  return formatted;
}
