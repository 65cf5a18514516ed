import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LookupQuery, PlanAnswer, ProductAnswer, SubjectAnswer } from '@central/domain/api';
import { Type } from 'typebox';
import { errorResponses } from '../../../lib/route-schemas';
import type { LookupsService } from './lookups-service';

const LookupParams = Type.Object({ id: Type.String({ maxLength: 100 }) });

/** The IXC lookups of products, plans and subjects behind the admin forms (docs/product/admin.md#customer-form). */
export const adminLookupRoutes: FastifyPluginAsyncTypebox<{ lookups: LookupsService }> = async (app, { lookups }) => {
  const lookupSchema = <T extends typeof ProductAnswer | typeof PlanAnswer | typeof SubjectAnswer>(answer: T) => ({
    preHandler: app.requireAdmin,
    schema: { params: LookupParams, querystring: LookupQuery, response: { 200: answer, ...errorResponses } },
  });

  app.get('/api/payment/product/:id', lookupSchema(ProductAnswer), async (request) => ({
    product: await lookups.product(request.query.client_id, request.params.id),
  }));
  app.get('/api/payment/plan/:id', lookupSchema(PlanAnswer), async (request) => ({
    plan: await lookups.plan(request.query.client_id, request.params.id),
  }));
  app.get('/api/payment/subject/:id', lookupSchema(SubjectAnswer), async (request) => ({
    subject: await lookups.subject(request.query.client_id, request.params.id),
  }));
};
