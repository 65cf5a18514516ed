import { INVOICE_ID } from '@central/domain/api';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { accountOf } from '../../lib/account';
import type { PageSessions } from '../../plugins/web-app';
import type { ContractService } from '../contracts/contracts-service';
import type { InvoicesService } from '../invoices/invoices-service';
import { createAuthService } from './auth-service';
import { createAuthStore, type AuthStore } from './auth-store';
import { createPanelPageSession, createSignInPageSession } from './page-session';
import { createReturningSubscribers } from './returning-subscribers';
import { authRoutes } from './routes';
import { DEFAULT_SESSION_LIFETIMES } from './session-lifetimes';
import { createSessionStore, type SessionStore } from './sessions';
import type { SignInHook, WarmInvoice, WarmUp } from './sign-in';

export interface SubscriberAuth {
  store: AuthStore;
  sessions: SessionStore;
}

/** The subscribers' sessions, made before any route: the auth plugin resolves them (plugins/auth.ts). */
export function createSubscriberAuth(
  ctx: Pick<AppContext, 'prisma' | 'signer' | 'hotReadMemoMs' | 'sessionIdleMinutes' | 'sessionMaxDays'>,
): SubscriberAuth {
  const store = createAuthStore(ctx.prisma);
  const sessions = createSessionStore(store, ctx.signer, {
    rowMemoMs: ctx.hotReadMemoMs,
    lifetimes: {
      idleMinutes: ctx.sessionIdleMinutes ?? DEFAULT_SESSION_LIFETIMES.idleMinutes,
      maxDays: ctx.sessionMaxDays ?? DEFAULT_SESSION_LIFETIMES.maxDays,
    },
  });
  return { store, sessions };
}

/** Sign-in's routes; returns the public and panel pages' sessions, for the web app. */
export async function registerAuth(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'signer' | 'hashSecret' | 'guard' | 'audit' | 'prefetchOnSignIn' | 'metrics'> & {
    subscriberAuth: SubscriberAuth;
    invoices: InvoicesService;
    contracts: ContractService;
  },
): Promise<PageSessions> {
  const { sessions } = ctx.subscriberAuth;
  const { warmUp, warmInvoice } = readsAhead(app.log, ctx);
  const afterSignIn: SignInHook = (tenant, session) => warmUp(tenant, accountOf(session));
  const returning = createReturningSubscribers(ctx.subscriberAuth.store, ctx.hashSecret);
  const auth = createAuthService({ sessions, guard: ctx.guard, audit: ctx.audit, afterSignIn, returning, warmUp, metrics: ctx.metrics });
  await app.register(authRoutes, { auth, signer: ctx.signer });
  return {
    public: createSignInPageSession({ sessions }),
    panel: createPanelPageSession({ sessions, warmUp, warmInvoice }),
  };
}

/**
 * The home's reads, started as soon as the account is known: after sign-in, during it for a returning subscriber, and
 * when a signed-in browser opens the home or the bills to pay (page-session.ts).
 */
function readsAhead(
  log: FastifyBaseLogger,
  ctx: Pick<AppContext, 'prefetchOnSignIn'> & { invoices: InvoicesService; contracts: ContractService },
): { warmUp: WarmUp; warmInvoice: WarmInvoice } {
  const { invoices, contracts } = ctx;
  const warmUp: WarmUp = (tenant, account) => {
    if (ctx.prefetchOnSignIn === false) return;
    Promise.all([invoices.open(tenant, account), contracts.list(tenant, account)]).catch((error: unknown) =>
      log.debug({ err: error }, 'prefetch after sign-in failed'),
    );
  };
  const warmInvoice: WarmInvoice = (tenant, account, invoiceId) => {
    if (ctx.prefetchOnSignIn === false || !INVOICE_ID.test(invoiceId)) return;
    // A paid bill has no PIX (409): its read, made on the way, is what its page asks for first anyway.
    invoices
      .pix(tenant, account, invoiceId)
      .catch((error: unknown) => log.debug({ err: error }, "an invoice page's PIX was not read ahead"));
  };
  return { warmUp, warmInvoice };
}
