import { Type, type Static } from 'typebox';

/** An app of the provider's catalogue as a subscriber sees it on a card (SPEC section 3, 'Apps group'). */
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
 * One app a subscriber is entitled to, on one contract: the contract item that entitles it (`service`, null for an
 * app offered to every active contract or by plan) and the contract. Apps of the grouped methods (SPEC section 9)
 * come once per subscriber, on the first contract that entitles them.
 */
export const EntitledAppItem = Type.Object({
  customer_app: AppCard,
  service: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  contract: Type.Object({ id: Type.String(), description: Type.String() }),
});
export type EntitledAppItem = Static<typeof EntitledAppItem>;

/** GET /api/central/customer/apps */
export const CustomerApps = Type.Object({ apps: Type.Array(EntitledAppItem) });
export type CustomerApps = Static<typeof CustomerApps>;
