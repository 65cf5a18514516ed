import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { DEFAULT_AUDIT_RETENTION_DAYS } from '../../jobs/housekeeping';
import type { SessionStore } from '../auth/sessions';
import type { CardsService } from '../cards/cards-service';
import { createPrivacyService } from './privacy-service';
import { createPrivacyStore } from './privacy-store';
import { privacyRoutes } from './routes';

export async function registerPrivacy(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'prisma' | 'auditRetentionDays' | 'audit' | 'limiter' | 'guard'> & { sessions: SessionStore; cards: CardsService },
): Promise<void> {
  const privacy = createPrivacyService({
    store: createPrivacyStore(ctx.prisma),
    auditRetentionDays: ctx.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS,
    cards: ctx.cards,
    sessions: ctx.sessions,
    audit: ctx.audit,
    limiter: ctx.limiter,
    hidden: ctx.guard.hidden,
  });
  await app.register(privacyRoutes, { privacy });
}
