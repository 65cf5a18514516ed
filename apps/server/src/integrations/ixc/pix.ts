import { IxcError } from './errors';
import type { IxcClient } from './http-client';

export interface PixCharge {
  /** The BR Code (PIX copy-and-paste). */
  brCode: string;
  /** IXC's own QR image, when it sends one. */
  image: string;
}

/**
 * `get_pix` creates the charge on demand (reference §2.5). It answers 500 for a bill it does not know,
 * `{type:"error"}` when it refuses, and "success" with an empty code when the provider has no PIX set up:
 * all of those are "no PIX" (null) here, while a network failure stays an ERP failure.
 */
export async function readPixCharge(ixc: Pick<IxcClient, 'action'>, invoiceId: string): Promise<PixCharge | null> {
  const answer = await ixc.action('get_pix', { id_areceber: invoiceId });
  if (answer.status >= 500) return null;
  let parsed: { type?: unknown; pix?: { dadosPix?: { pixCopiaECola?: unknown }; qrCode?: { qrcode?: unknown; imagemQrcode?: unknown } } };
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    throw new IxcError('malformed', 'get_pix answered without JSON', 'get_pix');
  }
  if (parsed.type !== 'success') return null;
  const brCode = String(parsed.pix?.qrCode?.qrcode || parsed.pix?.dadosPix?.pixCopiaECola || '').trim();
  return brCode ? { brCode, image: String(parsed.pix?.qrCode?.imagemQrcode ?? '') } : null;
}
