import { SVA_LOGIN_TEXTS } from './wire';

/** A login provisioned for one contract of one ISP. The password is never kept: the partner answers it once. */
export interface SvaLoginAccount {
  /** The ISP (Basic-auth user) that provisioned it. */
  client: string;
  /** The ISP's contract id. */
  externalId: string;
  /** The login the subscriber types in the partner's app: the e-mail (ours, see wire.ts). */
  login: string;
  name: string;
  email: string;
  document: string;
  phone?: string;
  status: 'active' | 'suspended';
  /** How many password resets were asked. */
  passwordResets: number;
  createdAt: Date;
}

export interface ProvisionInput {
  client: string;
  externalId: string;
  name: string;
  email: string;
  document: string;
  phone?: string;
}

export type ProvisionOutcome = { account: SvaLoginAccount } | { conflict: string };

const keyOf = (client: string, externalId: string) => `${client}\u0000${externalId}`;

/**
 * Accounts with the rules behind the spec's texts: a contract that already has a login gets
 * 'login already registered for this contract'; an e-mail that is the login of another contract (or of another
 * ISP's subscriber) gets 'try another email'. The contract is checked first, so a retried provision reads as such.
 */
export function createAccountStore(now: () => Date) {
  const accounts = new Map<string, SvaLoginAccount>();
  return {
    provision(input: ProvisionInput): ProvisionOutcome {
      if (accounts.has(keyOf(input.client, input.externalId))) return { conflict: SVA_LOGIN_TEXTS.loginExists };
      const email = input.email.trim().toLowerCase();
      if ([...accounts.values()].some((account) => account.email === email)) return { conflict: SVA_LOGIN_TEXTS.emailInUse };
      const account: SvaLoginAccount = { ...input, email, login: email, status: 'active', passwordResets: 0, createdAt: now() };
      accounts.set(keyOf(input.client, input.externalId), account);
      return { account };
    },
    find: (client: string, externalId: string) => accounts.get(keyOf(client, externalId)),
    /** Copies, in the order provisioned. */
    accounts: () => [...accounts.values()].map((account) => ({ ...account })),
    clear: () => accounts.clear(),
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
