import type { TokenSigner } from '../../lib/signed-token';

/** A download is two calls (docs/product/subscriber.md#pix-and-boleto): a short-lived token first, then the file by that token. */
const DOWNLOAD_TTL_SECONDS = 120;

export interface DownloadClaims {
  tid: string;
  cid: string;
  kind: 'boleto' | 'fiscal-note';
  /** The ERP id of what to print. */
  ref: string;
  fileName: string;
  /** Fiscal notes: print with the provider's custom layout. */
  custom?: boolean;
}

export function issueDownloadToken(signer: TokenSigner, claims: DownloadClaims): string {
  return signer.sign('download', claims, DOWNLOAD_TTL_SECONDS);
}

/** The claims of a download token of this kind for this subscriber, or null. */
export function readDownloadToken(
  signer: TokenSigner,
  token: string,
  expected: { tid: string; cid: string; kind: DownloadClaims['kind'] },
): DownloadClaims | null {
  const claims = signer.verify<DownloadClaims>('download', token);
  if (!claims || claims.tid !== expected.tid || claims.cid !== expected.cid || claims.kind !== expected.kind) return null;
  return claims;
}

/** 'YYYY-MM-DD' -> 'DD-MM-YYYY': a date that can stand in a file name. */
export function fileDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}
