import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RECOVERY_MESSAGES } from '@central/domain';
import {
  ActivationResult,
  AppPasswordRecoveryBody,
  MessageBody,
  OletvActivationBody,
  OletvCheck,
  OletvCheckQuery,
} from '@central/domain/api';
import type { FastifyRequest } from 'fastify';
import { WatchError } from '../../integrations/watch';
import { AppError, badRequest } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-schemas';
import { signedInAccount } from '../../plugins/auth';
import { tenantOf } from '../../plugins/tenancy';
import { activateApp } from './activate-app';
import { accessibleApp, appNotFound, enabled } from './app-access';
import { appCatalogue, enabledApps } from './app-catalogue';
import { appView } from './app-details';
import { customerRecord } from './customer-record';
import { appIntegrationOf } from './app-integration';
import { WATCH_METHODS } from './app-methods';
import { createActivationStore } from './activation-store';
import { entitledApps } from './entitlement';
import type { AppRouteDeps } from './routes';

const OLETV_METHODS: ReadonlySet<string> = new Set(['oletv', 'ole_tv']);

/**
 * The Olé TV page (SPEC sections 2 and 7, /atplus/oletv): check, activate, and the recover-password dialog. Olé TV
 * is served by Watch Brasil's platform, so these speak to the provider's Olé TV app through the Watch adapter.
 */
export const oletvRoutes: FastifyPluginAsyncTypebox<AppRouteDeps> = async (app, deps) => {
  const activations = createActivationStore(deps.prisma);
  const preHandler = app.requireSession;

  /** The provider's Olé TV app and the subscriber's contracts that include it. */
  async function oletv(request: FastifyRequest) {
    const tenant = tenantOf(request);
    const account = signedInAccount(request);
    const entry =
      enabledApps(await appCatalogue(deps.prisma, tenant.id)).find((candidate) => OLETV_METHODS.has(candidate.integrationMethod)) ?? null;
    if (!entry) return { tenant, account, entry: null, contracts: [] as string[] };
    const [rows, items] = await Promise.all([deps.contracts.rows(tenant, account), deps.contracts.items(tenant, account)]);
    const contracts = entitledApps([entry], rows, items).map((entitlement) => entitlement.contract.id ?? '');
    return { tenant, account, entry, contracts };
  }

  app.get(
    '/api/central/atplus/oletv/check',
    { preHandler, schema: { querystring: OletvCheckQuery, response: { 200: OletvCheck, ...errorResponses } } },
    async (request) => {
      const { tenant, account, entry, contracts } = await oletv(request);
      if (!entry) return { oletvAmount: 0, hasOletv: false, customerEmail: null, contractId: null, customerAppId: null };
      const stored = await deps.prisma.customerAppActivation.findFirst({
        where: { tenantId: account.tenantId, customerId: account.customerId, customerAppId: entry.id },
      });
      let customerEmail = stored?.email ?? null;
      let hasOletv = stored !== null;
      if (!customerEmail) customerEmail = (await customerRecord(deps.accounts, tenant, account))?.emails[0] ?? null;
      // ?search=1 asks Watch itself: an account made elsewhere (the provider's desk) counts as active here too.
      // Only when an admin connected the app: not connected, the page still answers, as if Watch knew nothing.
      const watch =
        !hasOletv && request.query.search === '1' && customerEmail && contracts[0]
          ? await deps.watch.client(tenant, entry.row, request.log)
          : null;
      if (watch && customerEmail && contracts[0]) {
        const found = await watch.status(customerEmail).catch(() => null);
        if (found?.active) {
          await activations.claim(
            account,
            { contractId: contracts[0], appId: entry.id },
            { email: customerEmail, partnerRef: found.ticket },
          );
          hasOletv = true;
        }
      }
      return {
        oletvAmount: contracts.length,
        hasOletv,
        customerEmail,
        contractId: stored?.contractId ?? contracts[0] ?? null,
        customerAppId: entry.id,
      };
    },
  );

  app.post(
    '/api/central/atplus/oletv/active',
    { preHandler, schema: { body: OletvActivationBody, response: { 201: ActivationResult, ...errorResponses } } },
    async (request, reply) => {
      const { tenant, account, entry, contracts } = await oletv(request);
      const contractId = request.body.contractId ?? contracts[0];
      if (!entry || !contractId) throw appNotFound();
      const found = enabled(await accessibleApp(deps, tenant, account, entry.id, contractId));
      const body = {
        contractId,
        customerAppId: entry.id,
        customerEmail: request.body.email ?? null,
        ...(request.body.customerName ? { customerName: request.body.customerName } : {}),
      };
      const { message } = await activateApp({ ...deps, activations, log: request.log }, tenant, account, found, body);
      const activation = await activations.find(account, { contractId, appId: entry.id });
      return reply.code(201).send({ message, app: await appView(deps, tenant, account, found, activation) });
    },
  );

  app.post(
    '/api/central/atplus/oletv/recovery-password',
    { preHandler, schema: { body: AppPasswordRecoveryBody, response: { 200: MessageBody, ...errorResponses } } },
    async (request) => {
      const { tenant, account, entry } = await oletv(request);
      const appId = request.body.customerAppId ?? entry?.id;
      if (!appId) throw appNotFound();
      const found = enabled(await accessibleApp(deps, tenant, account, appId, request.body.contractId));
      if (!WATCH_METHODS.has(found.entry.integrationMethod)) throw appNotFound();
      // Only to the e-mail the app was activated with, or the subscriber's own: never a stranger's inbox.
      const email = request.body.email.trim().toLowerCase();
      const activation = await activations.find(account, { contractId: request.body.contractId, appId });
      const own = (await customerRecord(deps.accounts, tenant, account))?.emails ?? [];
      if (![activation?.email ?? '', ...own].some((known) => known.trim().toLowerCase() === email))
        throw badRequest('APP_UNKNOWN_EMAIL', RECOVERY_MESSAGES.unknownEmail);
      const watch = appIntegrationOf(deps.box, tenant.clientId, found.entry.row)
        ? await deps.watch.client(tenant, found.entry.row, request.log)
        : null;
      if (!watch) throw new AppError('APP_RECOVERY_FAILED', 502, RECOVERY_MESSAGES.failure);
      try {
        await watch.recoverPassword(email);
      } catch (error) {
        if (!(error instanceof WatchError)) throw error;
        request.log.warn({ failure: error.failure, operation: error.operation }, 'Watch password recovery failed');
        throw new AppError('APP_RECOVERY_FAILED', 502, RECOVERY_MESSAGES.failure);
      }
      return { message: RECOVERY_MESSAGES.sent(email) };
    },
  );
};
