import { ACTIVATION_MESSAGES, APP_MESSAGES, BOOKS_MESSAGES } from '@central/domain';
import type { FastifyBaseLogger } from 'fastify';
import { createTocaLivrosClient, TocaLivrosError, type BooksAccount } from '../../../integrations/tocalivros';
import { AppError } from '../../../lib/app-error';
import { unobserved, type ObserveAdapter } from '../../../metrics/observed-calls';
import type { AppIntegration } from '../app-integration';

/**
 * Registers the subscriber at Toca Livros. docs/product/partners.md#toca-livros-and-sva-logins: 'birthdate not exists'
 * asks the subscriber to have support fill in the birth date (in the ERP, where it is read from); 'try another email'
 * is an e-mail in use; an account already registered for the contract is active, with the warning. Answers the
 * partner's id.
 */
export async function registerBooksAccount(
  integration: AppIntegration,
  timeoutMs: number,
  account: BooksAccount,
  log: Pick<FastifyBaseLogger, 'warn'>,
  observe: ObserveAdapter = unobserved,
): Promise<{ id: string | null; alreadyActive: boolean }> {
  const client = observe(createTocaLivrosClient({ url: integration.url, user: integration.user, secret: integration.secret, timeoutMs }));
  try {
    return { id: (await client.register(account)).id, alreadyActive: false };
  } catch (error) {
    if (!(error instanceof TocaLivrosError)) throw error;
    if (error.failure === 'already_registered')
      return { id: (await client.find(account.internalId, account.contractId).catch(() => null))?.id ?? null, alreadyActive: true };
    if (error.failure === 'birthdate_missing') throw new AppError('APP_BIRTHDATE_MISSING', 409, BOOKS_MESSAGES.birthdateMissing);
    if (error.failure === 'email_in_use')
      throw new AppError('APP_EMAIL_IN_USE', 409, ACTIVATION_MESSAGES.emailInUse, {}, { email: ACTIVATION_MESSAGES.emailInUse });
    log.warn({ failure: error.failure, operation: error.operation, httpStatus: error.httpStatus }, 'Toca Livros registration failed');
    const status = error.failure === 'timeout' ? 504 : error.failure === 'unavailable' ? 503 : 502;
    throw new AppError('APP_ACTIVATION_FAILED', status, APP_MESSAGES.activationFailure);
  }
}
