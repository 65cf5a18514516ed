import { Type, type Static } from 'typebox';

export const NfType = Type.Union([Type.Literal('SVA'), Type.Literal('SCM'), Type.Literal('NFS-e')]);
export type NfType = Static<typeof NfType>;

export const FiscalNote = Type.Object({
  id: Type.String(),
  numero: Type.String(),
  tipo: NfType,
  valor: Type.Number(),
  dataEmissao: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
});
export type FiscalNote = Static<typeof FiscalNote>;

/** `created_at` names the month: YYYY-MM, from 2014-02 to the current month. */
export const FiscalNoteListQuery = Type.Object({ created_at: Type.Optional(Type.String({ maxLength: 20 })) });
export type FiscalNoteListQuery = Static<typeof FiscalNoteListQuery>;

export const FiscalNoteList = Type.Object({ nfs: Type.Array(FiscalNote) });
export type FiscalNoteList = Static<typeof FiscalNoteList>;

export const FiscalNoteDownloadTokenBody = Type.Object({
  saleInvoiceId: Type.Optional(Type.Union([Type.String(), Type.Number()])),
  customModel: Type.Optional(Type.Boolean()),
  created_at: Type.Optional(Type.String({ maxLength: 20 })),
});
export type FiscalNoteDownloadTokenBody = Static<typeof FiscalNoteDownloadTokenBody>;
