import { isWatchMethod, MESSAGES, validateCustomerApp, type AppFormContext } from '@central/domain';
import type { AdminCustomerApp, AdminCustomerAppBody } from '@central/domain/api';
import type { CustomerApp, PartnerConnection } from '../../../generated/prisma/client';
import { invalidFields, notFound } from '../../../lib/app-error';
import type { SecretBox } from '../../../lib/crypto';
import { isUuid } from '../../../lib/uuid';
import type { TenantDirectory } from '../../tenants/tenant-directory';
import { diffFields, originChange, type AdminActor, type AuditTrail } from '../audit-rules';
import { customerNotFound } from '../customer-not-found';
import { appData, auditedApp, connectionView, integrationColumns, keepsWatchConnection, toAdminCustomerApp } from './app-rules';
import type { AppsStore } from './apps-store';

export interface AppsPorts {
  store: AppsStore;
  /** Seals partner secrets and opens Watch tokens, for the provider. */
  box: Pick<SecretBox, 'seal' | 'open'>;
  tenants: Pick<TenantDirectory, 'invalidate'>;
  audit: AuditTrail;
}

const appNotFound = () => notFound('APP_NOT_FOUND', MESSAGES.appNotFound);

/** The provider's partner apps (docs/product/admin.md#apps), always read through the provider's own id. */
export function createAppsService({ store, box, audit, tenants }: AppsPorts) {
  async function providerOf(clientId: string) {
    const tenant = await store.providerByClientId(clientId);
    if (!tenant) throw customerNotFound();
    return tenant;
  }

  /** The app, only if it is this provider's; an id that is no uuid cannot be one (and must not reach Postgres). */
  async function appOf(tenantId: string, appId: string) {
    const row = isUuid(appId) ? await store.find(tenantId, appId) : null;
    if (!row) throw appNotFound();
    return row;
  }

  const view = (row: CustomerApp & { connection?: PartnerConnection | null }, clientId: string) =>
    toAdminCustomerApp(row, clientId, connectionView(box, clientId, row, row.connection ?? null));

  /**
   * The columns to write, or 400 naming each bad field; an app that has a partner secret keeps it when none is given,
   * as long as the URL keeps its origin.
   */
  function checked(body: AdminCustomerAppBody, clientId: string, context: AppFormContext) {
    const problems = validateCustomerApp(body, context);
    if (Object.keys(problems).length > 0) throw invalidFields(problems);
    return { ...appData(body), ...integrationColumns(box, clientId, body) };
  }

  /** The Watch package of each of the provider's Watch apps but `appId` ('' for Watch's default package). */
  async function otherWatchPackages(tenantId: string, appId?: string): Promise<string[]> {
    const apps = await store.list(tenantId);
    return apps.filter((app) => app.id !== appId && isWatchMethod(app.integrationMethod)).map((app) => app.product?.trim() ?? '');
  }

  return {
    async list(clientId: string): Promise<AdminCustomerApp[]> {
      const tenant = await providerOf(clientId);
      return (await store.list(tenant.id)).map((row) => view(row, tenant.clientId));
    },

    async get(clientId: string, appId: string): Promise<AdminCustomerApp> {
      const tenant = await providerOf(clientId);
      return view(await appOf(tenant.id, appId), tenant.clientId);
    },

    async create(actor: AdminActor, clientId: string, body: AdminCustomerAppBody): Promise<AdminCustomerApp> {
      const tenant = await providerOf(clientId);
      const data = checked(body, tenant.clientId, { secretStored: false, otherWatchPackages: await otherWatchPackages(tenant.id) });
      const app = view(await store.create(tenant.id, data), tenant.clientId);
      await audit.record(actor, tenant.clientId, 'app_create', diffFields({}, auditedApp(app, body)));
      tenants.invalidate();
      return app;
    },

    async edit(actor: AdminActor, clientId: string, appId: string, body: AdminCustomerAppBody): Promise<AdminCustomerApp> {
      const tenant = await providerOf(clientId);
      const stored = await appOf(tenant.id, appId);
      const before = view(stored, tenant.clientId);
      const data = checked(body, tenant.clientId, {
        secretStored: stored.integrationSecret !== null,
        storedUrl: stored.integrationUrl,
        otherWatchPackages: await otherWatchPackages(tenant.id, stored.id),
      });
      if (!(await store.update(tenant.id, appId, data))) throw appNotFound();
      if (stored.connection && !keepsWatchConnection(stored, data)) await store.dropConnection(stored.id);
      const after = view(await appOf(tenant.id, appId), tenant.clientId);
      const changes = {
        ...diffFields(auditedApp(before), auditedApp(after, body)),
        ...originChange('integration_url', stored.integrationUrl, data.integrationUrl),
      };
      await audit.record(actor, tenant.clientId, 'app_edit', changes);
      tenants.invalidate();
      return after;
    },

    async remove(actor: AdminActor, clientId: string, appId: string): Promise<void> {
      const tenant = await providerOf(clientId);
      const app = await appOf(tenant.id, appId);
      if (!(await store.remove(tenant.id, app.id))) throw appNotFound();
      await audit.record(actor, tenant.clientId, 'app_delete', { id: { from: app.id, to: null }, name: { from: app.name, to: null } });
      tenants.invalidate();
    },
  };
}

export type AppsService = ReturnType<typeof createAppsService>;
