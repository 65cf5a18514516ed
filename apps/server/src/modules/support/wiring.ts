import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { createWriteClaims } from '../../lib/write-claims';
import type { ContractService } from '../contracts/contracts-service';
import { supportRoutes } from './routes';
import { createSupportService } from './support-service';

export async function registerSupport(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'prisma' | 'hashSecret' | 'accounts' | 'catalog' | 'limiter' | 'guard'> & { contracts: ContractService },
): Promise<void> {
  const support = createSupportService({
    cache: ctx.accounts,
    catalog: ctx.catalog,
    contracts: ctx.contracts,
    claims: createWriteClaims(ctx.prisma, ctx.hashSecret),
    limiter: ctx.limiter,
    hidden: ctx.guard.hidden,
    log: app.log,
  });
  await app.register(supportRoutes, { support });
}
