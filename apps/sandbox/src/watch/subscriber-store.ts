import { randomBytes } from 'node:crypto';
import { WATCH_TEXTS } from './wire';

/** A subscriber as Watch knows one: the e-mail is the primary key (public docs: "o email é considerado a chave primária"). */
export interface WatchUser {
  email: string;
  name?: string;
  phone?: string;
  /** `pAssinanteIDIntegracao`: the ISP's own reference for the subscriber; we send the CPF/CNPJ digits. */
  integrationId: string;
  /** The ISP (OAuth client) that created it. */
  clientId: string;
  createdAt: Date;
}

/** One plan sold to a subscriber (public docs: the insert "retornará o campo Ticket, que corresponde ao plano vendido"). */
export interface WatchTicket {
  ticket: string;
  email: string;
  packageId: string;
  /** false while suspended through `updatestatus`. */
  active: boolean;
  clientId: string;
  createdAt: Date;
}

/** An e-mail Watch would have sent: the welcome on insert, and each re-send through `sendemailactivation`. */
export interface WatchSentEmail {
  to: string;
  ticket: string;
  kind: 'welcome' | 'resend';
  at: Date;
}

export interface InsertInput {
  clientId: string;
  email: string;
  integrationId: string;
  packageId: string;
  name?: string;
  phone?: string;
}

export type InsertOutcome = { ticket: WatchTicket } | { refusal: string };

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Subscribers, tickets and e-mails, with the rules behind the two texts the spec maps:
 * - the e-mail is held by another subscriber (another integration id, or another ISP): 'e-mail ja esta em uso';
 * - the same subscriber already has a live ticket (active or suspended) for the package: 'cliente ja existe';
 * - otherwise a new ticket: public docs allow one subscriber several plans of different packages.
 * Deleting a subscriber's last ticket frees the e-mail (inferred: a cancelled subscriber can be sold again).
 */
export function createSubscriberStore(now: () => Date) {
  const users = new Map<string, WatchUser>();
  const tickets = new Map<string, WatchTicket>();
  const emails: WatchSentEmail[] = [];

  const liveTicketsOf = (email: string) => [...tickets.values()].filter((ticket) => ticket.email === email);

  return {
    insert(input: InsertInput): InsertOutcome {
      const email = normalizeEmail(input.email);
      const holder = users.get(email);
      if (holder && (holder.integrationId !== input.integrationId || holder.clientId !== input.clientId))
        return { refusal: WATCH_TEXTS.emailInUse };
      if (liveTicketsOf(email).some((ticket) => ticket.packageId === input.packageId)) return { refusal: WATCH_TEXTS.alreadyExists };
      const at = now();
      users.set(email, {
        email,
        integrationId: input.integrationId,
        clientId: input.clientId,
        createdAt: holder?.createdAt ?? at,
        name: input.name ?? holder?.name,
        phone: input.phone ?? holder?.phone,
      });
      const ticket: WatchTicket = {
        ticket: randomBytes(8).toString('hex'),
        email,
        packageId: input.packageId,
        active: true,
        clientId: input.clientId,
        createdAt: at,
      };
      tickets.set(ticket.ticket, ticket);
      emails.push({ to: email, ticket: ticket.ticket, kind: 'welcome', at });
      return { ticket };
    },
    /** The client's tickets matching the given filters (any filter left out matches all). */
    find(clientId: string, filter: { email?: string; packageId?: string; integrationId?: string }): WatchTicket[] {
      const email = filter.email === undefined ? undefined : normalizeEmail(filter.email);
      return [...tickets.values()].filter(
        (ticket) =>
          ticket.clientId === clientId &&
          (email === undefined || ticket.email === email) &&
          (filter.packageId === undefined || ticket.packageId === filter.packageId) &&
          (filter.integrationId === undefined || users.get(ticket.email)?.integrationId === filter.integrationId),
      );
    },
    user: (email: string) => users.get(normalizeEmail(email)),
    /** The client's ticket, or undefined (another ISP's ticket is as good as absent). */
    ticket(clientId: string, id: string) {
      const ticket = tickets.get(id);
      return ticket?.clientId === clientId ? ticket : undefined;
    },
    remove(ticket: WatchTicket) {
      tickets.delete(ticket.ticket);
      if (liveTicketsOf(ticket.email).length === 0) users.delete(ticket.email);
    },
    sendActivation(ticket: WatchTicket) {
      emails.push({ to: ticket.email, ticket: ticket.ticket, kind: 'resend', at: now() });
    },
    users: () => [...users.values()].map((user) => ({ ...user })),
    tickets: () => [...tickets.values()].map((ticket) => ({ ...ticket })),
    emails: () => emails.map((email) => ({ ...email })),
    clear() {
      users.clear();
      tickets.clear();
      emails.length = 0;
    },
  };
}

export type SubscriberStore = ReturnType<typeof createSubscriberStore>;
