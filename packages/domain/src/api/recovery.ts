import { Type, type Static } from 'typebox';

export const CheckCpfCnpjBody = Type.Object({ cpfCnpj: Type.Optional(Type.String({ maxLength: 40 })) });
export type CheckCpfCnpjBody = Static<typeof CheckCpfCnpjBody>;

/** The subscriber's e-mails, masked: all a person who only typed a CPF may see. */
export const ProtectedEmails = Type.Object({ emails: Type.Array(Type.String()) });
export type ProtectedEmails = Static<typeof ProtectedEmails>;

export const SendCodeBody = Type.Object({ mailIndex: Type.Optional(Type.Unknown()) });
export type SendCodeBody = Static<typeof SendCodeBody>;

/** The masked e-mail the code went to, for the hint 'Verifique a caixa de entrada e spam', and when it was sent. */
export const CodeSent = Type.Object({
  email: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
  sentAt: Type.String({ format: 'date-time' }),
});
export type CodeSent = Static<typeof CodeSent>;

export const CheckCodeBody = Type.Object({ verificationCode: Type.Optional(Type.String({ maxLength: 40 })) });
export type CheckCodeBody = Static<typeof CheckCodeBody>;

/** Recovery sends newPassword + confirmNewPassword; the security page sends currentPassword + newPassword. */
export const EditPasswordBody = Type.Object({
  newPassword: Type.Optional(Type.String({ maxLength: 200 })),
  confirmNewPassword: Type.Optional(Type.String({ maxLength: 200 })),
  currentPassword: Type.Optional(Type.String({ maxLength: 200 })),
});
export type EditPasswordBody = Static<typeof EditPasswordBody>;
