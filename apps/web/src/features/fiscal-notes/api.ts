import { useRead } from '@/lib/use-read';
import type { DownloadToken, DownloadedFile, FiscalNoteList } from '@central/domain/api';
import { http } from '@/lib/http';

const BASE = '/api/central/customer';

/** The notes issued in one month ('YYYY-MM'). */
export const useFiscalNotes = (month: string) =>
  useRead(`${BASE}/list/sale-invoices?created_at=${encodeURIComponent(month)}`, (path: string) => http.get<FiscalNoteList>(path));

/** The note's PDF ('NF-{number} {type} {date}.pdf'): a download token first, then the file. */
export async function downloadFiscalNote(saleInvoiceId: string, month: string): Promise<DownloadedFile> {
  const { token } = await http.post<DownloadToken>(`${BASE}/generate/sale-invoice-download-token`, {
    saleInvoiceId,
    customModel: false,
    created_at: month,
  });
  return http.get<DownloadedFile>(`${BASE}/download/sale-invoice/${encodeURIComponent(token)}`);
}
