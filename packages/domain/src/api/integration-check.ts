import { type Static, Type } from 'typebox';

/** One line of 'Testar integrações' (domain `CheckLine`). */
export const CheckLineView = Type.Object({
  id: Type.String(),
  title: Type.String(),
  status: Type.Union([Type.Literal('ok'), Type.Literal('failed'), Type.Literal('unverifiable')]),
  detail: Type.String(),
});

/** The last check of a provider: when, by whom (an admin's e-mail, or `cli`), and its lines; null before the first. */
export const IntegrationCheckAnswer = Type.Object({
  check: Type.Union([
    Type.Object({ checked_at: Type.String({ format: 'date-time' }), checked_by: Type.String(), lines: Type.Array(CheckLineView) }),
    Type.Null(),
  ]),
});
export type IntegrationCheckAnswer = Static<typeof IntegrationCheckAnswer>;
