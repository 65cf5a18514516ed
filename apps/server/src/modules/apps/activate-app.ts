import { ACTIVATION_MESSAGES, APP_MESSAGES, isValidEmail } from '@central/domain';
import type { ActivationBody } from '@central/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Account, AccountCache } from '../../lib/account-cache';
import { AppError, badRequest, invalidFields } from '../../lib/app-error';
import type { SecretBox } from '../../lib/crypto';
import type { Metrics } from '../../metrics/metrics';
import { partnerCalls } from '../../metrics/observed-calls';
import type { ActiveTenant } from '../tenants/tenant-directory';
import type { AccessibleApp } from './app-access';
import { customerRecord } from './customer-record';
import { appIntegrationOf } from './app-integration';
import { LOGIN_METHODS, needsEmail, WATCH_METHODS } from './app-methods';
import type { AppsStore, CustomerAppActivation } from './apps-store';
import { addProductToContract } from './partners/product-activation';
import { provisionSvaLogin } from './partners/sva-login-activation';
import { partnerNotConnected, type WatchAccess } from './partners/watch-access';
import { activateAtWatch, watchPackageOf } from './partners/watch-activation';

/** What an activation needs: the activations, the subscriber's record, the partners' connections, and the request's log. */
export interface ActivateAppDeps {
  store: Pick<AppsStore, 'claimActivation' | 'updateActivation' | 'releaseActivation'>;
  /** The subscriber's record in IXC, cached; `changed` after a product is added to a contract. */
  accounts: Pick<AccountCache, 'changed' | 'read'>;
  /** Opens the apps' partner credentials. */
  box: Pick<SecretBox, 'open'>;
  /** Deadline of one call to a partner. */
  partnerTimeoutMs: number;
  /** Watch's clients over the tokens admins connected, shared by every route that calls Watch. */
  watch: Pick<WatchAccess, 'client'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Where each partner call is timed by provider. */
  metrics?: Pick<Metrics, 'externalCalls'>;
}

const alreadyActive = () => new AppError('APP_ALREADY_ACTIVE', 409, ACTIVATION_MESSAGES.alreadyActive);

/**
 * Activates an app the subscriber is offered on a contract (docs/product/partners.md#the-subscribers-app-pages), by its
 * integration method. The activation row is claimed first: two activations at once meet at its unique key, and only one
 * goes to the partner; if the partner refuses, the claim is released. Answers the stored activation.
 */
export async function activateApp(
  deps: ActivateAppDeps,
  tenant: ActiveTenant,
  account: Account,
  access: AccessibleApp,
  body: ActivationBody,
): Promise<{ activation: CustomerAppActivation; message: string; credentials: { login: string; password: string | null } | null }> {
  const { row } = access.entry;
  const method = row.integrationMethod;
  const key = { contractId: access.contract.id ?? '', appId: row.id };
  if (method === 'display_only') throw badRequest('APP_NOTHING_TO_ACTIVATE', ACTIVATION_MESSAGES.nothingToActivate);
  const email = (body.customerEmail ?? '').trim();
  if (needsEmail(method)) {
    if (!email) throw invalidFields({ customerEmail: ACTIVATION_MESSAGES.emailRequired }, 'APP_EMAIL_REQUIRED');
    if (!isValidEmail(email)) throw invalidFields({ customerEmail: ACTIVATION_MESSAGES.emailInvalid }, 'APP_EMAIL_INVALID');
  }
  const claimed = await deps.store.claimActivation(account, key, { email: email || null });
  if (!claimed) throw alreadyActive();
  try {
    const outcome = await activateAtPartner(deps, tenant, account, access, { email, name: body.customerName?.trim() ?? '' });
    const activation = await deps.store.updateActivation(account, key, { partnerRef: outcome.partnerRef });
    const message = outcome.alreadyActive ? ACTIVATION_MESSAGES.alreadyActive : ACTIVATION_MESSAGES.activated;
    return { activation, message, credentials: outcome.credentials ?? null };
  } catch (error) {
    await deps.store.releaseActivation(account, key);
    throw error;
  }
}

async function activateAtPartner(
  deps: ActivateAppDeps,
  tenant: ActiveTenant,
  account: Account,
  access: AccessibleApp,
  input: { email: string; name: string },
): Promise<{ partnerRef: string | null; alreadyActive: boolean; credentials?: { login: string; password: string | null } }> {
  const { row } = access.entry;
  const method = row.integrationMethod;
  if (method === 'add_product_in_contract') {
    const [product] = (row.integrationMethodProductIds as Array<{ id?: string; label?: string }> | null) ?? [];
    if (!product?.id) throw new AppError('APP_ACTIVATION_FAILED', 502, APP_MESSAGES.activationFailure);
    const itemId = await addProductToContract(
      tenant.ixc,
      { contractId: access.contract.id ?? '', productId: product.id, label: product.label || row.name },
      deps.log,
    );
    // The contract's services list shows the new item from now on.
    await deps.accounts.changed(account);
    return { partnerRef: itemId, alreadyActive: false };
  }
  const integration = appIntegrationOf(deps.box, tenant.clientId, row);
  if (!integration) throw new AppError('APP_OFFLINE', 409, APP_MESSAGES.activationFailure);
  if (WATCH_METHODS.has(method)) {
    const customer = await customerRecord(deps.accounts, tenant, account);
    if (!customer) throw new AppError('APP_ACTIVATION_FAILED', 502, APP_MESSAGES.activationFailure);
    const client = await deps.watch.client(tenant, row, deps.log);
    if (!client) throw partnerNotConnected();
    const { ticket, alreadyActive } = await activateAtWatch(
      client,
      {
        name: input.name || customer.name,
        email: input.email,
        document: customer.document.replace(/\D/g, ''),
        phone: customer.phone,
        packageId: watchPackageOf(row),
      },
      deps.log,
    );
    return { partnerRef: ticket, alreadyActive };
  }
  if (LOGIN_METHODS.has(method)) {
    const customer = await customerRecord(deps.accounts, tenant, account);
    if (!customer) throw new AppError('APP_ACTIVATION_FAILED', 502, APP_MESSAGES.activationFailure);
    const email = input.email || customer.emails[0] || '';
    if (!email) throw invalidFields({ customerEmail: ACTIVATION_MESSAGES.emailRequired }, 'APP_EMAIL_REQUIRED');
    const contractId = access.contract.id ?? '';
    const document = customer.document.replace(/\D/g, '');
    const outcome = await provisionSvaLogin(
      integration,
      deps.partnerTimeoutMs,
      { contractId, name: input.name || customer.name, email, document, phone: customer.phone },
      deps.log,
      partnerCalls(deps.metrics, tenant.clientId),
    );
    // The password, when the partner issues one, is shown once in this answer and kept nowhere.
    return {
      partnerRef: outcome.login,
      alreadyActive: outcome.alreadyActive,
      ...(outcome.login ? { credentials: { login: outcome.login, password: outcome.password } } : {}),
    };
  }
  // Toca Livros has its own page and payload (/customer/app/tocalivros); ATP Box is a cloud to manage, not activate.
  throw new AppError('APP_ACTIVATION_UNAVAILABLE', 501, APP_MESSAGES.activationFailure);
}
