import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Admin and provider passwords, hashed with Node's built-in scrypt (native argon2 cannot be installed here;
 * docs/product/admin.md#sign-in-and-session) and stored as a PHC-style string that carries its own parameters:
 * `$scrypt$ln=17,r=8,p=1$<salt>$<hash>`. Raising the cost later only changes new hashes; old ones still verify.
 */
export interface ScryptCost {
  /** log2 of N. */
  ln: number;
  r: number;
  p: number;
}

/** About 0.4 s per hash on a 2-core machine; tests pass a cheaper cost, never production. */
export const DEFAULT_SCRYPT_COST: ScryptCost = { ln: 17, r: 8, p: 1 };

const SALT_BYTES = 16;
const HASH_BYTES = 32;
const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/**
 * Each derivation at the default cost holds 128 MiB for 0.4 s. Sign-ins of admins and providers are rare, so
 * two at a time is plenty, and a burst of them queues instead of taking the process's memory.
 */
const MAX_CONCURRENT_DERIVATIONS = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withDerivationSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_DERIVATIONS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, cost: ScryptCost, length: number): Promise<Buffer> {
  return withDerivationSlot(() => scryptOnce(password, salt, cost, length));
}

function scryptOnce(password: string, salt: Buffer, cost: ScryptCost, length: number): Promise<Buffer> {
  const N = 2 ** cost.ln;
  // scrypt needs 128·N·r bytes; the default maxmem (32 MiB) refuses N = 2^17.
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r + 32 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, cost, HASH_BYTES);
  return `$scrypt$ln=${cost.ln},r=${cost.r},p=${cost.p}$${b64(salt)}$${b64(hash)}`;
}

/** Whether `password` matches `stored`; false for anything that is not one of our hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = PHC.exec(stored);
  if (!parsed) return false;
  const [, ln, r, p, salt, hash] = parsed as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const cost = { ln: Number(ln), r: Number(r), p: Number(p) };
  if (cost.ln < 1 || cost.ln > 22 || expected.length < 16) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64'), cost, expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * A hash of a password nobody knows, at the given cost: checking an unknown e-mail against it takes as long as
 * checking a wrong password, so the time of an answer does not tell which e-mails are admins.
 */
export function createDecoyHash(cost: ScryptCost = DEFAULT_SCRYPT_COST): () => Promise<string> {
  let decoy: Promise<string> | undefined;
  return () => (decoy ??= hashPassword(randomBytes(24).toString('base64'), cost));
}
