/** A credit sale request, checked in the order a reader of the manual's required fields would expect. */
export interface SaleRequest {
  merchantOrderId: string;
  customer: unknown;
  amount: number;
  installments: number;
  interest: string;
  capture: boolean;
  softDescriptor?: string;
  card: SaleCard;
}

/** The card of a sale: a stored token, or an open number (optionally saved with `SaveCard`). */
export type SaleCard =
  | { kind: 'token'; cardToken: string; brand: string }
  | { kind: 'number'; number: string; holder: string; expirationDate: string; brand: string; saveCard: boolean };

/** Transaction statuses (manual, "Transactional status"). Cielo says to read `Status`, not `ReturnCode`, as the state. */
export const STATUS = { notFinished: 0, authorized: 1, paymentConfirmed: 2, declined: 3, voided: 10, refunded: 11 } as const;

/** One sale as the simulator keeps it: card data already masked, and never a security code. */
export interface Sale extends Omit<SaleRequest, 'card'> {
  merchantId: string;
  paymentId: string;
  card: { maskedNumber: string; holder?: string; expirationDate?: string; brand: string; cardToken?: string; saveCard: boolean };
  status: number;
  returnCode: string;
  returnMessage: string;
  tid: string;
  proofOfSale: string;
  authorizationCode?: string;
  receivedAt: Date;
  capturedAmount?: number;
  capturedAt?: Date;
  voidedAmount?: number;
  voidedAt?: Date;
}

/**
 * Every sale made, in order. Nothing is keyed by `MerchantOrderId`: Cielo does not deduplicate on it (the manual:
 * "for some merchants, the MerchantOrderId may have multiple transactions"), so two POSTs are two sales and the
 * caller alone must make sure money moves once.
 */
export function createSalesStore() {
  let sales: Sale[] = [];
  return {
    add(sale: Sale) {
      sales.push(sale);
    },
    find: (merchantId: string, paymentId: string) =>
      sales.find((sale) => sale.merchantId === merchantId && sale.paymentId === paymentId.toLowerCase()),
    byOrder: (merchantId: string, merchantOrderId: string) =>
      sales.filter((sale) => sale.merchantId === merchantId && sale.merchantOrderId === merchantOrderId),
    all: () => sales,
    clear() {
      sales = [];
    },
  };
}

export type SalesStore = ReturnType<typeof createSalesStore>;
