import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { ContractService } from '../contracts/contracts-service';
import { createPaymentsStore } from '../cards/payments/payments-store';
import { createInvoicesService, type InvoicesService } from './invoices-service';
import { invoiceRoutes } from './routes';

/** Returns the invoices, which sign-in reads ahead. */
export async function registerInvoices(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'accounts' | 'signer' | 'prisma'> & { contracts: ContractService },
): Promise<InvoicesService> {
  const invoices = createInvoicesService({
    cache: ctx.accounts,
    contracts: ctx.contracts,
    signer: ctx.signer,
    cardPayments: createPaymentsStore(ctx.prisma),
  });
  await app.register(invoiceRoutes, { invoices });
  return invoices;
}
