import { ACTIVATION_MESSAGES, APP_MESSAGES, isValidEmail } from '@central/domain';
import type { ActivationBody } from '@central/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import { createCustomerGateway } from '../../integrations/ixc/customers';
import type { Account, AccountCache } from '../../lib/account-cache';
import { AppError, badRequest, invalidFields } from '../../lib/app-error';
import type { SecretBox } from '../../lib/crypto';
import type { ActiveTenant } from '../tenants/tenant-directory';
import type { AccessibleApp } from './app-access';
import { appIntegrationOf } from './app-integration';
import { needsEmail, WATCH_METHODS } from './app-methods';
import type { ActivationStore, CustomerAppActivation } from './activation-store';
import { addProductToContract } from './partners/product-activation';
import { activateAtWatch, watchClientFor } from './partners/watch-activation';

export interface ActivateDeps {
  activations: ActivationStore;
  accounts: Pick<AccountCache, 'changed'>;
  box: Pick<SecretBox, 'open'>;
  partnerTimeoutMs: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

const alreadyActive = () => new AppError('APP_ALREADY_ACTIVE', 409, ACTIVATION_MESSAGES.alreadyActive);

/**
 * Activates an app the subscriber is offered on a contract (SPEC sections 3 and 4; issue 12), by its integration
 * method. The activation row is claimed first: two activations at once meet at its unique key, and only one goes
 * to the partner; if the partner refuses, the claim is released. Answers the stored activation.
 */
export async function activateApp(
  deps: ActivateDeps,
  tenant: ActiveTenant,
  account: Account,
  access: AccessibleApp,
  body: ActivationBody,
): Promise<{ activation: CustomerAppActivation; message: string }> {
  const { row } = access.entry;
  const method = row.integrationMethod;
  const key = { contractId: access.contract.id ?? '', appId: row.id };
  if (method === 'display_only') throw badRequest('APP_NOTHING_TO_ACTIVATE', ACTIVATION_MESSAGES.nothingToActivate);
  const email = (body.customerEmail ?? '').trim();
  if (needsEmail(method)) {
    if (!email) throw invalidFields({ customerEmail: ACTIVATION_MESSAGES.emailRequired }, 'APP_EMAIL_REQUIRED');
    if (!isValidEmail(email)) throw invalidFields({ customerEmail: ACTIVATION_MESSAGES.emailInvalid }, 'APP_EMAIL_INVALID');
  }
  const claimed = await deps.activations.claim(account, key, { email: email || null });
  if (!claimed) throw alreadyActive();
  try {
    const outcome = await activateAtPartner(deps, tenant, account, access, { email, name: body.customerName?.trim() ?? '' });
    const activation = await deps.activations.update(account, key, { partnerRef: outcome.partnerRef });
    return { activation, message: outcome.alreadyActive ? ACTIVATION_MESSAGES.alreadyActive : ACTIVATION_MESSAGES.activated };
  } catch (error) {
    await deps.activations.release(account, key);
    throw error;
  }
}

async function activateAtPartner(
  deps: ActivateDeps,
  tenant: ActiveTenant,
  account: Account,
  access: AccessibleApp,
  input: { email: string; name: string },
): Promise<{ partnerRef: string | null; alreadyActive: boolean }> {
  const { row } = access.entry;
  const method = row.integrationMethod;
  if (method === 'add_product_in_contract') {
    const [product] = (row.integrationMethodProductIds as Array<{ id?: string; label?: string }> | null) ?? [];
    if (!product?.id) throw new AppError('APP_ACTIVATION_FAILED', 502, APP_MESSAGES.activationFailure);
    const itemId = await addProductToContract(tenant.ixc, { contractId: access.contract.id ?? '', productId: product.id, label: product.label || row.name }, deps.log);
    // The contract's services list shows the new item from now on.
    await deps.accounts.changed(account);
    return { partnerRef: itemId, alreadyActive: false };
  }
  const integration = appIntegrationOf(deps.box, tenant.clientId, row);
  if (!integration) throw new AppError('APP_OFFLINE', 409, APP_MESSAGES.activationFailure);
  if (WATCH_METHODS.has(method)) {
    const customer = await createCustomerGateway(tenant.ixc).findById(account.customerId);
    if (!customer) throw new AppError('APP_ACTIVATION_FAILED', 502, APP_MESSAGES.activationFailure);
    const client = watchClientFor(`${row.id}:${row.updatedAt.getTime()}`, integration, deps.partnerTimeoutMs);
    const { ticket, alreadyActive } = await activateAtWatch(client, { name: input.name || customer.name, email: input.email, document: customer.document.replace(/\D/g, ''), phone: customer.phone }, deps.log);
    return { partnerRef: ticket, alreadyActive };
  }
  // Playhub, login_sva, Toca Livros and ATP Box activate through their own pages and adapters (issue 12, to come).
  throw new AppError('APP_ACTIVATION_UNAVAILABLE', 501, APP_MESSAGES.activationFailure);
}
