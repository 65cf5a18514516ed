import { Type, type Static } from 'typebox';

export const SupportStatus = Type.Union([Type.Literal('in_progress'), Type.Literal('closed')]);
export type SupportStatus = Static<typeof SupportStatus>;

/** A support request (atendimento or service order, as the provider works), as the subscriber sees it. */
export const SupportRequest = Type.Object({
  id: Type.String(),
  protocolo: Type.String(),
  subject: Type.String(),
  status: SupportStatus,
  /** 'Em andamento' or 'Fechado'. */
  statusText: Type.String(),
  /** 'YYYY-MM-DDTHH:MM:SS', the provider's local time. */
  createdAt: Type.String(),
  message: Type.String(),
  contractId: Type.Union([Type.String(), Type.Null()]),
});
export type SupportRequest = Static<typeof SupportRequest>;

export const SupportListQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('in_progress'), Type.Literal('closed')])),
  page: Type.Optional(Type.String({ maxLength: 6 })),
});
export type SupportListQuery = Static<typeof SupportListQuery>;

export const SupportList = Type.Object({ supports: Type.Array(SupportRequest), page: Type.Integer(), pageSize: Type.Integer() });
export type SupportList = Static<typeof SupportList>;

export const SupportMessage = Type.Object({
  id: Type.String(),
  mensagem: Type.String(),
  data: Type.String(),
  /** Who answered for the provider; null for the subscriber's own messages. */
  ATTENDANT: Type.Union([Type.Object({ nome: Type.String() }), Type.Null()]),
});
export type SupportMessage = Static<typeof SupportMessage>;

export const SupportMessages = Type.Object({ messages: Type.Array(SupportMessage) });
export type SupportMessages = Static<typeof SupportMessages>;

export const SupportDetail = Type.Object({ support: SupportRequest, messages: Type.Array(SupportMessage) });
export type SupportDetail = Static<typeof SupportDetail>;

export const SupportIdParams = Type.Object({ supportId: Type.String({ pattern: '^\\d{1,12}$' }) });

export const SupportSubject = Type.Object({ id: Type.String(), value: Type.String(), description: Type.String() });
export const SupportSubjects = Type.Object({ subjects: Type.Array(SupportSubject) });
export type SupportSubjects = Static<typeof SupportSubjects>;

/** Loose on purpose: each missing or bad field gets its own pt-BR text (docs/product/subscriber.md#support-requests). */
export const CreateSupportBody = Type.Object({
  subject: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Number()])),
  message: Type.Optional(Type.String({ maxLength: 5000 })),
  contractId: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Number(), Type.Null()])),
  phone_number: Type.Optional(Type.String({ maxLength: 40 })),
});
export type CreateSupportBody = Static<typeof CreateSupportBody>;

export const CreatedSupport = Type.Object({ id: Type.String(), protocolo: Type.String(), message: Type.String() });
export type CreatedSupport = Static<typeof CreatedSupport>;

export const CreateSupportMessageBody = Type.Object({
  supportId: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Number()])),
  message: Type.Optional(Type.String({ maxLength: 5000 })),
});
export type CreateSupportMessageBody = Static<typeof CreateSupportMessageBody>;
