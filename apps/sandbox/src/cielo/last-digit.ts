/**
 * The sandbox's rule: the card's last digit decides the authorization (manual, "Credit card in sandbox").
 *
 * | Last digit | Status         | ReturnCode | ReturnMessage                    |
 * |------------|----------------|------------|----------------------------------|
 * | 0, 1, 4    | Authorized     | 4/6        | Operation Successful             |
 * | 2          | Not Authorized | 05         | Not Authorized                   |
 * | 3          | Not Authorized | 57         | Expired Card                     |
 * | 5          | Not Authorized | 78         | Blocked Card                     |
 * | 6          | Not Authorized | 99         | Time Out                         |
 * | 7          | Not Authorized | 77         | Canceled Card                    |
 * | 8          | Not Authorized | 70         | Problems with the Credit Card    |
 * | 9          | Random         | 4 to 99    | Operation Successful / Time Out  |
 *
 * "4/6": 4 for an authorization left to capture, 6 for one captured at once (the manual's captured sale shows
 * `"ReturnCode": "6"`). "Not Authorized" is Status 3 (Declined). Digit 6 answers at once with the 99 decline:
 * the sandbox does not actually stall; a real stall is `failNext(..., { hang: true })`.
 */
export type Outcome = { authorized: true } | { authorized: false; returnCode: string; returnMessage: string };

const DECLINES: Record<string, { returnCode: string; returnMessage: string }> = {
  '2': { returnCode: '05', returnMessage: 'Not Authorized' },
  '3': { returnCode: '57', returnMessage: 'Expired Card' },
  '5': { returnCode: '78', returnMessage: 'Blocked Card' },
  '6': { returnCode: '99', returnMessage: 'Time Out' },
  '7': { returnCode: '77', returnMessage: 'Canceled Card' },
  '8': { returnCode: '70', returnMessage: 'Problems with the Credit Card' },
};

/** The last digits by outcome, for the people trying the demo (README, `npm start`). */
export const CARD_ENDINGS = { approved: ['0', '1', '4'], declined: Object.keys(DECLINES), random: ['9'] } as const;

/** Deterministic numbers from a seed (mulberry32), so digit 9 gives the same sequence on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function outcomeFor(cardDigits: string, random: () => number): Outcome {
  const last = cardDigits.slice(-1);
  if (last === '9') return random() < 0.5 ? { authorized: true } : { authorized: false, ...DECLINES['6']! };
  const decline = DECLINES[last];
  return decline ? { authorized: false, ...decline } : { authorized: true };
}
