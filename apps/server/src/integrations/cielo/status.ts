/**
 * Cielo's transaction `Status` (manual, "Transactional status"). Cielo says to read the state of a sale from
 * `Status`, never from `ReturnCode`, whose values differ between sandbox and production and between issuers.
 */
export const CIELO_STATUS = {
  notFinished: 0,
  authorized: 1,
  paymentConfirmed: 2,
  declined: 3,
  voided: 10,
  refunded: 11,
  pending: 12,
  aborted: 13,
  scheduled: 20,
} as const;

export type CieloStatusName = keyof typeof CIELO_STATUS;

const NAMES = new Map<number, CieloStatusName>(Object.entries(CIELO_STATUS).map(([name, code]) => [code, name as CieloStatusName]));

export function cieloStatusName(status: number): CieloStatusName | 'unrecognized' {
  return NAMES.get(status) ?? 'unrecognized';
}

/**
 * What a sale's status means for the money, once Cielo has answered:
 * - `approved`: authorized (1) or authorized and captured (2). With `Capture: true` Cielo captures at once and
 *   answers 2; a 1 means the capture is still owed, which `captured: false` tells the caller.
 * - `declined`: the issuer or Cielo refused (3), or processing failed before any money moved (13 Aborted). A
 *   sale already voided or refunded (10, 11) holds no money either.
 * - `unknown`: not finished (0), pending at the institution (12), or a status we do not know: the caller keeps
 *   the attempt open and asks again later (`getSale`), never charges again.
 */
export type StatusVerdict = { verdict: 'approved'; captured: boolean } | { verdict: 'declined' } | { verdict: 'unknown' };

export function verdictOfStatus(status: number): StatusVerdict {
  switch (status) {
    case CIELO_STATUS.paymentConfirmed:
      return { verdict: 'approved', captured: true };
    case CIELO_STATUS.authorized:
      return { verdict: 'approved', captured: false };
    case CIELO_STATUS.declined:
    case CIELO_STATUS.aborted:
    case CIELO_STATUS.voided:
    case CIELO_STATUS.refunded:
      return { verdict: 'declined' };
    default:
      return { verdict: 'unknown' };
  }
}
