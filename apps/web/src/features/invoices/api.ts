import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useRead } from '@/lib/use-read';
import type { DownloadToken, DownloadedFile, InvoiceDetail, InvoiceList, PixPayment } from '@central/domain/api';
import { http } from '@/lib/http';
import {
  CUSTOMER_API as BASE,
  INVOICE_LISTS_PATH as LISTS,
  invoiceDetailPath as detailPath,
  invoiceListPath,
  pixPaymentPath,
  type InvoiceListStatus,
} from '@central/domain/first-reads';

export type { InvoiceListStatus };

const get = <T>(path: string) => http.get<T>(path);

/** Open invoices (overdue, partial, due soon; oldest due first) or the latest paid ones, as the server chose them. */
export const useInvoices = (status: InvoiceListStatus) => useRead(invoiceListPath(status), get<InvoiceList>);

/** One invoice and its contract; 404 'Fatura não encontrada.' */
export const useInvoiceDetail = (invoiceId: string) => useRead(detailPath(invoiceId), get<InvoiceDetail>);

/**
 * After a payment: the invoice is read again before the caller moves on, so its page opens already 'Paga', and
 * the lists are dropped rather than kept stale, so a paid invoice never shows among the open ones.
 */
export function useInvoiceRefresh(): (invoiceId: string) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (invoiceId: string) => {
      void mutate((key) => typeof key === 'string' && key.startsWith(LISTS), undefined, { revalidate: true });
      const path = detailPath(invoiceId);
      // A failed read keeps the old copy; the invoice page reads it again when it opens.
      await mutate(path, get<InvoiceDetail>(path), { revalidate: false }).catch(() => undefined);
    },
    [mutate],
  );
}

/** The invoice's PIX QR code and copy-paste code; `null` asks for nothing (a paid invoice). */
export const usePixPayment = (invoiceId: string | null) => useRead(invoiceId === null ? null : pixPaymentPath(invoiceId), get<PixPayment>);

/** The boleto PDF: a short-lived download token first, then the file. */
export async function downloadBoleto(invoiceId: string): Promise<DownloadedFile> {
  const { token } = await http.post<DownloadToken>(`${BASE}/generate/invoice-download-token`, { invoiceId });
  return http.get<DownloadedFile>(`${BASE}/download/invoice/${encodeURIComponent(token)}`);
}
