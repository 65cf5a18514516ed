/**
 * How long a subscriber's session lives (docs/decisions/012). Idle: long enough to copy a PIX code, pay in
 * the bank app and come back, short enough that a phone left unlocked on a table does not stay signed in.
 * Absolute: a week, which is also the cookie's max-age, bounds even a session kept busy.
 */
export interface SessionLifetimes {
  /** Minutes without a request after which a session ends. */
  idleMinutes: number;
  /** Days after sign-in after which a session ends however active it is. */
  maxDays: number;
}

export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = { idleMinutes: 30, maxDays: 7 };

export function maxAgeSeconds(lifetimes: SessionLifetimes): number {
  return lifetimes.maxDays * 24 * 60 * 60;
}
