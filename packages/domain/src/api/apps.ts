import { Type, type Static } from 'typebox';

/** An app of the provider's catalogue as a subscriber sees it on a card (docs/product/partners.md#the-subscribers-app-pages). */
export const AppCard = Type.Object({
  id: Type.String(),
  name: Type.String(),
  image: Type.String(),
  app_store_link: Type.Union([Type.String(), Type.Null()]),
  play_store_link: Type.Union([Type.String(), Type.Null()]),
  integration_method: Type.String(),
});
export type AppCard = Static<typeof AppCard>;

/**
 * One app a subscriber is entitled to, on one contract: the contract item that entitles it (`service`, null for an app
 * offered to every active contract or by plan) and the contract. Apps of the grouped methods
 * (docs/product/partners.md#which-contracts-see-an-app) come once per subscriber, on the first contract that entitles
 * them.
 */
export const EntitledAppItem = Type.Object({
  customer_app: AppCard,
  service: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  contract: Type.Object({ id: Type.String(), description: Type.String() }),
});
export type EntitledAppItem = Static<typeof EntitledAppItem>;

export const ContractAppsParams = Type.Object({ contractId: Type.String({ maxLength: 20 }) });

/** GET /api/central/customer/apps, and GET /api/central/customer/list/content-apps/{contractId} (one contract's). */
export const CustomerApps = Type.Object({ apps: Type.Array(EntitledAppItem) });
export type CustomerApps = Static<typeof CustomerApps>;

/** GET /api/central/customer/app/{appId}/{contractId}[/{serviceId}]/details: docs/product/partners.md#the-subscribers-app-pages. */
export const CustomerAppView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  title: Type.String(),
  description: Type.String(),
  image: Type.String(),
  pending_text: Type.String(),
  active_text: Type.String(),
  app_store_link: Type.Union([Type.String(), Type.Null()]),
  play_store_link: Type.Union([Type.String(), Type.Null()]),
  integration_method: Type.String(),
  /** The partner connection is the provider's secret: never sent, null always (the API lists the field). */
  integration: Type.Null(),
  /** False when the provider switched the app off: the page says 'Seu app está desativado...'. */
  active: Type.Boolean(),
  /** Activated for this contract (or, for a display-only app, nothing to activate). */
  is_active: Type.Boolean(),
  /** The app can be activated now: it talks to no partner, or its partner connection is configured. */
  is_online: Type.Boolean(),
  needs_email: Type.Boolean(),
  platform: Type.String(),
  /** The e-mail the activation used, when the partner keys accounts by e-mail. */
  activation_email: Type.Union([Type.String(), Type.Null()]),
  /** The login the partner provisioned (Playhub, login_sva), to sign in to its app with. */
  activation_login: Type.Union([Type.String(), Type.Null()]),
  contract: Type.Object({ id: Type.String(), description: Type.String() }),
  service: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  customer: Type.Object({
    full_name: Type.String(),
    cpf_cnpj: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    phone_number: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type CustomerAppView = Static<typeof CustomerAppView>;

export const AppDetailsParams = Type.Object({
  appId: Type.String({ maxLength: 64 }),
  contractId: Type.String({ maxLength: 20 }),
  serviceId: Type.Optional(Type.String({ maxLength: 20 })),
});
export type AppDetailsParams = Static<typeof AppDetailsParams>;

/** POST /api/central/customer/create/content-app: docs/product/partners.md#the-subscribers-app-pages. Loose, for field texts. */
export const ActivationBody = Type.Object({
  contractId: Type.String({ maxLength: 20 }),
  customerAppId: Type.Optional(Type.String({ maxLength: 64 })),
  appId: Type.Optional(Type.String({ maxLength: 64 })),
  platform: Type.Optional(Type.String({ maxLength: 40 })),
  customerName: Type.Optional(Type.String({ maxLength: 200 })),
  customerEmail: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  appPassword: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
});
export type ActivationBody = Static<typeof ActivationBody>;

export const ActivationResult = Type.Object({
  message: Type.String(),
  app: CustomerAppView,
  /** A login the partner just provisioned, with its password when it issues one: shown once, stored nowhere. */
  credentials: Type.Optional(Type.Object({ login: Type.String(), password: Type.Union([Type.String(), Type.Null()]) })),
});
export type ActivationResult = Static<typeof ActivationResult>;

/** GET /api/central/atplus/oletv/check (docs/product/partners.md#watch-brasil-and-olé-tv). */
export const OletvCheck = Type.Object({
  /** How many of the subscriber's contracts include Olé TV. */
  oletvAmount: Type.Integer(),
  hasOletv: Type.Boolean(),
  customerEmail: Type.Union([Type.String(), Type.Null()]),
  contractId: Type.Union([Type.String(), Type.Null()]),
  /** The Olé TV app of the provider's catalogue, for the page's activation (null: the provider has none). */
  customerAppId: Type.Union([Type.String(), Type.Null()]),
});
export type OletvCheck = Static<typeof OletvCheck>;

export const OletvCheckQuery = Type.Object({ search: Type.Optional(Type.String({ maxLength: 5 })) });

/** POST /api/central/atplus/oletv/active */
export const OletvActivationBody = Type.Object({
  contractId: Type.Optional(Type.String({ maxLength: 20 })),
  email: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  customerName: Type.Optional(Type.String({ maxLength: 200 })),
});
export type OletvActivationBody = Static<typeof OletvActivationBody>;

/** POST /api/central/atplus/oletv/recovery-password (also for a Watch app, with its customerAppId). */
export const AppPasswordRecoveryBody = Type.Object({
  email: Type.String({ maxLength: 200 }),
  contractId: Type.String({ maxLength: 20 }),
  customerAppId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type AppPasswordRecoveryBody = Static<typeof AppPasswordRecoveryBody>;

/**
 * GET /api/central/customer/app/tocalivros: the books payload (docs/product/partners.md#toca-livros-and-sva-logins),
 * prefilled from the ERP.
 */
export const BooksPayload = Type.Object({
  name: Type.String(),
  user: Type.String(),
  password: Type.String(),
  email: Type.String(),
  cpf_cnpj: Type.String(),
  ddd: Type.String(),
  telefone: Type.String(),
  internal_id: Type.String(),
  contract_id: Type.String(),
  customer_app_id: Type.String(),
  is_active: Type.Boolean(),
});
export type BooksPayload = Static<typeof BooksPayload>;

export const BooksQuery = Type.Object({
  contractId: Type.Optional(Type.String({ maxLength: 20 })),
  customerAppId: Type.Optional(Type.String({ maxLength: 64 })),
});

/** POST /api/central/customer/app/tocalivros: what the subscriber may change of the payload. Loose, for field texts. */
export const BooksActivationBody = Type.Object({
  contract_id: Type.String({ maxLength: 20 }),
  customer_app_id: Type.Optional(Type.String({ maxLength: 64 })),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  user: Type.Optional(Type.String({ maxLength: 100 })),
  password: Type.Optional(Type.String({ maxLength: 100 })),
  email: Type.Optional(Type.String({ maxLength: 200 })),
});
export type BooksActivationBody = Static<typeof BooksActivationBody>;
