import { type Static, Type } from 'typebox';

/** Loose on purpose, as the other staff bodies: a missing code gets the server's pt-BR text, not a schema error. */
const Text = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

/** A staff sign-in whose password was right, waiting for the second factor (no session yet). */
export const SecondFactorRequired = Type.Object({ two_factor_required: Type.Literal(true) });
export type SecondFactorRequired = Static<typeof SecondFactorRequired>;

/** An enrolment begun: the address the QR code carries, and the same secret for typing by hand. */
export const SecondFactorSetup = Type.Object({ otpauth_url: Type.String(), secret: Type.String() });
export type SecondFactorSetup = Static<typeof SecondFactorSetup>;

export const SecondFactorCodeBody = Type.Object({ code: Text(20) });
export type SecondFactorCodeBody = Static<typeof SecondFactorCodeBody>;

/** The ten one-time recovery codes, shown once when the second factor is turned on. */
export const RecoveryCodes = Type.Object({ recovery_codes: Type.Array(Type.String()) });
export type RecoveryCodes = Static<typeof RecoveryCodes>;

/** The sign-in's second step: a code of the authenticator, or one of the recovery codes. */
export const SecondFactorSignInBody = Type.Object({ code: Text(20), recovery_code: Text(40) });
export type SecondFactorSignInBody = Static<typeof SecondFactorSignInBody>;
