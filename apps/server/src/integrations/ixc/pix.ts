import { scalarText } from '../scalar-text';
import { IxcError } from './errors';
import type { IxcClient } from './http-client';

interface PixAnswer {
  type?: unknown;
  pix?: { dadosPix?: { pixCopiaECola?: unknown }; qrCode?: { qrcode?: unknown; imagemQrcode?: unknown } };
}

export interface PixCharge {
  /** The BR Code (PIX copy-and-paste). */
  brCode: string;
  /** IXC's own QR image, when it sends one. */
  image: string;
}

/**
 * `get_pix` creates the charge on demand (docs/product/subscriber.md#pix-and-boleto). `{type:"error"}` (a refusal) and
 * "success" with an empty code (no PIX set up) are "no PIX" (null) here. It also answers 500 for a bill it does not
 * know; Central only asks for the subscriber's own bills, so a 5xx is counted as an ERP failure, like a network
 * failure.
 */
export async function readPixCharge(ixc: Pick<IxcClient, 'action'>, invoiceId: string): Promise<PixCharge | null> {
  const answer = await ixc.action('get_pix', { id_areceber: invoiceId }, { answer: 'json' });
  const parsed = answer.json as PixAnswer | null;
  if (!parsed || typeof parsed !== 'object') throw new IxcError('malformed', 'get_pix answered without a JSON object', 'get_pix');
  if (parsed.type !== 'success') return null;
  const brCode = scalarText(parsed.pix?.qrCode?.qrcode || parsed.pix?.dadosPix?.pixCopiaECola || '').trim();
  return brCode ? { brCode, image: scalarText(parsed.pix?.qrCode?.imagemQrcode ?? '') } : null;
}
