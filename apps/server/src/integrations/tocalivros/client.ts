import { refusalByText } from '../partner-app/answer';
import { createPartnerAppCaller, type PartnerAppConnection } from '../partner-app/caller';
import { TocaLivrosError } from './errors';
import {
  type BooksAccount,
  PARTNER_TEXTS,
  readRegistered,
  readUsers,
  registrationBody,
  TOCALIVROS_OPERATIONS,
  TOCALIVROS_PATHS,
} from './wire';

export type TocaLivrosClientOptions = PartnerAppConnection;

/** The books port (Toca Livros, `api_toca_livros`; docs/product/partners.md#integration-methods). Nothing here logs. */
export interface TocaLivrosClient {
  /**
   * Registers the subscriber with the books payload. Throws TocaLivrosError 'birthdate_missing' ('birthdate not
   * exists'), 'email_in_use' ('try another email') or 'already_registered' (the contract already has a user).
   */
  register(account: BooksAccount): Promise<{ id: string; user: string }>;
  /** The user of a customer and contract there (null: none). */
  find(internalId: string, contractId: string): Promise<{ id: string; user: string; email: string } | null>;
}

const refusalOf = refusalByText([
  ['birthdate_missing', PARTNER_TEXTS.birthdateMissing],
  ['email_in_use', PARTNER_TEXTS.emailInUse],
  ['already_registered', PARTNER_TEXTS.alreadyRegistered],
]);

export function createTocaLivrosClient(options: TocaLivrosClientOptions): TocaLivrosClient {
  const partner = createPartnerAppCaller({ ...options, partner: 'Toca Livros', error: TocaLivrosError, refusal: refusalOf });

  return {
    async register(account) {
      const operation = TOCALIVROS_OPERATIONS.register;
      const request = { method: 'POST', path: TOCALIVROS_PATHS.users, json: registrationBody(account) } as const;
      // The password is the call's own secret: kept out of the partner's text, should it echo it.
      const answer = await partner.call(operation, request, [account.password]);
      return partner.read(operation, answer, readRegistered, 'no id and user');
    },
    async find(internalId, contractId) {
      const operation = TOCALIVROS_OPERATIONS.find;
      const query = { internal_id: internalId, contract_id: contractId };
      const answer = await partner.call(operation, { method: 'GET', path: TOCALIVROS_PATHS.users, query });
      const users = partner.read(operation, answer, readUsers, 'no user list');
      // The filter is the partner's; an entry that names another customer or contract is not ours.
      const match = users.find((user) => (user.internalId ?? internalId) === internalId && (user.contractId ?? contractId) === contractId);
      return match ? { id: match.id, user: match.user, email: match.email } : null;
    },
  };
}
