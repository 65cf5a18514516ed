import { ACTIVATION_MESSAGES, APP_MESSAGES } from '@central/domain';
import type { FastifyBaseLogger } from 'fastify';
import { createSvaLoginClient, SvaLoginError } from '../../../integrations/sva-login';
import { AppError } from '../../../lib/app-error';
import { unobserved, type ObserveAdapter } from '../../../metrics/observed-calls';
import type { AppIntegration } from '../app-integration';

export interface SvaLoginActivation {
  contractId: string;
  name: string;
  email: string;
  document: string;
  phone: string | null;
}

/**
 * Playhub and login_sva: the partner provisions a login for the contract, which the active view shows.
 * docs/product/partners.md#toca-livros-and-sva-logins: a login already registered for the contract is a warning (the
 * subscriber has one: shown as active), an e-mail in use asks for another ('try another email'); anything else is the
 * generic failure.
 */
export async function provisionSvaLogin(
  integration: AppIntegration,
  timeoutMs: number,
  subscriber: SvaLoginActivation,
  log: Pick<FastifyBaseLogger, 'warn'>,
  observe: ObserveAdapter = unobserved,
): Promise<{ login: string | null; password: string | null; alreadyActive: boolean }> {
  const client = observe(createSvaLoginClient({ url: integration.url, user: integration.user, secret: integration.secret, timeoutMs }));
  try {
    const { login, password } = await client.provision({
      externalId: subscriber.contractId,
      name: subscriber.name,
      email: subscriber.email,
      document: subscriber.document,
      ...(subscriber.phone ? { phone: subscriber.phone } : {}),
    });
    return { login, password, alreadyActive: false };
  } catch (error) {
    if (!(error instanceof SvaLoginError)) throw error;
    if (error.failure === 'login_exists') {
      const existing = await client.find(subscriber.contractId).catch(() => null);
      return { login: existing?.login ?? null, password: null, alreadyActive: true };
    }
    if (error.failure === 'email_in_use')
      throw new AppError('APP_EMAIL_IN_USE', 409, ACTIVATION_MESSAGES.emailInUse, {}, { customerEmail: ACTIVATION_MESSAGES.emailInUse });
    log.warn({ failure: error.failure, operation: error.operation, httpStatus: error.httpStatus }, 'SVA login activation failed');
    const status = error.failure === 'timeout' ? 504 : error.failure === 'unavailable' ? 503 : 502;
    throw new AppError('APP_ACTIVATION_FAILED', status, APP_MESSAGES.activationFailure);
  }
}
