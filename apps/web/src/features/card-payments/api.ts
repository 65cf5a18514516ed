import { useSWRConfig } from 'swr';
import { useRead } from '@/lib/use-read';
import type { CardPaymentOptions, CardPaymentResult, PayInvoiceBody } from '@central/domain/api';
import { http } from '@/lib/http';
import { useInvoiceRefresh } from '@/features/invoices/api';

const PAY = '/api/payment/pay/invoice';
const optionsPath = (invoiceId: string) => `${PAY}/${encodeURIComponent(invoiceId)}`;

/**
 * What the card payment screen offers for one invoice: the installment plans with the server's figures and
 * whether a payment is already under way. 404 when the invoice is not the subscriber's (or the provider takes
 * no cards), 409 INVOICE_ALREADY_PAID once paid.
 */
export const useCardPaymentOptions = (invoiceId: string, enabled = true) =>
  useRead(enabled ? optionsPath(invoiceId) : null, (path: string) => http.get<CardPaymentOptions>(path));

export type PayInvoice = Required<Pick<PayInvoiceBody, 'cardId' | 'invoiceId'>> & { installments: number };

/** POST /api/payment/pay/invoice; paid (200) or processing (202), the invoice and its lists are read again. */
export function usePayInvoice() {
  const { mutate } = useSWRConfig();
  const refreshInvoice = useInvoiceRefresh();
  return {
    pay: async (body: PayInvoice): Promise<CardPaymentResult> => {
      const result = await http.postOnce<CardPaymentResult>(PAY, body);
      // The offer is spent: coming back to this screen asks the server again.
      void mutate(optionsPath(body.invoiceId), undefined, { revalidate: false });
      await refreshInvoice(body.invoiceId);
      return result;
    },
    /** A refusal that says the invoice changed (paid meanwhile, a payment under way): read both again. */
    refresh: async (invoiceId: string): Promise<void> => {
      await Promise.all([mutate(optionsPath(invoiceId)), refreshInvoice(invoiceId)]);
    },
  };
}
