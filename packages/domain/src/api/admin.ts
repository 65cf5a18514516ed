import { Type, type Static } from 'typebox';

/**
 * The admin back office and provider calls (docs/product/admin.md, docs/product/provider.md), with the API's snake_case
 * names. Request bodies are loose on purpose: a missing or malformed field gets the exact pt-BR text of its form
 * (docs/product/admin.md#customer-form) from the server's own checks, not a schema error. Secrets (ERP token, ACS
 * private key, provider password) are write-only: answers say whether one is stored, never what it is.
 */

const Text = (maxLength = 10_000) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const TextList = Type.Optional(Type.Array(Type.String({ maxLength: 10_000 }), { maxItems: 500 }));
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

// --- admin and provider sign-in --------------------------------------------------------------------

export const AdminSignInBody = Type.Object({ email: Text(400), password: Text(400) });
export type AdminSignInBody = Static<typeof AdminSignInBody>;

/** The signed-in admin; `two_factor` says whether a second factor is on and whether this deployment requires one. */
export const AdminInfo = Type.Object({
  admin: Type.Object({ email: Type.String(), two_factor: Type.Object({ enabled: Type.Boolean(), required: Type.Boolean() }) }),
});
export type AdminInfo = Static<typeof AdminInfo>;

export const AdminPasswordBody = Type.Object({ current_password: Text(400), new_password: Text(400) });
export type AdminPasswordBody = Static<typeof AdminPasswordBody>;

export const ProviderSignInBody = Type.Object({ client_id: Text(400), password: Text(400) });
export type ProviderSignInBody = Static<typeof ProviderSignInBody>;

export const ProviderInfo = Type.Object({
  provider: Type.Object({ client_id: Type.String(), alias: Type.String(), two_factor: Type.Object({ enabled: Type.Boolean() }) }),
});
export type ProviderInfo = Static<typeof ProviderInfo>;

// --- providers (admin customers) ------------------------------------------------------------------------

export const TenantStatusValue = Type.Union([Type.Literal('active'), Type.Literal('suspended')]);

export const AdminCustomerSummary = Type.Object({
  client_id: Type.String(),
  alias: Type.String(),
  status: TenantStatusValue,
  updated_at: Type.String({ format: 'date-time' }),
});
export type AdminCustomerSummary = Static<typeof AdminCustomerSummary>;

/** GET /api/payment/customers?search=&page= : 50 rows a page, searched by client_id or alias. */
export const AdminCustomerListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200 })),
  page: Type.Optional(Type.String({ maxLength: 6 })),
});
export const AdminCustomerList = Type.Object({
  customers: Type.Array(AdminCustomerSummary),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});
export type AdminCustomerList = Static<typeof AdminCustomerList>;

/** Create and edit bodies. On edit, client_id is ignored, and an empty secret keeps the stored one. */
export const AdminCustomerBody = Type.Object({
  client_id: Text(400),
  alias: Text(),
  vertical_logo_url: Text(),
  horizontal_logo_url: Text(),
  app_logo_url: Text(),
  favicon_url: Text(),
  login_background_url: Text(),
  primary_color: Text(),
  secondary_color: Text(),
  whatsapp_number: Text(),
  phone_number: Text(),
  contact_email: Text(),
  faq_url: Text(),
  support_type: Text(),
  subjects: TextList,
  department_id: Text(),
  process_id: Text(),
  support_menu: Text(),
  app_activation: Text(),
  feature_flags: TextList,
  legal_name: Text(),
  legal_document: Text(),
  address: Text(),
  timezone: Text(),
  invoice_window: Text(),
  /** '0' to '23': the local hour of the day's due-date reminders. */
  push_reminder_hour: Text(),
  ixc_domain: Text(),
  ixc_access_token: Text(),
  provider_password: Text(),
  /** Print a late bill's boleto with today's interest and fine (IXC's atualiza_boleto); left out: unchanged, new: true. */
  update_late_boleto: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  /** Host names the provider owns besides its subdomain ('portal.provedor.com.br'), served as this provider. */
  custom_domains: Type.Optional(Type.Union([Type.Array(Type.String({ maxLength: 300 }), { maxItems: 100 }), Type.Null()])),
  /** The data protection officer's e-mail (LGPD art. 41), shown on the provider's privacy notice. */
  dpo_email: Text(400),
});
export type AdminCustomerBody = Static<typeof AdminCustomerBody>;

export const AdminCustomer = Type.Object({
  client_id: Type.String(),
  alias: Type.String(),
  status: TenantStatusValue,
  vertical_logo_url: Nullable(Type.String()),
  horizontal_logo_url: Nullable(Type.String()),
  app_logo_url: Nullable(Type.String()),
  favicon_url: Nullable(Type.String()),
  login_background_url: Nullable(Type.String()),
  primary_color: Type.String(),
  secondary_color: Type.String(),
  whatsapp_number: Nullable(Type.String()),
  phone_number: Nullable(Type.String()),
  contact_email: Nullable(Type.String()),
  faq_url: Nullable(Type.String()),
  support_type: Type.Union([Type.Literal('os'), Type.Literal('customer_service')]),
  /** 'id - content' entries. */
  subjects: Type.Array(Type.String()),
  department_id: Nullable(Type.String()),
  process_id: Nullable(Type.String()),
  support_menu: Type.Union([Type.Literal('menu'), Type.Literal('chat')]),
  app_activation: Type.Union([Type.Literal('in_app'), Type.Literal('chat')]),
  feature_flags: Type.Array(Type.String()),
  legal_name: Type.String(),
  legal_document: Type.String(),
  address: Type.String(),
  timezone: Type.String(),
  invoice_window: Type.Union([Type.Literal('15_days'), Type.Literal('1_month')]),
  push_reminder_hour: Type.String(),
  ixc_domain: Type.String(),
  update_late_boleto: Type.Boolean(),
  custom_domains: Type.Array(Type.String()),
  dpo_email: Nullable(Type.String()),
  ixc_access_token_stored: Type.Boolean(),
  provider_password_stored: Type.Boolean(),
  /** Whether the provider signs in with a second factor (which an admin may reset). */
  provider_two_factor_enabled: Type.Boolean(),
  updated_at: Type.String({ format: 'date-time' }),
});
export type AdminCustomer = Static<typeof AdminCustomer>;

export const AdminCustomerAnswer = Type.Object({ customer: AdminCustomer });
export type AdminCustomerAnswer = Static<typeof AdminCustomerAnswer>;

export const SuspendBody = Type.Object({ suspended: Type.Optional(Type.Boolean()) });

/** One admin write, for the edit page's 'Últimas alterações'. */
export const AdminAuditEntry = Type.Object({
  at: Type.String({ format: 'date-time' }),
  actor: Type.String(),
  /** create, edit, suspend, reactivate, delete, acs_create, acs_edit, acs_delete, app_create, app_edit, app_delete, app_watch_connect, card_settings_create, card_settings_edit, card_settings_delete */
  action: Type.String(),
  fields: Type.Array(Type.String()),
});
export const AdminAuditList = Type.Object({ events: Type.Array(AdminAuditEntry) });
export type AdminAuditList = Static<typeof AdminAuditList>;

// --- ACS record (under /api/acs) ------------------------------------------------------------------------

export const AcsKindValue = Type.Union([Type.Literal('ixc'), Type.Literal('genieacs')]);
/** IXC ACS: how its access token is obtained (the Client API id and secret, or a JWT signed with its P-256 key). */
export const AcsAuthValue = Type.Union([Type.Literal('client_secret'), Type.Literal('jwt')]);

export const AcsRecord = Type.Object({
  uuid: Type.String(),
  acs_issuer_id: Type.String(),
  /** Always null: the key is write-only. */
  acs_private_key: Type.Null(),
  acs_private_key_stored: Type.Boolean(),
  acs_url: Type.String(),
  acs_kind: AcsKindValue,
  /** Null for a GenieACS. */
  acs_auth: Type.Union([AcsAuthValue, Type.Null()]),
});
export type AcsRecord = Static<typeof AcsRecord>;
export const AcsAnswer = Type.Object({ acs: AcsRecord });
export type AcsAnswer = Static<typeof AcsAnswer>;
/** GET …/client-id/{client_id}: null while the provider has no ACS connection, a normal answer, not a 404. */
export const AcsRead = Type.Object({ acs: Type.Union([AcsRecord, Type.Null()]) });
export type AcsRead = Static<typeof AcsRead>;

export const AcsBody = Type.Object({
  client_id: Text(400),
  acs_issuer_id: Text(),
  acs_private_key: Text(),
  acs_url: Text(),
  acs_kind: Text(40),
  /** `client_secret` or `jwt`; left out, a P-256 key means `jwt` and any other credential `client_secret`. */
  acs_auth: Text(40),
});
export type AcsBody = Static<typeof AcsBody>;

// --- the provider's apps ----------------------------------------------------------------------------------

/**
 * An app's Watch connection: `connected` until `expires_at` (the token's own end), `expired` after it, `refused` once
 * Watch refused the token, `none` before an admin connects (or after the app's client or URL changed). `callback_url`
 * is the redirect URL to register at Watch.
 */
export const WatchConnectionView = Type.Object({
  state: Type.Union([Type.Literal('connected'), Type.Literal('expired'), Type.Literal('refused'), Type.Literal('none')]),
  expires_at: Nullable(Type.String()),
  callback_url: Type.Optional(Type.String()),
});
export type WatchConnectionView = Static<typeof WatchConnectionView>;

/** POST …/watch/connect: the form the admin's browser posts to Watch (action, hidden fields). */
export const WatchConnectAnswer = Type.Object({
  action: Type.String(),
  fields: Type.Object({ client_id: Type.String(), redirect_url: Type.String(), approval_prompt: Type.String(), uid: Type.String() }),
});
export type WatchConnectAnswer = Static<typeof WatchConnectAnswer>;

export const AdminCustomerApp = Type.Object({
  id: Type.String(),
  client_id: Type.String(),
  name: Type.String(),
  image: Type.String(),
  pending_text: Type.String(),
  active_text: Type.String(),
  app_store_link: Nullable(Type.String()),
  play_store_link: Nullable(Type.String()),
  activation_criteria: Type.Union([Type.Literal('any'), Type.Literal('product_in_contract'), Type.Literal('plan_in_contract')]),
  product_ids: Type.Array(Type.String()),
  plan_ids: Type.Array(Type.String()),
  product: Nullable(Type.String()),
  integration_method: Type.String(),
  integration_method_product_ids: Type.Array(Type.String()),
  /** False when the provider switched the app off: subscribers no longer see or activate it. */
  active: Type.Boolean(),
  /** The partner connection: the secret is write-only, answers only say whether one is stored. */
  integration: Type.Object({ url: Nullable(Type.String()), user: Nullable(Type.String()), secret_set: Type.Boolean() }),
  /** Watch methods only: the access token an admin obtained with 'Conectar à Watch' (OAuth code flow). */
  connection: Type.Optional(WatchConnectionView),
});
export type AdminCustomerApp = Static<typeof AdminCustomerApp>;

export const AdminCustomerAppBody = Type.Object({
  name: Text(),
  image: Text(),
  pending_text: Text(),
  active_text: Text(),
  app_store_link: Text(),
  play_store_link: Text(),
  activation_criteria: Text(),
  product_ids: TextList,
  plan_ids: TextList,
  product: Text(),
  integration_method: Text(),
  integration_method_product_ids: TextList,
  /** Default true; left out of an edit, the stored value stays. */
  active: Type.Optional(Type.Boolean()),
  /** client_id/client_secret (Watch) or username/password (the others); an empty secret keeps the stored one. */
  integration: Type.Optional(Nullable(Type.Object({ url: Text(), user: Text(), secret: Text() }))),
});
export type AdminCustomerAppBody = Static<typeof AdminCustomerAppBody>;

export const AdminCustomerAppList = Type.Object({ customer_apps: Type.Array(AdminCustomerApp) });
export type AdminCustomerAppList = Static<typeof AdminCustomerAppList>;
export const AdminCustomerAppAnswer = Type.Object({ customer_app: AdminCustomerApp });
export type AdminCustomerAppAnswer = Static<typeof AdminCustomerAppAnswer>;

// --- lookups in the provider's IXC (?client_id=) ------------------------------------------------------

export const LookupQuery = Type.Object({ client_id: Type.Optional(Type.String({ maxLength: 100 })) });
export const ProductAnswer = Type.Object({ product: Type.Object({ id: Type.String(), descricao: Type.String() }) });
export type ProductAnswer = Static<typeof ProductAnswer>;
export const PlanAnswer = Type.Object({ plan: Type.Object({ id: Type.String(), grupo: Type.String() }) });
export type PlanAnswer = Static<typeof PlanAnswer>;
export const SubjectAnswer = Type.Object({ subject: Type.Object({ id: Type.String(), assunto: Type.String() }) });
export type SubjectAnswer = Static<typeof SubjectAnswer>;

// --- card settings (under /api/payment/customer/{client_id}/card-settings) -------------------------------

/** PUT body: creates the settings or edits them. An empty merchant_key keeps the stored one. */
export const AdminCardSettingsBody = Type.Object({
  merchant_id: Text(400),
  merchant_key: Text(400),
  api_url: Text(),
  query_url: Text(),
  account_id: Text(100),
  planning_account_id: Text(100),
  /** One of IXC's receipt codes (D, H, C, CD, DP, T, P, DC, B); empty is C. */
  receipt_type: Text(400),
  branch_id: Text(100),
  /** Percent a month: 2.35, '2.35' or '2,35'; empty is 2.35. */
  interest_rate: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Number(), Type.Null()])),
});
export type AdminCardSettingsBody = Static<typeof AdminCardSettingsBody>;

export const AdminCardSettings = Type.Object({
  client_id: Type.String(),
  gateway_kind: Type.Literal('cielo'),
  merchant_id: Type.String(),
  /** The key is write-only: answers only say that one is stored. */
  merchant_key_stored: Type.Boolean(),
  api_url: Type.String(),
  query_url: Type.String(),
  /** IXC's `conta_`: the cash or bank account. */
  account_id: Type.String(),
  /** IXC's `id_conta`: the analytic planning account. */
  planning_account_id: Type.String(),
  receipt_type: Type.String(),
  /** null: the invoice's own filial_id. */
  branch_id: Nullable(Type.String()),
  interest_rate: Type.Number(),
  updated_at: Type.String({ format: 'date-time' }),
});
export type AdminCardSettings = Static<typeof AdminCardSettings>;
export const AdminCardSettingsAnswer = Type.Object({ card_settings: AdminCardSettings });
export type AdminCardSettingsAnswer = Static<typeof AdminCardSettingsAnswer>;
/** GET: null while the provider takes no cards (an empty section, not an error: no 404 in the browser's console). */
export const AdminCardSettingsRead = Type.Object({ card_settings: Nullable(AdminCardSettings) });
export type AdminCardSettingsRead = Static<typeof AdminCardSettingsRead>;
