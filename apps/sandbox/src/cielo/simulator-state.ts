import type { CardVault } from './card-vault';
import type { SalesStore } from './sales-store';

/** What the operations share: the vault, the sales, the clock and the seeded dice. */
export interface SimulatorState {
  vault: CardVault;
  sales: SalesStore;
  now: () => Date;
  /** Draws for the digit-9 cards and for issuer ids; seeded, so runs repeat. */
  random: () => number;
  /** The simulator's origin, for `Links` (both Cielo hosts are this one origin). */
  origin: () => string;
  /** A counter for Tid, ProofOfSale and AuthorizationCode, unique within a run. */
  nextSequence: () => number;
}

/** One authenticated call as the operations see it. */
export interface CieloCall {
  merchantId: string;
  body: unknown;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  /** The issuer's staged refusal for this sale (`failNext('createSale', { decline })`), instead of the last digit. */
  decline?: { returnCode: string; returnMessage: string };
}

export type { Answer } from '../simulator-kit';

export const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
