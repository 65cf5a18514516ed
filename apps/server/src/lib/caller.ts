/** The device cookie of one request, read once; `trust` rewrites it on the reply. */
export interface TrustedDevice {
  /** The device's id when its cookie vouches for `accountKey` in `scope`, else null. */
  vouches(scope: string, accountKey: string): string | null;
  /** Adds the account to the cookie (the most recent first, at most 8), after the account's owner signed in. */
  trust(scope: string, accountKey: string): void;
}

/** Who makes a try at a secret: the client address and, at a sign-in, the browser's device cookie. */
export interface Caller {
  ip: string;
  device?: TrustedDevice;
}
