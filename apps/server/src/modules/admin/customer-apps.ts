import { MESSAGES, validateCustomerApp } from '@central/domain';
import type { AdminCustomerApp, AdminCustomerAppBody } from '@central/domain/api';
import { invalidFields, notFound } from '../../lib/app-error';
import type { AdminDeps } from './admin-deps';
import { appData, toAdminCustomerApp } from './app-view';
import { diffFields, type AdminActor } from './audit-trail';
import { isUuid } from '../../lib/uuid';

/** The provider's partner apps (SPEC section 3, Admin customer app), always read through the provider's own id. */
export interface CustomerAppService {
  list(clientId: string): Promise<AdminCustomerApp[]>;
  get(clientId: string, appId: string): Promise<AdminCustomerApp>;
  create(actor: AdminActor, clientId: string, body: AdminCustomerAppBody): Promise<AdminCustomerApp>;
  edit(actor: AdminActor, clientId: string, appId: string, body: AdminCustomerAppBody): Promise<AdminCustomerApp>;
  remove(actor: AdminActor, clientId: string, appId: string): Promise<void>;
}


export function createCustomerAppService({ prisma, audit, tenants }: Pick<AdminDeps, 'prisma' | 'audit' | 'tenants'>): CustomerAppService {
  async function providerOf(clientId: string) {
    const tenant = await prisma.tenant.findUnique({ where: { clientId }, select: { id: true, clientId: true } });
    if (!tenant) throw notFound('CUSTOMER_NOT_FOUND', MESSAGES.customerNotFoundAdmin);
    return tenant;
  }

  /** The app, only if it is this provider's; an id that is no uuid cannot be one (and must not reach Postgres). */
  async function appOf(tenantId: string, appId: string) {
    const row = isUuid(appId) ? await prisma.customerApp.findFirst({ where: { id: appId, tenantId } }) : null;
    if (!row) throw notFound('APP_NOT_FOUND', MESSAGES.appNotFound);
    return row;
  }

  function checked(body: AdminCustomerAppBody) {
    const problems = validateCustomerApp(body);
    if (Object.keys(problems).length > 0) throw invalidFields(problems as Record<string, string>);
    return appData(body);
  }

  return {
    async list(clientId) {
      const tenant = await providerOf(clientId);
      const rows = await prisma.customerApp.findMany({ where: { tenantId: tenant.id }, orderBy: [{ name: 'asc' }, { createdAt: 'asc' }] });
      return rows.map((row) => toAdminCustomerApp(row, tenant.clientId));
    },

    async get(clientId, appId) {
      const tenant = await providerOf(clientId);
      return toAdminCustomerApp(await appOf(tenant.id, appId), tenant.clientId);
    },

    async create(actor, clientId, body) {
      const tenant = await providerOf(clientId);
      const data = checked(body);
      const app = toAdminCustomerApp(await prisma.customerApp.create({ data: { ...data, tenantId: tenant.id } }), tenant.clientId);
      await audit.record(actor, tenant.clientId, 'app_create', diffFields({}, withoutIds(app)));
      tenants.invalidate();
      return app;
    },

    async edit(actor, clientId, appId, body) {
      const tenant = await providerOf(clientId);
      const before = toAdminCustomerApp(await appOf(tenant.id, appId), tenant.clientId);
      const data = checked(body);
      const { count } = await prisma.customerApp.updateMany({ where: { id: appId, tenantId: tenant.id }, data });
      if (count === 0) throw notFound('APP_NOT_FOUND', MESSAGES.appNotFound);
      const after = toAdminCustomerApp(await appOf(tenant.id, appId), tenant.clientId);
      await audit.record(actor, tenant.clientId, 'app_edit', diffFields(withoutIds(before), withoutIds(after)));
      tenants.invalidate();
      return after;
    },

    async remove(actor, clientId, appId) {
      const tenant = await providerOf(clientId);
      const app = await appOf(tenant.id, appId);
      const { count } = await prisma.customerApp.deleteMany({ where: { id: app.id, tenantId: tenant.id } });
      if (count === 0) throw notFound('APP_NOT_FOUND', MESSAGES.appNotFound);
      await audit.record(actor, tenant.clientId, 'app_delete', { id: { from: app.id, to: null }, name: { from: app.name, to: null } });
      tenants.invalidate();
    },
  };
}

/** The audited fields of an app: its content, not the ids that never change. */
function withoutIds({ id: _id, client_id: _clientId, ...fields }: AdminCustomerApp): Record<string, unknown> {
  return fields;
}
