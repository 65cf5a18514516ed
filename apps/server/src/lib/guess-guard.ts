import type { FastifyBaseLogger } from 'fastify';
import { tooManyAttempts, type GuessPolicy } from './attempt-limits';
import type { Caller } from './caller';
import type { RateLimiter, RateLimitRule, Slot } from './rate-limiter';
import { keyedHash } from './signed-token';

export interface GuessTry {
  /** The secret was right: this source's record for the account is forgotten, its account slot given back. */
  succeeded(): Promise<void>;
  /** The secret was wrong: the slots stay taken. */
  failed(): Promise<void>;
  /** No verdict (the ERP failed before checking): the slots are given back, nothing was learnt. */
  abandoned(): Promise<void>;
}

/**
 * The one limiter for every secret a person can guess (docs/decisions/008): the subscriber's password at
 * sign-in, the current password on the security page, the recovery code, and the admin and provider
 * passwords to come. A try takes its slots *before* the secret is checked, atomically in Postgres, so no
 * amount of concurrency or replicas gets more checks through than the limits allow.
 * Each scope's limits are a `GuessPolicy` (lib/attempt-limits.ts), which says what each one counts.
 */
export interface GuessGuard {
  /**
   * Takes a try at `account`'s secret by `caller` (or a bare source address), or throws 429 with `lockedMessage` and
   * Retry-After. `account` names the secret (e.g. tenant and CPF); it is stored only as a keyed hash.
   */
  begin(scope: string, account: AccountRef, caller: Caller | string, lockedMessage: string): Promise<GuessTry>;
  /** Clears every lock on an account (after its owner proved themselves another way), by its `accountKey`. */
  clear(scope: string, accountKey: string): Promise<void>;
  /** The keyed hash that stands for an account in the limiter's keys. */
  accountKey(account: AccountRef): string;
  /** A keyed hash of any parts (an IP address, a customer id), for the keys of other limits. */
  hidden: (...parts: string[]) => string;
}

export interface AccountRef {
  tenantId: string;
  /** What identifies the secret's owner within the tenant: CPF/CNPJ digits, customer id, e-mail. */
  subject: string;
}

export interface GuessGuardOptions {
  limiter: RateLimiter;
  /** Key of the keyed hash that hides CPFs, ids and IP addresses in the limiter's keys (LGPD minimisation). */
  secret: string;
  policies: Record<string, GuessPolicy>;
  log: FastifyBaseLogger;
}

const MINUTE = 60;

export function createGuessGuard(options: GuessGuardOptions): GuessGuard {
  const { limiter, policies, log } = options;
  const hash = (...parts: string[]) => keyedHash(options.secret, 'rate-limit', ...parts).slice(0, 22);
  const accountKey = (account: AccountRef) => hash(account.tenantId, account.subject);
  const keys = (scope: string, account: AccountRef, source: string) => {
    const accountPart = `${scope}:account:${accountKey(account)}`;
    return {
      account: accountPart,
      accountSource: `${accountPart}:source:${hash(source)}`,
      provider: `${scope}:provider:${account.tenantId}`,
      failingSource: `${scope}:failing-source:${account.tenantId}:${hash(source)}`,
      spraying: `${scope}:accounts-of-source:${hash(source)}`,
    };
  };
  const policyOf = (scope: string) => {
    const policy = policies[scope];
    if (!policy) throw new Error(`no guess policy for ${scope}`);
    return policy;
  };
  const locked = (message: string, retryAfter: number) => tooManyAttempts(retryAfter, message);

  /**
   * A source's first try at an account in the window takes one of its `accountsPerSource` slots; later tries at the
   * same account do not. "First" is read from the per-source slot just taken: it is the only live one.
   */
  const takeNewAccountSlot = async (policy: GuessPolicy, key: ReturnType<typeof keys>, perSource: Slot) => {
    if (!policy.accountsPerSource) return null;
    const [tries = 0] = await limiter.counts([perSource.key]);
    if (tries > 1) return null;
    return limiter.reserve(key.spraying, policy.accountsPerSource);
  };

  const beginOnDevice = async (scope: string, account: AccountRef, device: string, rule: RateLimitRule, lockedMessage: string) => {
    const deviceKey = `${scope}:device:${hash(device)}:${accountKey(account)}`;
    const reserved = await limiter.reserve(deviceKey, rule);
    if (!reserved.slot) throw locked(lockedMessage, reserved.retryAfter);
    const slot = reserved.slot;
    return {
      succeeded: () => limiter.forget([deviceKey]),
      failed: async () => {},
      abandoned: () => limiter.release(slot),
    } satisfies GuessTry;
  };

  return {
    async begin(scope, account, by, lockedMessage) {
      const policy = policyOf(scope);
      const caller = typeof by === 'string' ? { ip: by } : by;
      const device = policy.perDevice ? caller.device?.vouches(scope, accountKey(account)) : null;
      if (device) return beginOnDevice(scope, account, device, policy.perDevice!, lockedMessage);
      const source = caller.ip;
      const key = keys(scope, account, source);

      if (policy.provider) {
        const [providerFailures = 0, sourceFailures = 0] = await limiter.counts([key.provider, key.failingSource]);
        if (providerFailures > policy.provider.failuresPerMinute && sourceFailures >= policy.provider.failingSource.limit) {
          throw locked(lockedMessage, MINUTE);
        }
      }

      // In this order, so a source that is already refused never spends the account's shared allowance.
      const perSource = await limiter.reserve(key.accountSource, policy.perSource);
      if (!perSource.slot) throw locked(lockedMessage, perSource.retryAfter);
      const perAccount = await limiter.reserve(key.account, policy.perAccount);
      if (!perAccount.slot) {
        await limiter.release(perSource.slot);
        throw locked(lockedMessage, perAccount.retryAfter);
      }
      const spraying = await takeNewAccountSlot(policy, key, perSource.slot);
      if (spraying && !spraying.slot) {
        await Promise.all([limiter.release(perSource.slot), limiter.release(perAccount.slot)]);
        throw locked(lockedMessage, spraying.retryAfter);
      }
      const slots: Slot[] = [perSource.slot, perAccount.slot, ...(spraying?.slot ? [spraying.slot] : [])];

      return {
        async succeeded() {
          await Promise.all([
            limiter.forget([key.accountSource]),
            limiter.release(perAccount.slot!),
            spraying?.slot && limiter.release(spraying.slot),
          ]);
        },
        async failed() {
          if (!policy.provider) return;
          const [providerFailures] = await Promise.all([
            limiter.count(key.provider, MINUTE),
            limiter.count(key.failingSource, policy.provider.failingSource.windowSeconds),
          ]);
          // Exactly one request, on whichever replica, crosses the ceiling in each minute: it alone warns.
          if (providerFailures === policy.provider.failuresPerMinute + 1) {
            log.warn(
              { scope, tenantId: account.tenantId, ceiling: policy.provider.failuresPerMinute },
              'failed attempts passed the provider ceiling: throttling the sources that keep failing',
            );
          }
        },
        async abandoned() {
          await Promise.all(slots.map((slot) => limiter.release(slot)));
        },
      };
    },
    async clear(scope, key) {
      await limiter.forget([`${scope}:account:${key}*`]);
    },
    accountKey,
    hidden: hash,
  };
}
