import { Type, type Static } from 'typebox';

const Url = Type.Union([Type.String(), Type.Null()]);

/** The provider's public look and contact data (docs/product/subscriber.md#providers-and-hosts). */
export const Theme = Type.Object({
  client_id: Type.String(),
  alias: Type.String(),
  vertical_logo_url: Url,
  horizontal_logo_url: Url,
  app_logo_url: Url,
  favicon_url: Url,
  login_background_url: Url,
  primary_color: Type.String(),
  secondary_color: Type.String(),
  whatsapp_number: Type.Union([Type.String(), Type.Null()]),
  phone_number: Type.Union([Type.String(), Type.Null()]),
  contact_email: Type.Union([Type.String(), Type.Null()]),
  faq_url: Url,
  support_type: Type.Union([Type.Literal('os'), Type.Literal('customer_service')]),
  feature_flags: Type.Array(Type.String()),
  /** 'menu': the Atendimentos menu; 'chat': one 'Atendimento' item that opens the WhatsApp chat. */
  support_menu: Type.Union([Type.Literal('menu'), Type.Literal('chat')]),
  /** 'in_app': partner apps are activated in the portal; 'chat': a contact-by-chat button instead. */
  app_activation: Type.Union([Type.Literal('in_app'), Type.Literal('chat')]),
  /** The provider's Web Push (VAPID) public key, uncompressed P-256 point in base64url: PushManager's applicationServerKey. */
  vapid_public_key: Type.Union([Type.String(), Type.Null()]),
  legal: Type.Object({
    name: Type.String(),
    document: Type.String(),
    address: Type.String(),
  }),
});
export type Theme = Static<typeof Theme>;
