import { Type, type Static } from 'typebox';

const Moment = Type.String({ format: 'date-time' });
const TextOrNull = Type.Union([Type.String(), Type.Null()]);

/** The provider: who holds the rest of the subscriber's data (its ERP) and how to reach it and its DPO. */
export const DataController = Type.Object({
  alias: Type.String(),
  legalName: Type.String(),
  legalDocument: Type.String(),
  email: TextOrNull,
  phone: TextOrNull,
  whatsapp: TextOrNull,
  /** The data protection officer's e-mail (LGPD art. 41), when the provider gave one. */
  dpoEmail: TextOrNull,
});
export type DataController = Static<typeof DataController>;

/** One signed-in session: no id nor token, only the browser it was opened on, when it started, was last used and ends. */
export const MySession = Type.Object({
  /** "Chrome no Android"; null for sessions opened before it was kept or by an unknown browser. */
  device: Type.Union([Type.String(), Type.Null()]),
  startedAt: Moment,
  lastSeenAt: Moment,
  expiresAt: Moment,
  /** The session of this very request. */
  current: Type.Boolean(),
});

/** A browser that takes push notifications: its push service by name, never the endpoint (a capability to push to it). */
export const MyPushDevice = Type.Object({
  id: Type.String({ format: 'uuid' }),
  service: Type.String(),
  invoiceRange: Type.Integer(),
  savedAt: Moment,
  updatedAt: Moment,
});

/** A saved card as the cards page shows it: never the number, nor the gateway's token. */
export const MyCard = Type.Object({
  id: Type.String({ format: 'uuid' }),
  brand: Type.String(),
  last4: Type.String(),
  /** MM/YYYY */
  expiry: Type.String(),
  holder: Type.String(),
  alias: Type.String(),
  savedAt: Moment,
});

/** paid, declined, voided (undone), in-review (the provider is checking it) or processing. */
export const CardPaymentOutcome = Type.Union([
  Type.Literal('paid'),
  Type.Literal('declined'),
  Type.Literal('voided'),
  Type.Literal('in-review'),
  Type.Literal('processing'),
]);
export type CardPaymentOutcome = Static<typeof CardPaymentOutcome>;

export const MyCardPayment = Type.Object({
  at: Moment,
  invoiceId: Type.String(),
  /** What was charged, interest included, in cents. */
  totalCents: Type.Integer(),
  installments: Type.Integer(),
  /** The card it was charged to, as the payment recorded it (the card may have been removed since). */
  card: Type.Union([Type.Object({ brand: Type.String(), last4: Type.String() }), Type.Null()]),
  outcome: CardPaymentOutcome,
});

export const MyAppActivation = Type.Object({
  app: Type.String(),
  contractId: Type.String(),
  /** The e-mail the partner knows the account by, when it has one. */
  email: TextOrNull,
  activatedAt: Moment,
});

/** An entry of the account's audit trail; the address keeps only its network part. */
export const MyAuditEntry = Type.Object({
  action: Type.String(),
  outcome: Type.String(),
  at: Moment,
  ip: TextOrNull,
});

/**
 * GET /api/central/customer/my-data: what this portal keeps about the signed-in subscriber (LGPD art. 18 and 19),
 * answered as an attachment. What the provider's ERP keeps (name, address, contracts, bills, fiscal notes, support
 * requests) is the provider's: `controller` says whom to ask.
 */
export const MyData = Type.Object({
  generatedAt: Moment,
  subscriber: Type.Object({ customerId: Type.String(), name: Type.String() }),
  controller: DataController,
  /** What the provider's ERP keeps and this portal only shows. */
  heldByProvider: Type.String(),
  sessions: Type.Array(MySession),
  pushDevices: Type.Array(MyPushDevice),
  cards: Type.Array(MyCard),
  cardPayments: Type.Array(MyCardPayment),
  appActivations: Type.Array(MyAppActivation),
  auditEntries: Type.Array(MyAuditEntry),
  /** How long the portal keeps what it keeps (the privacy notice's numbers). */
  retention: Type.Object({ auditDays: Type.Integer() }),
});
export type MyData = Static<typeof MyData>;

export const MyDataItemParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export type MyDataItemParams = Static<typeof MyDataItemParams>;

/** GET /api/central/privacy-notice: what the provider's privacy notice needs beyond its public theme. */
export const PrivacyNotice = Type.Object({
  controller: DataController,
  retention: Type.Object({
    /** Access and audit logs (Marco Civil da Internet art. 15: at least 6 months). */
    auditDays: Type.Integer(),
    /** The hint that speeds a returning subscriber's sign-in, after its last use. */
    returningHintDays: Type.Integer(),
  }),
});
export type PrivacyNotice = Static<typeof PrivacyNotice>;
