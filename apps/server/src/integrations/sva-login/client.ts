import { refusalByText } from '../partner-app/answer';
import { createPartnerAppCaller, type PartnerAppConnection } from '../partner-app/caller';
import { SvaLoginError } from './errors';
import {
  PARTNER_TEXTS,
  readFound,
  readProvisioned,
  SVA_LOGIN_OPERATIONS,
  SVA_LOGIN_PATHS,
  subscriberBody,
  type SvaLoginSubscriber,
} from './wire';

export type SvaLoginClientOptions = PartnerAppConnection;

/** The SVA login port (Playhub, login_sva; docs/product/partners.md#integration-methods). Nothing here logs. */
export interface SvaLoginClient {
  /**
   * Provisions a login for the contract; answers it, and the password when the partner gives one. Throws
   * SvaLoginError 'login_exists' (a login already registered for the contract) or 'email_in_use' ('try another email').
   */
  provision(input: SvaLoginSubscriber): Promise<{ login: string; password: string | null }>;
  /** The contract's login there (null: none). */
  find(externalId: string): Promise<{ login: string; active: boolean } | null>;
  /** Asks the partner to reset the password (it reaches the subscriber by e-mail). */
  resetPassword(externalId: string): Promise<void>;
}

const refusalOf = refusalByText([
  ['login_exists', PARTNER_TEXTS.loginExists],
  ['email_in_use', PARTNER_TEXTS.emailInUse],
]);

export function createSvaLoginClient(options: SvaLoginClientOptions): SvaLoginClient {
  const partner = createPartnerAppCaller({ ...options, partner: 'the partner', error: SvaLoginError, refusal: refusalOf });

  return {
    async provision(input) {
      const operation = SVA_LOGIN_OPERATIONS.provision;
      const answer = await partner.call(operation, { method: 'POST', path: SVA_LOGIN_PATHS.subscribers, json: subscriberBody(input) });
      return partner.read(operation, answer, readProvisioned, 'no login');
    },
    async find(externalId) {
      const operation = SVA_LOGIN_OPERATIONS.find;
      const answer = await partner.exchange(operation, { method: 'GET', path: SVA_LOGIN_PATHS.subscriber(externalId) });
      if (answer.status === 404) return null;
      partner.refuseUnlessOk(operation, answer);
      return partner.read(operation, answer, readFound, 'no login');
    },
    async resetPassword(externalId) {
      await partner.call(SVA_LOGIN_OPERATIONS.resetPassword, { method: 'POST', path: SVA_LOGIN_PATHS.passwordReset(externalId) });
    },
  };
}
