import { saleDate } from './cielo-dates';
import { STATUS, type Sale } from './sales-store';

export interface Link {
  Method: 'GET' | 'PUT';
  Rel: string;
  Href: string;
}

/**
 * The links a sale offers in its current state, as in the manual's examples: `self` on the query host, `capture`
 * while only authorized, `void` while authorized or captured. Both hosts are the simulator's one origin.
 */
export function saleLinks(origin: string, sale: Sale): Link[] {
  const base = `${origin}/1/sales/${sale.paymentId}`;
  const links: Link[] = [{ Method: 'GET', Rel: 'self', Href: base }];
  if (sale.status === STATUS.authorized) links.push({ Method: 'PUT', Rel: 'capture', Href: `${base}/capture` });
  if (sale.status === STATUS.authorized || sale.status === STATUS.paymentConfirmed)
    links.push({ Method: 'PUT', Rel: 'void', Href: `${base}/void` });
  return links;
}

/** The whole sale, as `POST /1/sales/` (201) and `GET /1/sales/{PaymentId}` answer it. Fields absent stay absent. */
export function saleBody(origin: string, sale: Sale) {
  const card = sale.card;
  return {
    MerchantOrderId: sale.merchantOrderId,
    Customer: sale.customer,
    Payment: {
      ServiceTaxAmount: 0,
      Installments: sale.installments,
      Interest: sale.interest,
      Capture: sale.capture,
      Authenticate: false,
      Recurrent: false,
      CreditCard: {
        CardNumber: card.maskedNumber,
        Holder: card.holder,
        ExpirationDate: card.expirationDate,
        SaveCard: card.saveCard,
        CardToken: card.cardToken,
        Brand: card.brand,
      },
      ProofOfSale: sale.proofOfSale,
      Tid: sale.tid,
      AuthorizationCode: sale.authorizationCode,
      SoftDescriptor: sale.softDescriptor,
      PaymentId: sale.paymentId,
      Type: 'CreditCard',
      Amount: sale.amount,
      ReceivedDate: saleDate(sale.receivedAt),
      CapturedAmount: sale.capturedAmount,
      CapturedDate: sale.capturedAt && saleDate(sale.capturedAt),
      VoidedAmount: sale.voidedAmount,
      VoidedDate: sale.voidedAt && saleDate(sale.voidedAt),
      Currency: 'BRL',
      Country: 'BRA',
      ExtraDataCollection: [],
      Status: sale.status,
      ReturnCode: sale.returnCode,
      ReturnMessage: sale.returnMessage,
      Links: saleLinks(origin, sale),
    },
  };
}

/** The short answer of capture and void (manual, "Partial or total capture", "Canceling a transaction"). */
export function operationBody(origin: string, sale: Sale, returnCode: string) {
  return {
    Status: sale.status,
    Tid: sale.tid,
    ProofOfSale: sale.proofOfSale,
    AuthorizationCode: sale.authorizationCode,
    ReasonCode: 0,
    ReasonMessage: 'Successful',
    ProviderReturnCode: returnCode,
    ProviderReturnMessage: 'Operation Successful',
    ReturnCode: returnCode,
    ReturnMessage: 'Operation Successful',
    Links: saleLinks(origin, sale),
  };
}
