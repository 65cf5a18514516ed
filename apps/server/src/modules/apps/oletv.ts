import { RECOVERY_MESSAGES } from '@central/domain';
import type { ActivationResult, AppPasswordRecoveryBody, OletvActivationBody, OletvCheck } from '@central/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import { WatchError } from '../../integrations/watch';
import type { Account } from '../../lib/account-cache';
import { AppError, badRequest } from '../../lib/app-error';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { activateApp, type ActivateAppDeps } from './activate-app';
import { accessibleApp, appNotFound, enabled, enabledApps, type AppAccessDeps } from './app-access';
import { appView, type AppViewDeps } from './app-details';
import { appIntegrationOf } from './app-integration';
import { WATCH_METHODS } from './app-methods';
import type { AppsStore } from './apps-store';
import { customerRecord } from './customer-record';
import { entitledApps } from './entitlement-rules';
import { watchPackageOf } from './partners/watch-activation';

/**
 * The Olé TV page (docs/product/partners.md#watch-brasil-and-olé-tv, /atplus/oletv): check, activate, and the
 * recover-password dialog. Olé TV is served by Watch Brasil's platform, so these speak to the provider's Olé TV app
 * through the Watch adapter.
 */
const OLETV_METHODS: ReadonlySet<string> = new Set(['oletv', 'ole_tv']);

/** The app's access, activation and page (the request's log apart), and the subscriber's activations of it. */
export type OletvDeps = AppAccessDeps &
  AppViewDeps &
  Omit<ActivateAppDeps, 'log'> & {
    store: Pick<AppsStore, 'activation' | 'anyActivation'>;
  };

/** The provider's Olé TV app and the subscriber's contracts that include it. */
async function oletvOf(deps: OletvDeps, tenant: ActiveTenant, account: Account) {
  const entry =
    enabledApps(await deps.store.catalogue(tenant.id)).find((candidate) => OLETV_METHODS.has(candidate.integrationMethod)) ?? null;
  if (!entry) return { entry: null, contracts: [] as string[] };
  const [rows, items] = await Promise.all([deps.contracts.rows(tenant, account), deps.contracts.items(tenant, account)]);
  const contracts = entitledApps([entry], rows, items).map((entitlement) => entitlement.contract.id ?? '');
  return { entry, contracts };
}

/** Whether the subscriber has Olé TV, on how many contracts, and the e-mail the page offers. */
export async function checkOletv(
  deps: OletvDeps,
  tenant: ActiveTenant,
  account: Account,
  search: string | undefined,
  log: FastifyBaseLogger,
): Promise<OletvCheck> {
  const { entry, contracts } = await oletvOf(deps, tenant, account);
  if (!entry) return { oletvAmount: 0, hasOletv: false, customerEmail: null, contractId: null, customerAppId: null };
  const stored = await deps.store.anyActivation(account, entry.id);
  let customerEmail = stored?.email ?? null;
  let hasOletv = stored !== null;
  if (!customerEmail) customerEmail = (await customerRecord(deps.accounts, tenant, account))?.emails[0] ?? null;
  // ?search=1 asks Watch itself: an account made elsewhere (the provider's desk) counts as active here too.
  // Only when an admin connected the app: not connected, the page still answers, as if Watch knew nothing.
  const watch = !hasOletv && search === '1' && customerEmail && contracts[0] ? await deps.watch.client(tenant, entry.row, log) : null;
  if (watch && customerEmail && contracts[0]) {
    const found = await watch.status(customerEmail, watchPackageOf(entry.row)).catch(() => null);
    if (found?.active) {
      await deps.store.claimActivation(
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
}

/** Activates Olé TV on the contract asked for, or the first that includes it. */
export async function activateOletv(
  deps: OletvDeps,
  tenant: ActiveTenant,
  account: Account,
  body: OletvActivationBody,
  log: FastifyBaseLogger,
): Promise<ActivationResult> {
  const { entry, contracts } = await oletvOf(deps, tenant, account);
  const contractId = body.contractId ?? contracts[0];
  if (!entry || !contractId) throw appNotFound();
  const found = enabled(await accessibleApp(deps, tenant, account, entry.id, contractId));
  const activation = {
    contractId,
    customerAppId: entry.id,
    customerEmail: body.email ?? null,
    ...(body.customerName ? { customerName: body.customerName } : {}),
  };
  const { message } = await activateApp({ ...deps, log }, tenant, account, found, activation);
  const stored = await deps.store.activation(account, { contractId, appId: entry.id });
  return { message, app: await appView(deps, tenant, account, found, stored) };
}

/** Watch's password e-mail, only to the e-mail the app was activated with or the subscriber's own. */
export async function recoverOletvPassword(
  deps: OletvDeps,
  tenant: ActiveTenant,
  account: Account,
  body: AppPasswordRecoveryBody,
  log: FastifyBaseLogger,
): Promise<{ message: string }> {
  const { entry } = await oletvOf(deps, tenant, account);
  const appId = body.customerAppId ?? entry?.id;
  if (!appId) throw appNotFound();
  const found = enabled(await accessibleApp(deps, tenant, account, appId, body.contractId));
  if (!WATCH_METHODS.has(found.entry.integrationMethod)) throw appNotFound();
  // Only to the e-mail the app was activated with, or the subscriber's own: never a stranger's inbox.
  const email = body.email.trim().toLowerCase();
  const activation = await deps.store.activation(account, { contractId: body.contractId, appId });
  const own = (await customerRecord(deps.accounts, tenant, account))?.emails ?? [];
  if (![activation?.email ?? '', ...own].some((known) => known.trim().toLowerCase() === email))
    throw badRequest('APP_UNKNOWN_EMAIL', RECOVERY_MESSAGES.unknownEmail);
  const watch = appIntegrationOf(deps.box, tenant.clientId, found.entry.row) ? await deps.watch.client(tenant, found.entry.row, log) : null;
  if (!watch) throw new AppError('APP_RECOVERY_FAILED', 502, RECOVERY_MESSAGES.failure);
  try {
    await watch.recoverPassword(email, watchPackageOf(found.entry.row));
  } catch (error) {
    if (!(error instanceof WatchError)) throw error;
    log.warn({ failure: error.failure, operation: error.operation }, 'Watch password recovery failed');
    throw new AppError('APP_RECOVERY_FAILED', 502, RECOVERY_MESSAGES.failure);
  }
  return { message: RECOVERY_MESSAGES.sent(email) };
}
