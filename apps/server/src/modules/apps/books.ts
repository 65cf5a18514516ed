import { ACTIVATION_MESSAGES, APP_MESSAGES } from '@central/domain';
import type { ActivationResult, BooksActivationBody, BooksPayload } from '@central/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import { ixcDate } from '../../integrations/ixc/values';
import type { Account } from '../../lib/account-cache';
import { AppError, invalidFields } from '../../lib/app-error';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { accessibleApp, appNotFound, enabled, type AppAccessDeps } from './app-access';
import { appView, type AppViewDeps } from './app-details';
import { appIntegrationOf } from './app-integration';
import type { AppsStore } from './apps-store';
import { booksAccountProblems, splitPhone } from './books-rules';
import { customerRecord } from './customer-record';
import { entitledApps } from './entitlement-rules';
import { registerBooksAccount } from './partners/books-activation';
import type { Metrics } from '../../metrics/metrics';
import { partnerCalls } from '../../metrics/observed-calls';

/**
 * Toca Livros (docs/product/partners.md#toca-livros-and-sva-logins, /customer/app/tocalivros): the books payload
 * prefilled from the subscriber's record in IXC, then the registration at the partner with the birth date IXC holds.
 */
const BOOKS_METHOD = 'api_toca_livros';

/** The app's access and page, the subscriber's activation of it, and the partner's deadline. */
export type BooksDeps = AppAccessDeps &
  AppViewDeps & {
    store: Pick<AppsStore, 'activation' | 'claimActivation' | 'updateActivation' | 'releaseActivation'>;
    /** Deadline of one call to Toca Livros. */
    partnerTimeoutMs: number;
    /** Where each partner call is timed by provider. */
    metrics?: Pick<Metrics, 'externalCalls'>;
  };

/** The books app and contract asked for (or the first the subscriber is offered), with access checked. */
async function booksOf(deps: BooksDeps, tenant: ActiveTenant, account: Account, appId?: string, contractId?: string) {
  const catalogue = (await deps.store.catalogue(tenant.id)).filter(
    (entry) => entry.integrationMethod === BOOKS_METHOD && (!appId || entry.id === appId),
  );
  if (catalogue.length === 0) throw appNotFound();
  const [rows, items] = await Promise.all([deps.contracts.rows(tenant, account), deps.contracts.items(tenant, account)]);
  const first = entitledApps(catalogue, rows, items).find((entitlement) => !contractId || entitlement.contract.id === contractId);
  if (!first) throw appNotFound();
  const found = enabled(await accessibleApp(deps, tenant, account, first.app.id, first.contract.id ?? ''));
  const customer = await customerRecord(deps.accounts, tenant, account);
  if (!customer) throw new AppError('APP_FAILED', 502, APP_MESSAGES.getAppFailure);
  return { found, customer, key: { contractId: first.contract.id ?? '', appId: first.app.id } };
}

/** The books payload, prefilled from the subscriber's record. */
export async function booksPayload(
  deps: BooksDeps,
  tenant: ActiveTenant,
  account: Account,
  target: { appId?: string | undefined; contractId?: string | undefined },
): Promise<BooksPayload> {
  const { customer, key } = await booksOf(deps, tenant, account, target.appId, target.contractId);
  const activation = await deps.store.activation(account, key);
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
}

/** Registers the subscriber at Toca Livros with the account they chose; the activation is claimed first. */
export async function activateBooks(
  deps: BooksDeps,
  tenant: ActiveTenant,
  account: Account,
  body: BooksActivationBody,
  log: FastifyBaseLogger,
): Promise<ActivationResult> {
  const problems = booksAccountProblems(body);
  if (Object.keys(problems).length > 0) throw invalidFields(problems, 'BOOKS_INVALID_FIELDS');
  const user = body.user?.trim() ?? '';
  const password = body.password ?? '';
  const email = body.email?.trim() ?? '';

  const { found, customer, key } = await booksOf(deps, tenant, account, body.customer_app_id, body.contract_id);
  const integration = appIntegrationOf(deps.box, tenant.clientId, found.entry.row);
  if (!integration) throw new AppError('APP_OFFLINE', 409, APP_MESSAGES.activationFailure);
  if (!(await deps.store.claimActivation(account, key, { email })))
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
      log,
      partnerCalls(deps.metrics, tenant.clientId),
    );
    // The user is what the subscriber signs in with; the partner's own id is found again by internal_id and contract.
    const activation = await deps.store.updateActivation(account, key, { partnerRef: outcome.alreadyActive ? null : user });
    const message = outcome.alreadyActive ? ACTIVATION_MESSAGES.alreadyActive : ACTIVATION_MESSAGES.activated;
    return { message, app: await appView(deps, tenant, account, found, activation) };
  } catch (error) {
    await deps.store.releaseActivation(account, key);
    throw error;
  }
}
