import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActivationBody,
  ActivationResult,
  AppDetailsParams,
  AppPasswordRecoveryBody,
  BooksActivationBody,
  BooksPayload,
  BooksQuery,
  ContractAppsParams,
  CustomerApps,
  CustomerAppView,
  MessageBody,
  OletvActivationBody,
  OletvCheck,
  OletvCheckQuery,
} from '@central/domain/api';
import { errorResponses } from '../../lib/route-schemas';
import { subscriberOf } from '../../plugins/auth';
import type { AppsService } from './apps-service';

/**
 * The subscriber's partner apps (docs/product/partners.md#the-subscribers-app-pages): the list, one contract's apps, an
 * app's page and its activation; the Olé TV page (/atplus/oletv); Toca Livros (/customer/app/tocalivros).
 */
export const appRoutes: FastifyPluginAsyncTypebox<{ apps: AppsService }> = async (app, { apps }) => {
  const preHandler = app.requireSession;

  app.get('/api/central/customer/apps', { preHandler, schema: { response: { 200: CustomerApps, ...errorResponses } } }, async (request) => {
    const { tenant, account } = subscriberOf(request);
    return { apps: await apps.list(tenant, account, request.log) };
  });

  // docs/product/partners.md#the-subscribers-app-pages: one contract's apps (an unknown or another subscriber's contract simply has none).
  app.get(
    '/api/central/customer/list/content-apps/:contractId',
    { preHandler, schema: { params: ContractAppsParams, response: { 200: CustomerApps, ...errorResponses } } },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      return { apps: (await apps.list(tenant, account, request.log)).filter((item) => item.contract.id === request.params.contractId) };
    },
  );

  // docs/product/partners.md#the-subscribers-app-pages: /customer/app/{a}/{b}/details and /{a}/{b}/{c}/details (app,
  // contract, and the entitling item).
  for (const path of [
    '/api/central/customer/app/:appId/:contractId/details',
    '/api/central/customer/app/:appId/:contractId/:serviceId/details',
  ]) {
    app.get(
      path,
      { preHandler, schema: { params: AppDetailsParams, response: { 200: CustomerAppView, ...errorResponses } } },
      async (request) => {
        const { tenant, account } = subscriberOf(request);
        return apps.details(tenant, account, request.params.appId, request.params.contractId);
      },
    );
  }

  app.post(
    '/api/central/customer/create/content-app',
    { preHandler, config: { idempotent: true }, schema: { body: ActivationBody, response: { 201: ActivationResult, ...errorResponses } } },
    async (request, reply) => {
      const { tenant, account } = subscriberOf(request);
      return reply.code(201).send(await apps.activate(tenant, account, request.body, request.log));
    },
  );

  app.get(
    '/api/central/atplus/oletv/check',
    { preHandler, schema: { querystring: OletvCheckQuery, response: { 200: OletvCheck, ...errorResponses } } },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      return apps.checkOletv(tenant, account, request.query.search, request.log);
    },
  );

  app.post(
    '/api/central/atplus/oletv/active',
    {
      preHandler,
      config: { idempotent: true },
      schema: { body: OletvActivationBody, response: { 201: ActivationResult, ...errorResponses } },
    },
    async (request, reply) => {
      const { tenant, account } = subscriberOf(request);
      return reply.code(201).send(await apps.activateOletv(tenant, account, request.body, request.log));
    },
  );

  app.post(
    '/api/central/atplus/oletv/recovery-password',
    {
      preHandler,
      config: { idempotent: true },
      schema: { body: AppPasswordRecoveryBody, response: { 200: MessageBody, ...errorResponses } },
    },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      return apps.recoverOletvPassword(tenant, account, request.body, request.log);
    },
  );

  app.get(
    '/api/central/customer/app/tocalivros',
    { preHandler, schema: { querystring: BooksQuery, response: { 200: BooksPayload, ...errorResponses } } },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      return apps.booksPayload(tenant, account, { appId: request.query.customerAppId, contractId: request.query.contractId });
    },
  );

  app.post(
    '/api/central/customer/app/tocalivros',
    {
      preHandler,
      config: { idempotent: true },
      schema: { body: BooksActivationBody, response: { 201: ActivationResult, ...errorResponses } },
    },
    async (request, reply) => {
      const { tenant, account } = subscriberOf(request);
      return reply.code(201).send(await apps.activateBooks(tenant, account, request.body, request.log));
    },
  );
};
