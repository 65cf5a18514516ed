import type { CustomerAppView } from '@central/domain/api';
import type { Account, AccountCache } from '../../lib/account-cache';
import type { SecretBox } from '../../lib/crypto';
import { descriptionOf } from '../contracts/contract-rules';
import type { ActiveTenant } from '../tenants/tenant-directory';
import type { AccessibleApp } from './app-access';
import { customerRecord } from './customer-record';
import { appIntegrationOf } from './app-integration';
import { NO_PARTNER_METHODS, needsEmail, platformOf, SHOWS_LOGIN } from './app-methods';
import type { CustomerAppActivation } from './apps-store';

/** What the app page's view needs: the partner connection's secret, to tell online, and the subscriber's cached record. */
export interface AppViewDeps {
  box: Pick<SecretBox, 'open'>;
  accounts: Pick<AccountCache, 'read'>;
}

/**
 * The app page's view (docs/product/partners.md#the-subscribers-app-pages): offline shows the pending
 * text, online and not active offers activation, active shows the active view. The partner connection never leaves
 * the server; the customer block is the subscriber's own record in IXC (one read), which activation forms prefill.
 */
export async function appView(
  deps: AppViewDeps,
  tenant: ActiveTenant,
  account: Account,
  access: AccessibleApp,
  activation: CustomerAppActivation | null,
): Promise<CustomerAppView> {
  const { row } = access.entry;
  const method = row.integrationMethod;
  const customer = await customerRecord(deps.accounts, tenant, account);
  const isActive = method === 'display_only' || activation !== null;
  return {
    id: row.id,
    name: row.name,
    title: row.name,
    description: isActive ? row.activeText : row.pendingText,
    image: row.image,
    pending_text: row.pendingText,
    active_text: row.activeText,
    app_store_link: row.appStoreLink,
    play_store_link: row.playStoreLink,
    integration_method: method,
    integration: null,
    active: row.active,
    is_active: isActive,
    is_online: NO_PARTNER_METHODS.has(method) || appIntegrationOf(deps.box, tenant.clientId, row) !== null,
    needs_email: needsEmail(method),
    platform: platformOf(method),
    activation_email: activation?.email ?? null,
    activation_login: SHOWS_LOGIN.has(method) ? (activation?.partnerRef ?? null) : null,
    contract: { id: access.contract.id ?? '', description: descriptionOf(access.contract) },
    service: access.service,
    customer: {
      full_name: customer?.name ?? '',
      cpf_cnpj: customer?.document ?? '',
      email: customer?.emails[0] ?? null,
      phone_number: customer?.phone ?? null,
    },
  };
}
