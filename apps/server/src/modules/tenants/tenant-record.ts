import { INLINE_IMAGE_MAX_LENGTH } from '@central/domain';
import { AdminCustomerAppBody } from '@central/domain/api';
import { Type, type Static } from 'typebox';

const OptionalText = Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]));
const OptionalUrl = Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()]));
/**
 * A logo: an address (500 characters, docs/product/subscriber.md#providers-and-hosts) or an inline image
 * (packages/domain isValidImageUrl).
 */
const OptionalImage = Type.Optional(Type.Union([Type.String({ maxLength: INLINE_IMAGE_MAX_LENGTH }), Type.Null()]));
const Color = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });
const IxcId = Type.String({ pattern: '^\\d{1,12}$' });
const DocumentTypeIds = Type.Array(Type.String({ pattern: '^\\d{1,9}$' }), { maxItems: 50 });

/**
 * A provider as operators describe it in TENANTS_FILE, with the field names of
 * docs/product/subscriber.md#providers-and-hosts (the admin area edits it afterwards). Unknown fields are refused so a
 * typo does not silently drop a setting.
 */
export const TenantRecord = Type.Object(
  {
    client_id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,62}$' }),
    alias: Type.String({ minLength: 1, maxLength: 120 }),
    status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('suspended')])),
    vertical_logo_url: OptionalImage,
    horizontal_logo_url: OptionalImage,
    app_logo_url: OptionalImage,
    favicon_url: OptionalImage,
    login_background_url: OptionalImage,
    primary_color: Color,
    secondary_color: Type.Optional(Color),
    whatsapp_number: OptionalText,
    phone_number: OptionalText,
    contact_email: OptionalText,
    faq_url: OptionalUrl,
    support_type: Type.Optional(Type.Union([Type.Literal('os'), Type.Literal('customer_service')])),
    subjects: Type.Optional(Type.Array(Type.String({ pattern: '^\\s*\\d+\\s*-\\s*.+$' }))),
    department_id: Type.Optional(Type.Union([Type.String({ pattern: '^\\d{1,12}$' }), Type.Null()])),
    process_id: Type.Optional(Type.Union([Type.String({ pattern: '^\\d{1,12}$' }), Type.Null()])),
    support_menu: Type.Optional(Type.Union([Type.Literal('menu'), Type.Literal('chat')])),
    app_activation: Type.Optional(Type.Union([Type.Literal('in_app'), Type.Literal('chat')])),
    feature_flags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 600 }))),
    legal_name: Type.Optional(Type.String({ maxLength: 200 })),
    legal_document: Type.Optional(Type.String({ maxLength: 30 })),
    address: Type.Optional(Type.String({ maxLength: 500 })),
    timezone: Type.Optional(Type.String({ maxLength: 60 })),
    invoice_window: Type.Optional(Type.Union([Type.Literal('15_days'), Type.Literal('1_month')])),
    /** The local hour (0–23) the day's due-date reminders go out from (default 9). */
    push_reminder_hour: Type.Optional(Type.Integer({ minimum: 0, maximum: 23 })),
    nf_document_types: Type.Optional(
      Type.Object({ SVA: DocumentTypeIds, SCM: DocumentTypeIds, 'NFS-e': DocumentTypeIds }, { additionalProperties: false }),
    ),
    ixc_contract_print_action: Type.Optional(Type.String({ pattern: '^[a-z0-9_]{1,80}$' })),
    /** Whether a late bill's boleto is printed with today's interest and fine (get_boleto's atualiza_boleto; default true). */
    update_late_boleto: Type.Optional(Type.Boolean()),
    ixc_domain: Type.String({ minLength: 1, maxLength: 500 }),
    ixc_access_token: Type.String({ minLength: 1, maxLength: 500 }),
    /** The password the provider signs in with at /admin; stored hashed, never in clear. */
    provider_password: Type.Optional(Type.Union([Type.String({ minLength: 12, maxLength: 200 }), Type.Null()])),
    ixc_acs_url: OptionalUrl,
    ixc_acs_issuer: OptionalText,
    ixc_acs_private_key: Type.Optional(Type.Union([Type.String({ maxLength: 10000 }), Type.Null()])),
    /**
     * Which ACS the three fields reach: IXC's own (default) or a GenieACS NBI, whose issuer and key are an optional
     * Basic-auth user and password.
     */
    acs_kind: Type.Optional(Type.Union([Type.Literal('ixc'), Type.Literal('genieacs')])),
    /**
     * How IXC's ACS gives its access token: `client_secret` (the issuer is the Client API id, the key its secret) or
     * `jwt` (the key is its EC P-256 private key). Left out, a key that parses as P-256 means `jwt`.
     */
    acs_auth: Type.Optional(Type.Union([Type.Literal('client_secret'), Type.Literal('jwt'), Type.Null()])),
    /** The card gateway; the key is sealed at rest. URLs default to Cielo's production hosts. */
    card_gateway: Type.Optional(
      Type.Object(
        {
          kind: Type.Literal('cielo'),
          merchant_id: Type.String({ maxLength: 100 }),
          merchant_key: Type.String({ maxLength: 100 }),
          api_url: Type.Optional(Type.String({ maxLength: 500 })),
          query_url: Type.Optional(Type.String({ maxLength: 500 })),
        },
        { additionalProperties: false },
      ),
    ),
    /**
     * Where IXC records a card payment: conta_ (account_id), id_conta (planning_account_id), tipo_recebimento (a code
     * of RECEIPT_TYPES, default C; checked by the admin form's rules), filial_id (none: the invoice's own).
     */
    card_receipt: Type.Optional(
      Type.Object(
        {
          account_id: IxcId,
          planning_account_id: IxcId,
          receipt_type: Type.Optional(Type.String({ maxLength: 10 })),
          branch_id: Type.Optional(Type.Union([IxcId, Type.Null()])),
        },
        { additionalProperties: false },
      ),
    ),
    /** Percent a month, 0–100 with up to 2 decimals (default 2.35). */
    card_interest_rate: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    /** Host names the provider owns besides its subdomain (lower-case, no port), served as this provider. */
    custom_domains: Type.Optional(Type.Array(Type.String({ maxLength: 253 }), { maxItems: 20 })),
    /** The data protection officer's e-mail (LGPD art. 41), shown on the provider's privacy notice. */
    dpo_email: OptionalText,
    /** The provider's partner apps, in the admin API's app body; connection secrets are sealed. */
    apps: Type.Optional(Type.Array(AdminCustomerAppBody, { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type TenantRecord = Static<typeof TenantRecord>;

/** IXC's official collection prints contracts with this action; installations may differ in the suffix. */
export const DEFAULT_CONTRACT_PRINT_ACTION = 'cliente_contrato_imprimir_contrato_17678';

/** 'id - content' entries of the admin form, as stored: [{ id, label }]. */
export function parseSubjects(entries: string[] = []): Array<{ id: string; label: string }> {
  return entries.map((entry) => {
    const [, id = '', label = ''] = /^\s*(\d+)\s*-\s*(.+?)\s*$/.exec(entry) ?? [];
    return { id, label };
  });
}
