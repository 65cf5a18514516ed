import { Type, type Static } from 'typebox';

/**
 * Bodies are loose on purpose: missing or malformed fields get the exact pt-BR text of
 * docs/product/subscriber.md#sign-in, not a schema error.
 */
export const SignInBody = Type.Object({
  cpfOrCnpj: Type.Optional(Type.String({ maxLength: 40 })),
  password: Type.Optional(Type.String({ maxLength: 200 })),
});
export type SignInBody = Static<typeof SignInBody>;

export const SessionCustomer = Type.Object({
  name: Type.String(),
  firstName: Type.String(),
});

/** What the panel needs to know about the signed-in subscriber. */
export const SessionInfo = Type.Object({
  clientId: Type.String(),
  customer: SessionCustomer,
  featureFlags: Type.Array(Type.String()),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type SessionInfo = Static<typeof SessionInfo>;

/** Sign-in answers who signed in; the session itself travels only in the HttpOnly validToken cookie. */
export const SignInResult = SessionInfo;
export type SignInResult = Static<typeof SignInResult>;

export const CustomerDetails = Type.Object({
  name: Type.String(),
  firstName: Type.String(),
  cpfCnpj: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
});
export type CustomerDetails = Static<typeof CustomerDetails>;
