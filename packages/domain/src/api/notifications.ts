import { Type, type Static } from 'typebox';

/** The days before a bill's due date a subscriber is notified (docs/product/subscriber.md#notifications). */
export const INVOICE_RANGES = [15, 10, 5, 1] as const;
export type InvoiceRange = (typeof INVOICE_RANGES)[number];

/** What `PushSubscription.toJSON()` gives; loose on purpose, so each bad part gets its own pt-BR text. */
export const PushSubscriptionJson = Type.Object({
  endpoint: Type.Optional(Type.String({ maxLength: 2048 })),
  expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  keys: Type.Optional(
    Type.Object({
      p256dh: Type.Optional(Type.String({ maxLength: 200 })),
      auth: Type.Optional(Type.String({ maxLength: 100 })),
    }),
  ),
});
export type PushSubscriptionJson = Static<typeof PushSubscriptionJson>;

/** POST /api/central/config/push-notification. invoiceRange: 15, 10, 5 or 1 (also '15' or '15d'). */
export const SavePushConfigBody = Type.Object({
  subscription: Type.Optional(PushSubscriptionJson),
  invoiceRange: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 10 }), Type.Null()])),
});
export type SavePushConfigBody = Static<typeof SavePushConfigBody>;

/** `encodeURIComponent(endpoint)` or `encodeURIComponent(JSON.stringify(subscription))`. */
export const PushConfigParams = Type.Object({ subscription: Type.String({ minLength: 1, maxLength: 4096 }) });
export type PushConfigParams = Static<typeof PushConfigParams>;

export const NotificationConfig = Type.Object({ invoice_range: Type.Integer() });
export type NotificationConfig = Static<typeof NotificationConfig>;

export const PushConfig = Type.Object({ notification_config: NotificationConfig });
export type PushConfig = Static<typeof PushConfig>;

export const SavedPushConfig = Type.Object({ notification_config: NotificationConfig, message: Type.String() });
export type SavedPushConfig = Static<typeof SavedPushConfig>;
