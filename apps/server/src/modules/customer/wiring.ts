import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { SessionStore } from '../auth/sessions';
import type { RecoveryService } from '../recovery/recovery-service';
import { createCustomerService } from './customer-service';
import { customerRoutes } from './routes';

export async function registerCustomer(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'signer' | 'guard' | 'audit'> & { sessions: SessionStore; recovery: RecoveryService },
): Promise<void> {
  const customer = createCustomerService({ sessions: ctx.sessions, guard: ctx.guard, audit: ctx.audit, recovery: ctx.recovery });
  await app.register(customerRoutes, { customer, signer: ctx.signer });
}
