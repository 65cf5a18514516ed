import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { createContractService, type ContractService } from './contracts-service';
import { contractRoutes } from './routes';

/** Returns the contracts, which most subscriber areas read. */
export async function registerContracts(app: FastifyInstance, ctx: Pick<AppContext, 'accounts' | 'catalog'>): Promise<ContractService> {
  const contracts = createContractService({ cache: ctx.accounts, catalog: ctx.catalog });
  await app.register(contractRoutes, { contracts });
  return contracts;
}
