import { Type, type Static } from 'typebox';

/** The one error shape every endpoint answers with (ARCHITECTURE decision 7). */
export const ErrorBody = Type.Object({
  code: Type.String(),
  message: Type.String(),
  /** Form calls: each field's first problem, as the pt-BR text its form shows. */
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const MessageBody = Type.Object({ message: Type.String() });
export type MessageBody = Static<typeof MessageBody>;

export const EmptyBody = Type.Object({});
