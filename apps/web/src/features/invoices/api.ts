import useSWR from 'swr';
import type { DownloadToken, DownloadedFile, InvoiceDetail, InvoiceList, PixPayment } from '@central/domain/api';
import { http } from '../../lib/http';

export type InvoiceListStatus = 'to_pay' | 'received';

const BASE = '/api/central/customer';
const get = <T>(path: string) => http.get<T>(path);

/** Open invoices (overdue, partial, due soon; oldest due first) or the latest paid ones, as the server chose them. */
export const useInvoices = (status: InvoiceListStatus) => useSWR(`${BASE}/list/invoices?status=${status}`, get<InvoiceList>);

/** One invoice and its contract; 404 'Fatura não encontrada.' */
export const useInvoiceDetail = (invoiceId: string) =>
  useSWR(`${BASE}/invoice/${encodeURIComponent(invoiceId)}`, get<InvoiceDetail>);

/** The invoice's PIX QR code and copy-paste code; `null` asks for nothing (a paid invoice). */
export const usePixPayment = (invoiceId: string | null) =>
  useSWR(invoiceId === null ? null : `${BASE}/read/pix-payment/${encodeURIComponent(invoiceId)}`, get<PixPayment>);

/** The boleto PDF: a short-lived download token first, then the file. */
export async function downloadBoleto(invoiceId: string): Promise<DownloadedFile> {
  const { token } = await http.post<DownloadToken>(`${BASE}/generate/invoice-download-token`, { invoiceId });
  return http.get<DownloadedFile>(`${BASE}/download/invoice/${encodeURIComponent(token)}`);
}
