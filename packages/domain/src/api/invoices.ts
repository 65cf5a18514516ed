import { Type, type Static } from 'typebox';

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const InvoiceStatus = Type.Union([
  Type.Literal('partial'),
  Type.Literal('overdue'),
  Type.Literal('to_receive'),
  Type.Literal('received'),
]);
export type InvoiceStatus = Static<typeof InvoiceStatus>;

export const PaymentType = Type.Union([Type.Literal('pix'), Type.Literal('credit_card'), Type.Literal('boleto')]);
export type PaymentType = Static<typeof PaymentType>;

/** A display invoice: exactly the fields of docs/product/subscriber.md#invoices. */
export const Invoice = Type.Object({
  id: Type.String(),
  contractId: Type.Union([Type.String(), Type.Null()]),
  status: InvoiceStatus,
  /** Reais, e.g. 99.9. */
  value: Type.Number(),
  /**
   * Reais still to pay: `valor` less `valor_recebido` for a partial bill, `valor` for one not paid, 0 once received.
   * The figure the detail screen, the PIX and a card payment all use.
   */
  amountDue: Type.Number(),
  dueDate: IsoDate,
  paymentDate: Type.Union([IsoDate, Type.Null()]),
  paymentType: Type.Union([PaymentType, Type.Null()]),
  linhaDigitavel: Type.Union([Type.String(), Type.Null()]),
});
export type Invoice = Static<typeof Invoice>;

export const InvoiceListQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('to_pay'), Type.Literal('received')])),
  invoice_id: Type.Optional(Type.String({ pattern: '^\\d{1,12}$' })),
});
export type InvoiceListQuery = Static<typeof InvoiceListQuery>;

export const InvoiceList = Type.Object({ invoices: Type.Array(Invoice) });
export type InvoiceList = Static<typeof InvoiceList>;

export const ContractAddress = Type.Object({
  cep: Type.String(),
  rua: Type.String(),
  numero: Type.String(),
  bairro: Type.String(),
  cidade: Type.String(),
  estado: Type.String(),
  complemento: Type.String(),
});
export type ContractAddress = Static<typeof ContractAddress>;

/** How the portal's card payment paid an invoice: the plan and what the card was charged (reais, interest included). */
export const InvoiceCardPayment = Type.Object({
  installments: Type.Integer({ minimum: 1 }),
  total: Type.Number(),
  brand: Type.Union([Type.String(), Type.Null()]),
  last4: Type.Union([Type.String(), Type.Null()]),
});
export type InvoiceCardPayment = Static<typeof InvoiceCardPayment>;

/** The invoice detail screen: the invoice plus what it says about its contract, and the card payment that paid it. */
export const InvoiceDetail = Type.Object({
  invoice: Invoice,
  cardPayment: Type.Optional(Type.Union([InvoiceCardPayment, Type.Null()])),
  contract: Type.Union([Type.Object({ id: Type.String(), description: Type.String(), address: ContractAddress }), Type.Null()]),
});
export type InvoiceDetail = Static<typeof InvoiceDetail>;

/** What an invoice's id looks like: IXC's numeric id. Any other id names no invoice: 404 'Fatura não encontrada.' */
export const INVOICE_ID = /^\d{1,12}$/;
export const InvoiceIdParams = Type.Object({ invoiceId: Type.String({ minLength: 1, maxLength: 64 }) });

export const InvoiceDownloadTokenBody = Type.Object({ invoiceId: Type.Optional(Type.Union([Type.String(), Type.Number()])) });
export type InvoiceDownloadTokenBody = Static<typeof InvoiceDownloadTokenBody>;

export const DownloadToken = Type.Object({ token: Type.String() });
export type DownloadToken = Static<typeof DownloadToken>;

/** A downloaded document: the PDF in base64 and the name to save it under. */
export const DownloadedFile = Type.Object({
  fileName: Type.String(),
  contentType: Type.Literal('application/pdf'),
  base64: Type.String(),
});
export type DownloadedFile = Static<typeof DownloadedFile>;

/** PIX data (docs/product/subscriber.md#pix-and-boleto): the QR image shown 200x200, the copy-paste code, and IXC's own fields. */
export const PixPayment = Type.Object({
  type: Type.Literal('success'),
  qr_code: Type.Object({ base_64: Type.String() }),
  copy_paste: Type.String(),
  pix: Type.Object({ qrCode: Type.Object({ qrcode: Type.String(), imagemQrcode: Type.String() }) }),
});
export type PixPayment = Static<typeof PixPayment>;
