import { MESSAGES } from '@central/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { IdempotencyStore, StoredAnswer } from '../lib/idempotency-store';
import { IDEMPOTENCY_KEEP_MS, idempotencyKeyOf, isFinalAnswer, REPLAYED_HEADERS, requestFingerprint } from '../lib/idempotency-rules';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route creates or sends something: an `Idempotency-Key` makes a repeat answer the first answer instead of
     * doing it again (docs/product/README.md#repeated-requests).
     */
    idempotent?: boolean;
  }
}

export interface IdempotencyOptions {
  store: IdempotencyStore;
  /** Keys the request fingerprints (a body may hold a card number). */
  secret: string;
  /** How long a repeat waits for the first request's answer before it is told to try later (default 60 s). */
  waitMs?: number;
  /** A key pending for longer than this was left by a replica that stopped: a repeat takes it over (default 5 min). */
  abandonedAfterMs?: number;
}

/** The key a request holds while it does the work, until its answer is stored or the key released. */
interface HeldKey {
  scope: string;
  key: string;
  settled: boolean;
}

const WAIT_STEP_MS = 100;
const held = new WeakMap<FastifyRequest, HeldKey>();

/**
 * Whose keys these are: one subscriber account of a provider, one admin, one provider, or one visitor (by address) of
 * the provider's public pages, so a key seen elsewhere replays nothing to another visitor.
 */
function scopeOf(request: FastifyRequest): string {
  if (request.session) return `subscriber:${request.session.tenantId}:${request.session.customerId}`;
  if (request.staff?.role === 'admin') return `admin:${request.staff.adminId}`;
  if (request.staff?.role === 'provider') return `provider:${request.staff.tenantId}`;
  return `public:${request.tenant?.id ?? ''}:${request.ip}`;
}

function replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  return reply.code(answer.statusCode).headers(answer.headers).header('idempotent-replayed', 'true').send(answer.body);
}

const asArray = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * The `Idempotency-Key` request header on routes marked `config: { idempotent: true }`
 * (docs/product/README.md#repeated-requests). The first request with a key does the work and its final answer is
 * kept 24 hours per account; a repeat, sequential or concurrent, on any replica, gets that answer without the work
 * being done again (a concurrent one waits for it). A repeat whose method, path or body differ is refused. Runs after
 * the route's own preHandlers, so the session or staff check has said whose key it is. Without the header, nothing
 * changes.
 */
export default fp<IdempotencyOptions>(
  async function idempotencyPlugin(app: FastifyInstance, options) {
    const { store, secret } = options;
    const waitMs = options.waitMs ?? 60_000;
    const abandonedAfterMs = options.abandonedAfterMs ?? 5 * 60_000;

    const takeKey: preHandlerAsyncHookHandler = async function (request, reply) {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      if (key === undefined) return;
      if (key === null) throw new AppError('INVALID_IDEMPOTENCY_KEY', 400, MESSAGES.idempotencyKeyInvalid);
      const scope = scopeOf(request);
      const fingerprint = requestFingerprint(secret, request);
      const waitUntil = Date.now() + waitMs;
      for (;;) {
        const claim = await store.claim({ scope, key, fingerprint, keepMs: IDEMPOTENCY_KEEP_MS, abandonedAfterMs });
        if (claim.kind === 'taken') {
          held.set(request, { scope, key, settled: false });
          return;
        }
        if (claim.kind === 'answered') return replay(reply, claim.answer);
        if (claim.kind === 'other-request') throw new AppError('IDEMPOTENCY_KEY_REUSED', 422, MESSAGES.idempotencyKeyReused);
        if (Date.now() >= waitUntil) throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS', 409, MESSAGES.idempotencyKeyInProgress);
        await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
      }
    };

    // Before any other onSend of the route (compression), so the answer is kept as the handler made it.
    const keepAnswer: onSendAsyncHookHandler = async function (request, reply, payload) {
      const holding = held.get(request);
      if (!holding || holding.settled) return payload;
      holding.settled = true;
      const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
      try {
        if (body === null || !isFinalAnswer(reply.statusCode)) {
          await store.release(holding.scope, holding.key);
        } else {
          const headers: Record<string, string> = {};
          for (const name of REPLAYED_HEADERS) {
            const value = reply.getHeader(name);
            if (value !== undefined) headers[name] = String(value);
          }
          await store.answer(holding.scope, holding.key, { statusCode: reply.statusCode, headers, body });
        }
      } catch (error) {
        // The answer still goes out; a repeat waits for the pending key and, after abandonedAfterMs, does the work.
        request.log.warn({ err: error }, 'idempotency key not settled');
      }
      return payload;
    };

    // An answer that never passed through onSend: the key is freed for a retry. (A client that leaves does not free
    // it: the work still runs to its end, and a retry waits for its answer.)
    const releaseUnsettled: onResponseAsyncHookHandler = async function (request) {
      const holding = held.get(request);
      if (!holding || holding.settled) return;
      holding.settled = true;
      await store
        .release(holding.scope, holding.key)
        .catch((error: unknown) => request.log.warn({ err: error }, 'idempotency key not released'));
    };

    app.addHook('onRoute', (route) => {
      if (!route.config?.idempotent) return;
      route.preHandler = [...asArray(route.preHandler), takeKey];
      route.onSend = [keepAnswer, ...asArray(route.onSend)];
      route.onResponse = [...asArray(route.onResponse), releaseUnsettled];
    });
  },
  { name: 'idempotency' },
);
