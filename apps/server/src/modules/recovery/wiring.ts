import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { SessionStore } from '../auth/sessions';
import { createRecoveryService, type RecoveryService } from './recovery-service';
import { createRecoveryStore } from './recovery-store';
import { recoveryRoutes } from './routes';

/** Returns the recovery, whose last step shares the customer's password route. */
export async function registerRecovery(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'prisma' | 'signer' | 'hashSecret' | 'mailer' | 'limiter' | 'guard' | 'audit'> & { sessions: SessionStore },
): Promise<RecoveryService> {
  const recovery = createRecoveryService({
    store: createRecoveryStore(ctx.prisma),
    hashSecret: ctx.hashSecret,
    mailer: ctx.mailer,
    limiter: ctx.limiter,
    guard: ctx.guard,
    audit: ctx.audit,
    sessions: ctx.sessions,
    log: app.log,
  });
  await app.register(recoveryRoutes, { recovery, signer: ctx.signer });
  return recovery;
}
