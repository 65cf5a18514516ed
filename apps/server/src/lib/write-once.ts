import { IxcError, isIxcFailure } from '../integrations/ixc/errors';
import type { WriteClaims } from './write-claims';

export interface WriteOnce {
  /** From writeClaims.keyOf: who writes what. */
  key: string;
  tenantId: string;
  /** How long a second identical write is taken as a duplicate of the first. */
  windowMs: number;
  /** The longest one attempt can take (its ERP calls' deadlines): how long a duplicate waits for its outcome. */
  attemptMs: number;
  /** Carries the write out in the ERP and answers the id it made. */
  write: () => Promise<string>;
  /** After an attempt whose outcome is unknown: the id of a matching write made since `since`, or null. */
  find: (since: Date) => Promise<string | null>;
}

const WAIT_STEP_MS = 100;

/**
 * Carries a write out at most once per window, across replicas (docs/decisions/010). The first attempt
 * claims the key and writes. A duplicate that arrives meanwhile waits for its outcome and answers the same
 * id; once it is done, later duplicates get that id at once. When an attempt ends unconfirmed (the write
 * may have happened), the next one first looks in the ERP for it and writes only if it is not there. A write
 * that surely failed frees the key. Answers the id; throws the write's errors, or `unconfirmed` when the
 * outcome is still unknown.
 */
export async function writeOnce(claims: WriteClaims, options: WriteOnce): Promise<string> {
  const { key } = options;
  const waitUntil = Date.now() + 2 * options.attemptMs + 1000;
  let waited = false;
  for (;;) {
    const live = await claims.claim(key, options.tenantId, options.windowMs);
    if (!live) return attempt(null);
    if (live.state === 'done' && live.resultId) return live.resultId;
    // A duplicate that saw the first attempt still running shares its unknown outcome rather than call again.
    if (live.state === 'unconfirmed' && waited) throw unconfirmed();
    const takenOver = live.state !== 'done' && (await claims.takeOver(key, 2 * options.attemptMs + 1000));
    if (takenOver) return attempt(takenOver.createdAt);
    if (Date.now() >= waitUntil) throw unconfirmed();
    waited = true;
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }

  async function attempt(unconfirmedSince: Date | null): Promise<string> {
    let pastResolved = unconfirmedSince === null;
    let id: string | null;
    try {
      id = unconfirmedSince ? await options.find(unconfirmedSince) : null;
      pastResolved = true;
      id ??= await options.write();
    } catch (error) {
      if (isIxcFailure(error, 'unconfirmed') || !pastResolved) await claims.unconfirmed(key);
      else await claims.release(key);
      throw error;
    }
    // Outside the catch: should this fail, the claim stays pending and a later attempt finds the write.
    await claims.done(key, id);
    return id;
  }

  function unconfirmed() {
    return new IxcError('unconfirmed', 'an identical write is pending or unconfirmed', 'write-once');
  }
}
