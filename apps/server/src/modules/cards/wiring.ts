import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { ContractService } from '../contracts/contracts-service';
import { createCardGateways, DEFAULT_CARD_GATEWAY_TIMEOUT_MS, type CardGateways } from './card-gateway-for';
import { createCardsService, type CardsService } from './cards-service';
import { createCardsStore } from './cards-store';
import { settleLaterWith } from './payments/card-payment-jobs';
import { createPaymentsService } from './payments/payments-service';
import { createPaymentsStore } from './payments/payments-store';
import { paymentRoutes } from './payments/routes';
import { cardRoutes } from './routes';

/** Saved cards and paying with them; returns the cards 'Meus dados' removes, and the gateways the check tries. */
export async function registerCards(
  app: FastifyInstance,
  ctx: Pick<
    AppContext,
    'prisma' | 'box' | 'hashSecret' | 'jobs' | 'accounts' | 'limiter' | 'guard' | 'cardGatewayTimeoutMs' | 'metrics'
  > & {
    contracts: ContractService;
  },
): Promise<{ cards: CardsService; cardGateways: CardGateways }> {
  const cardStore = createCardsStore(ctx.prisma);
  const cardGateways = createCardGateways({
    store: cardStore,
    box: ctx.box,
    timeoutMs: ctx.cardGatewayTimeoutMs ?? DEFAULT_CARD_GATEWAY_TIMEOUT_MS,
    metrics: ctx.metrics,
  });
  const attempts = { limiter: ctx.limiter, hidden: ctx.guard.hidden };
  const cards = createCardsService({
    store: cardStore,
    gateways: cardGateways,
    contracts: ctx.contracts,
    box: ctx.box,
    hashSecret: ctx.hashSecret,
    attempts,
  });
  await app.register(cardRoutes, { cards });
  const payments = createPaymentsService({
    store: createPaymentsStore(ctx.prisma),
    cards: cardStore,
    gateways: cardGateways,
    accounts: ctx.accounts,
    box: ctx.box,
    attempts,
    settleLater: settleLaterWith(ctx.jobs),
    metrics: ctx.metrics,
  });
  await app.register(paymentRoutes, { payments });
  return { cards, cardGateways };
}
