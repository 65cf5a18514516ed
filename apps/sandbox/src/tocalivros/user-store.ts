import { randomBytes } from 'node:crypto';
import { TOCALIVROS_TEXTS } from './wire';

/** A books user as the partner keeps one. The password is never kept here: nothing in the simulator reads it. */
export interface TocaLivrosUser {
  id: string;
  /** The ISP (Basic-auth user) that registered it. */
  client: string;
  user: string;
  name: string;
  email: string;
  cpfCnpj: string;
  ddd: string;
  telefone: string;
  /** The ISP's customer id and contract id (docs/product/partners.md#toca-livros-and-sva-logins, books payload). */
  internalId: string;
  contractId: string;
  birthdate: string;
  createdAt: Date;
}

export type RegisterInput = Omit<TocaLivrosUser, 'id' | 'createdAt'>;

export type RegisterOutcome = { user: TocaLivrosUser } | { conflict: string };

/**
 * Users, with the rules behind the texts: the same customer and contract again get
 * 'user already registered for this contract' (checked first, so a retried registration reads as such); an e-mail
 * of another user gets 'try another email'; a user name of another user gets 'try another user' (ours).
 */
export function createUserStore(now: () => Date) {
  const users: TocaLivrosUser[] = [];
  return {
    register(input: RegisterInput): RegisterOutcome {
      if (
        users.some((user) => user.client === input.client && user.internalId === input.internalId && user.contractId === input.contractId)
      ) {
        return { conflict: TOCALIVROS_TEXTS.alreadyRegistered };
      }
      const email = input.email.toLowerCase();
      if (users.some((user) => user.email === email)) return { conflict: TOCALIVROS_TEXTS.emailInUse };
      if (users.some((user) => user.user.toLowerCase() === input.user.toLowerCase())) return { conflict: TOCALIVROS_TEXTS.userTaken };
      const user: TocaLivrosUser = { ...input, email, id: randomBytes(6).toString('hex'), createdAt: now() };
      users.push(user);
      return { user };
    },
    /** The client's users matching the filters (a filter left out matches all). */
    find(client: string, filter: { internalId?: string; contractId?: string }): TocaLivrosUser[] {
      return users.filter(
        (user) =>
          user.client === client &&
          (filter.internalId === undefined || user.internalId === filter.internalId) &&
          (filter.contractId === undefined || user.contractId === filter.contractId),
      );
    },
    /** Copies, in the order registered. */
    users: () => users.map((user) => ({ ...user })),
    clear: () => {
      users.length = 0;
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
