import { MESSAGES } from '@central/domain';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error';
import { tenantOf } from '../../plugins/tenancy';
import type { ActiveTenant } from '../tenants/tenant-directory';
import type { CardPayments } from './card-gateway-for';

/**
 * The gate of every /api/payment call: a provider without the `credit_card` flag or card settings has
 * no such calls, and answers 404 like any unknown path. Used in onRequest, before the body or the session is
 * looked at; the request's gateway and settings are kept for the handler.
 */
export function cardPaymentsGate(paymentsFor: (tenant: ActiveTenant) => Promise<CardPayments | null>) {
  const resolved = new WeakMap<FastifyRequest, CardPayments>();
  return {
    onRequest: async (request: FastifyRequest) => {
      const payments = await paymentsFor(tenantOf(request));
      if (!payments) throw notFound('NOT_FOUND', MESSAGES.notFoundPage);
      resolved.set(request, payments);
    },
    paymentsOf: (request: FastifyRequest): CardPayments => {
      const payments = resolved.get(request);
      if (!payments) throw new Error('cardPaymentsGate.onRequest did not run for this route');
      return payments;
    },
  };
}
