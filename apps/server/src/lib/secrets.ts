import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config';
import { ConfigError } from '../config';

export interface Secrets {
  /** Key ring for data at rest: "v2:<base64>,v1:<base64>", the first one encrypts. */
  secretsKey: string;
  /** HMAC key for session and recovery tokens and for hashing verification codes. */
  sessionSecret: string;
}

/**
 * Production must be given its secrets. The embedded demo (no DATABASE_URL, not production) makes its own
 * once and keeps them beside its database, so restarts keep sessions and encrypted tokens readable.
 */
export async function resolveSecrets(config: Config): Promise<Secrets> {
  if (config.SECRETS_KEY && config.SESSION_SECRET) {
    return { secretsKey: config.SECRETS_KEY, sessionSecret: config.SESSION_SECRET };
  }
  if (config.NODE_ENV === 'production') {
    throw new ConfigError('SECRETS_KEY and SESSION_SECRET are required in production');
  }
  const file = join(config.DATA_DIR, 'secrets.json');
  const stored = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as Secrets,
    () => null,
  );
  if (stored) return { secretsKey: config.SECRETS_KEY ?? stored.secretsKey, sessionSecret: config.SESSION_SECRET ?? stored.sessionSecret };
  const made: Secrets = {
    secretsKey: `v1:${randomBytes(32).toString('base64')}`,
    sessionSecret: randomBytes(48).toString('base64url'),
  };
  await mkdir(config.DATA_DIR, { recursive: true });
  await writeFile(file, JSON.stringify(made, null, 2), { mode: 0o600 });
  return made;
}
