import type { Prisma } from '../../../db/database';
import type { CardPayment, CardPaymentState } from '../../../generated/prisma/client';

export type { CardPayment, CardPaymentState };

/** States in which an attempt is not finished: the settle step (and the reconciliation) move them on. */
export const UNSETTLED_STATES = ['created', 'sent', 'captured', 'recorded'] as const satisfies readonly CardPaymentState[];
/** States that no longer hold the invoice: no money of this attempt stays with the provider. */
/** Attempts whose receipt reached the ERP: the card paid the invoice. */
export const PAID_STATES = ['recorded', 'done'] as const satisfies readonly CardPaymentState[];
export const RELEASED_STATES = ['declined', 'voided'] as const satisfies readonly CardPaymentState[];

export interface NewAttempt {
  tenantId: string;
  customerId: string;
  invoiceId: string;
  cardId: string;
  cardBrand: string;
  cardLast4: string;
  installments: number;
  amountCents: number;
  totalCents: number;
}

/** What a move writes besides the state. */
export type AttemptFields = Partial<
  Pick<CardPayment, 'gatewayPaymentId' | 'gatewayTid' | 'returnCode' | 'returnMessage' | 'erpReceiptId' | 'receiptSentAt' | 'reviewReason'>
>;

/**
 * The card payment ledger (`card_payments`): one row per attempt, written before any money can move.
 * - `open` inserts the attempt; the partial unique index lets one live attempt exist per invoice, so two tabs or a
 *   double click meet here and only one goes on to the gateway.
 * - `move` is a compare-and-set: it changes the state only from the states given, so two workers settling the
 *   same attempt (the request, the retry job, the reconciliation) can never both take the same step.
 */
export interface PaymentsStore {
  /** The new attempt in `created`, or the invoice's live attempt that stood in the way. */
  open(attempt: NewAttempt): Promise<{ opened: CardPayment } | { live: CardPayment }>;
  move(id: string, from: readonly CardPaymentState[], to: CardPaymentState, fields?: AttemptFields): Promise<CardPayment | null>;
  /** Writes fields without changing the state, only while the attempt is in `state`. */
  note(id: string, state: CardPaymentState, fields: AttemptFields): Promise<boolean>;
  get(id: string): Promise<CardPayment | null>;
  /** The invoice's live attempt (neither declined nor voided), if any. */
  live(tenantId: string, invoiceId: string): Promise<CardPayment | null>;
  /** The subscriber's attempt that paid the invoice (its receipt is in the ERP), if one did. */
  paidWith(tenantId: string, customerId: string, invoiceId: string): Promise<CardPayment | null>;
  /** Unfinished attempts untouched since `before`, oldest first: what a crash or an outage left behind. */
  unsettled(before: Date, limit: number): Promise<CardPayment[]>;
  /** Attempts made since `since` in the given states, oldest first (the reconciliation's window). */
  recent(since: Date, states: readonly CardPaymentState[], limit: number): Promise<CardPayment[]>;
  /** The `client_id` of a provider by its id (what the tenant directory is keyed by), or null once it is gone. */
  clientIdOf(tenantId: string): Promise<string | null>;
}

export function createPaymentsStore(prisma: Prisma): PaymentsStore {
  const live = (tenantId: string, invoiceId: string) =>
    prisma.cardPayment.findFirst({ where: { tenantId, invoiceId, state: { notIn: [...RELEASED_STATES] } } });
  return {
    async open(attempt) {
      try {
        return { opened: await prisma.cardPayment.create({ data: { ...attempt, state: 'created' } }) };
      } catch (error) {
        if ((error as { code?: unknown } | null)?.code !== 'P2002') throw error;
        const standing = await live(attempt.tenantId, attempt.invoiceId);
        // The live attempt was released between the insert and this read: the caller may simply try again.
        if (!standing) throw error;
        return { live: standing };
      }
    },
    async move(id, from, to, fields = {}) {
      const { count } = await prisma.cardPayment.updateMany({ where: { id, state: { in: [...from] } }, data: { ...fields, state: to } });
      return count === 1 ? prisma.cardPayment.findUnique({ where: { id } }) : null;
    },
    async note(id, state, fields) {
      const { count } = await prisma.cardPayment.updateMany({ where: { id, state }, data: fields });
      return count === 1;
    },
    get: (id) => prisma.cardPayment.findUnique({ where: { id } }),
    live,
    paidWith: (tenantId, customerId, invoiceId) =>
      prisma.cardPayment.findFirst({
        where: { tenantId, customerId, invoiceId, state: { in: [...PAID_STATES] } },
        orderBy: { updatedAt: 'desc' },
      }),
    unsettled: (before, limit) =>
      prisma.cardPayment.findMany({
        where: { state: { in: [...UNSETTLED_STATES] }, updatedAt: { lt: before } },
        orderBy: { updatedAt: 'asc' },
        take: limit,
      }),
    recent: (since, states, limit) =>
      prisma.cardPayment.findMany({
        where: { state: { in: [...states] }, createdAt: { gte: since } },
        orderBy: { createdAt: 'asc' },
        take: limit,
      }),
    async clientIdOf(tenantId) {
      const row = await prisma.tenant.findUnique({ where: { id: tenantId }, select: { clientId: true } });
      return row?.clientId ?? null;
    },
  };
}
