import { useState } from 'react';
import { useNotify } from '@/components/toaster';
import { savePdf } from '@/lib/download';
import { useSessionExpiry } from '@/features/auth/useSessionExpiry';

export interface PdfDownloadTexts {
  /** Toast after the file is saved; none when the saved file speaks for itself. */
  success?: string;
  /** The failure toast's text for an error (a session that expired goes to sign-in instead). */
  failure: (error: unknown) => string;
}

/**
 * The one way the panel downloads a document: fetch its base64 PDF, save it under the server's file name,
 * toast the outcome, and report `pending` for a spinner. A second click while pending does nothing.
 */
export function usePdfDownload(texts: PdfDownloadTexts) {
  const [pending, setPending] = useState(false);
  const notify = useNotify();
  const sessionExpired = useSessionExpiry();

  async function download(load: () => Promise<{ fileName: string; base64: string }>) {
    if (pending) return;
    setPending(true);
    try {
      const file = await load();
      savePdf(file.fileName, file.base64);
      if (texts.success) notify.success(texts.success);
    } catch (error) {
      if (!sessionExpired(error)) notify.failure(texts.failure(error));
    } finally {
      setPending(false);
    }
  }

  return { pending, download };
}
