import { failureTest, PartnerAppError, type PartnerAppFailure } from '../partner-app/errors';

/**
 * Why a call to Toca Livros (the books app) failed: the failures of every partner app (partner-app/errors.ts), and
 * - `birthdate_missing`: 'birthdate not exists': the ERP has no birth date; the subscriber must ask support to fill it.
 * - `email_in_use`: 'try another email': the e-mail belongs to another user there.
 * - `already_registered`: 'user already registered for this contract': the customer and contract have a user.
 */
export type TocaLivrosFailure = 'birthdate_missing' | 'email_in_use' | 'already_registered' | PartnerAppFailure;

export class TocaLivrosError extends PartnerAppError<TocaLivrosFailure> {
  static override readonly partner = 'Toca Livros';
  override readonly name = 'TocaLivrosError';
}

export const isTocaLivrosFailure = failureTest(TocaLivrosError);
