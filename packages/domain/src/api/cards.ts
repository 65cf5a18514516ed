import { Type, type Static } from 'typebox';

/**
 * /api/payment/card (docs/product/subscriber.md#saved-cards). A saved card is shown, never read back: the number only
 * as its last four digits, and no CVV anywhere.
 */
export const SavedCard = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  alias: Type.String(),
  /** '**** **** **** 1234' */
  CardNumber: Type.String(),
  /** MM/YYYY */
  ExpirationDate: Type.String(),
  brand: Type.Union([Type.Literal('visa'), Type.Literal('mastercard')]),
  holder: Type.String(),
  /** The subscriber's contracts the card was saved for. */
  contracts: Type.Array(Type.String()),
});
export type SavedCard = Static<typeof SavedCard>;

/** GET /api/payment/card */
export const CardList = Type.Object({ cards: Type.Array(SavedCard) });
export type CardList = Static<typeof CardList>;

/**
 * POST /api/payment/card: the create payload (docs/product/subscriber.md#saved-cards). Loose on purpose (every field
 * optional, strings bounded), so that each bad field gets its own pt-BR text instead of a schema error.
 */
export const NewCardBody = Type.Object({
  CardAlias: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  CardNumber: Type.Optional(Type.String({ maxLength: 40 })),
  Holder: Type.Optional(Type.String({ maxLength: 100 })),
  /** MM/YYYY (MM/YY also taken). */
  ExpirationDate: Type.Optional(Type.String({ maxLength: 10 })),
  SecurityCode: Type.Optional(Type.String({ maxLength: 10 })),
  Contracts: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 50 })),
  Recurrent: Type.Optional(Type.Boolean()),
});
export type NewCardBody = Static<typeof NewCardBody>;

/** 201 to POST /api/payment/card. */
export const CardSaved = Type.Object({ message: Type.String(), card: SavedCard });
export type CardSaved = Static<typeof CardSaved>;

export const CardParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export type CardParams = Static<typeof CardParams>;
