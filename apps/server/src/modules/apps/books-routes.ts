import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACTIVATION_MESSAGES, APP_MESSAGES, BOOKS_MESSAGES, isValidEmail } from '@central/domain';
import { ActivationResult, BooksActivationBody, BooksPayload, BooksQuery } from '@central/domain/api';
import type { FastifyRequest } from 'fastify';
import { ixcDate } from '../../integrations/ixc/values';
import { AppError, invalidFields } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-schemas';
import { signedInAccount } from '../../plugins/auth';
import { tenantOf } from '../../plugins/tenancy';
import { accessibleApp, appNotFound, enabled } from './app-access';
import { appCatalogue } from './app-catalogue';
import { appView } from './app-details';
import { customerRecord } from './customer-record';
import { appIntegrationOf } from './app-integration';
import { createActivationStore } from './activation-store';
import { entitledApps } from './entitlement';
import { registerBooksAccount, splitPhone } from './partners/books-activation';
import type { AppRouteDeps } from './routes';

const BOOKS_METHOD = 'api_toca_livros';

/**
 * Toca Livros (SPEC sections 3 and 7, /customer/app/tocalivros; issue 12): the books payload prefilled from the
 * subscriber's record in IXC, then the registration at the partner with the birth date IXC holds.
 */
export const booksRoutes: FastifyPluginAsyncTypebox<AppRouteDeps> = async (app, deps) => {
  const activations = createActivationStore(deps.prisma);
  const preHandler = app.requireSession;

  /** The books app and contract asked for (or the first the subscriber is offered), with access checked. */
  async function books(request: FastifyRequest, appId?: string, contractId?: string) {
    const tenant = tenantOf(request);
    const account = signedInAccount(request);
    const catalogue = (await appCatalogue(deps.prisma, tenant.id)).filter(
      (entry) => entry.integrationMethod === BOOKS_METHOD && (!appId || entry.id === appId),
    );
    if (catalogue.length === 0) throw appNotFound();
    const [rows, items] = await Promise.all([deps.contracts.rows(tenant, account), deps.contracts.items(tenant, account)]);
    const first = entitledApps(catalogue, rows, items).find((entitlement) => !contractId || entitlement.contract.id === contractId);
    if (!first) throw appNotFound();
    const found = enabled(await accessibleApp(deps, tenant, account, first.app.id, first.contract.id ?? ''));
    const customer = await customerRecord(deps.accounts, tenant, account);
    if (!customer) throw new AppError('APP_FAILED', 502, APP_MESSAGES.getAppFailure);
    return { tenant, account, found, customer, key: { contractId: first.contract.id ?? '', appId: first.app.id } };
  }

  app.get(
    '/api/central/customer/app/tocalivros',
    { preHandler, schema: { querystring: BooksQuery, response: { 200: BooksPayload, ...errorResponses } } },
    async (request) => {
      const { account, customer, key } = await books(request, request.query.customerAppId, request.query.contractId);
      const activation = await activations.find(account, key);
      return {
        name: customer.name,
        // The user chosen at activation once there is one; before, the CPF/CNPJ digits are offered.
        user: activation?.partnerRef ?? customer.document.replace(/\D/g, ''),
        password: '',
        email: customer.emails[0] ?? '',
        cpf_cnpj: customer.document,
        ...splitPhone(customer.phone),
        internal_id: account.customerId,
        contract_id: key.contractId,
        customer_app_id: key.appId,
        is_active: activation !== null,
      };
    },
  );

  app.post(
    '/api/central/customer/app/tocalivros',
    { preHandler, schema: { body: BooksActivationBody, response: { 201: ActivationResult, ...errorResponses } } },
    async (request, reply) => {
      const body = request.body;
      const problems: Record<string, string> = {};
      const user = body.user?.trim() ?? '';
      const password = body.password ?? '';
      const email = body.email?.trim() ?? '';
      if (!user) problems.user = BOOKS_MESSAGES.userRequired;
      if (!password) problems.password = BOOKS_MESSAGES.passwordRequired;
      else if (password.length < 6 || password.length > 30) problems.password = BOOKS_MESSAGES.passwordLength;
      if (!email) problems.email = ACTIVATION_MESSAGES.emailRequired;
      else if (!isValidEmail(email)) problems.email = ACTIVATION_MESSAGES.emailInvalid;
      if (Object.keys(problems).length > 0) throw invalidFields(problems, 'BOOKS_INVALID_FIELDS');

      const { tenant, account, found, customer, key } = await books(request, body.customer_app_id, body.contract_id);
      const integration = appIntegrationOf(deps.box, tenant.clientId, found.entry.row);
      if (!integration) throw new AppError('APP_OFFLINE', 409, APP_MESSAGES.activationFailure);
      if (!(await activations.claim(account, key, { email })))
        throw new AppError('APP_ALREADY_ACTIVE', 409, ACTIVATION_MESSAGES.alreadyActive);
      try {
        // The birth date is the ERP's: the partner refuses without it, and only the provider's support can fill it in.
        const { rows } = await tenant.ixc.list('cliente', {
          where: [{ column: 'id', op: '=', value: account.customerId }],
          rowsPerPage: 1,
        });
        const outcome = await registerBooksAccount(
          integration,
          deps.partnerTimeoutMs,
          {
            name: body.name?.trim() || customer.name,
            user,
            password,
            email,
            cpfCnpj: customer.document.replace(/\D/g, ''),
            ...splitPhone(customer.phone),
            internalId: account.customerId,
            contractId: key.contractId,
            birthdate: ixcDate(rows[0]?.data_nascimento),
          },
          request.log,
        );
        // The user is what the subscriber signs in with; the partner's own id is found again by internal_id and contract.
        const activation = await activations.update(account, key, { partnerRef: outcome.alreadyActive ? null : user });
        const message = outcome.alreadyActive ? ACTIVATION_MESSAGES.alreadyActive : ACTIVATION_MESSAGES.activated;
        return reply.code(201).send({ message, app: await appView(deps, tenant, account, found, activation) });
      } catch (error) {
        await activations.release(account, key);
        throw error;
      }
    },
  );
};
