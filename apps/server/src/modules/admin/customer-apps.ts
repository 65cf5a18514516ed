import { appIntegrationValues, MESSAGES, validateCustomerApp } from '@central/domain';
import type { AdminCustomerApp, AdminCustomerAppBody } from '@central/domain/api';
import { invalidFields, notFound } from '../../lib/app-error';
import type { AdminDeps } from './admin-deps';
import type { CustomerApp, PartnerConnection } from '../../generated/prisma/client';
import { WATCH_METHODS } from '../apps/app-methods';
import { appData, connectionView, integrationColumns, toAdminCustomerApp } from './app-view';
import { diffFields, originChange, type AdminActor } from './audit-trail';
import { isUuid } from '../../lib/uuid';

/** The provider's partner apps (SPEC section 3, Admin customer app), always read through the provider's own id. */
export interface CustomerAppService {
  list(clientId: string): Promise<AdminCustomerApp[]>;
  get(clientId: string, appId: string): Promise<AdminCustomerApp>;
  create(actor: AdminActor, clientId: string, body: AdminCustomerAppBody): Promise<AdminCustomerApp>;
  edit(actor: AdminActor, clientId: string, appId: string, body: AdminCustomerAppBody): Promise<AdminCustomerApp>;
  remove(actor: AdminActor, clientId: string, appId: string): Promise<void>;
}

export function createCustomerAppService({
  prisma,
  box,
  audit,
  tenants,
}: Pick<AdminDeps, 'prisma' | 'box' | 'audit' | 'tenants'>): CustomerAppService {
  async function providerOf(clientId: string) {
    const tenant = await prisma.tenant.findUnique({ where: { clientId }, select: { id: true, clientId: true } });
    if (!tenant) throw notFound('CUSTOMER_NOT_FOUND', MESSAGES.customerNotFoundAdmin);
    return tenant;
  }

  /** The app, only if it is this provider's; an id that is no uuid cannot be one (and must not reach Postgres). */
  async function appOf(tenantId: string, appId: string) {
    const row = isUuid(appId)
      ? await prisma.customerApp.findFirst({ where: { id: appId, tenantId }, include: { connection: true } })
      : null;
    if (!row) throw notFound('APP_NOT_FOUND', MESSAGES.appNotFound);
    return row;
  }

  const view = (row: CustomerApp & { connection?: PartnerConnection | null }, clientId: string) =>
    toAdminCustomerApp(row, clientId, connectionView(box, clientId, row, row.connection ?? null));

  /**
   * The columns to write, or 400 naming each bad field; an app that has a partner secret keeps it when none is given,
   * as long as the URL keeps its origin.
   */
  function checked(body: AdminCustomerAppBody, clientId: string, stored: { secretStored: boolean; storedUrl?: string | null }) {
    const problems = validateCustomerApp(body, stored);
    if (Object.keys(problems).length > 0) throw invalidFields(problems as Record<string, string>);
    return { ...appData(body), ...integrationColumns(box, clientId, body) };
  }

  return {
    async list(clientId) {
      const tenant = await providerOf(clientId);
      const rows = await prisma.customerApp.findMany({
        where: { tenantId: tenant.id },
        orderBy: [{ name: 'asc' }, { createdAt: 'asc' }],
        include: { connection: true },
      });
      return rows.map((row) => view(row, tenant.clientId));
    },

    async get(clientId, appId) {
      const tenant = await providerOf(clientId);
      return view(await appOf(tenant.id, appId), tenant.clientId);
    },

    async create(actor, clientId, body) {
      const tenant = await providerOf(clientId);
      const data = checked(body, tenant.clientId, { secretStored: false });
      const app = view(await prisma.customerApp.create({ data: { ...data, tenantId: tenant.id } }), tenant.clientId);
      await audit.record(actor, tenant.clientId, 'app_create', diffFields({}, audited(app, body)));
      tenants.invalidate();
      return app;
    },

    async edit(actor, clientId, appId, body) {
      const tenant = await providerOf(clientId);
      const stored = await appOf(tenant.id, appId);
      const before = view(stored, tenant.clientId);
      const data = checked(body, tenant.clientId, { secretStored: stored.integrationSecret !== null, storedUrl: stored.integrationUrl });
      const { count } = await prisma.customerApp.updateMany({ where: { id: appId, tenantId: tenant.id }, data });
      if (count === 0) throw notFound('APP_NOT_FOUND', MESSAGES.appNotFound);
      // A Watch token belongs to one client at one URL: another client, URL or method needs a new connection.
      const sameWatch =
        WATCH_METHODS.has(data.integrationMethod) &&
        data.integrationUrl === stored.integrationUrl &&
        data.integrationUser === stored.integrationUser;
      if (stored.connection && !sameWatch) await prisma.partnerConnection.deleteMany({ where: { appId: stored.id } });
      const after = view(await appOf(tenant.id, appId), tenant.clientId);
      const changes = {
        ...diffFields(audited(before), audited(after, body)),
        ...originChange('integration_url', stored.integrationUrl, data.integrationUrl),
      };
      await audit.record(actor, tenant.clientId, 'app_edit', changes);
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

/**
 * The audited fields of an app: its content, not the ids that never change, with the connection flattened. The
 * secret appears only when the body gave one, and diffFields redacts it.
 */
function audited(
  { id: _id, client_id: _clientId, integration, connection: _connection, ...fields }: AdminCustomerApp,
  body?: AdminCustomerAppBody,
): Record<string, unknown> {
  const secretGiven = body ? appIntegrationValues(body.integration_method, body.integration)?.secret : null;
  return { ...fields, integration_url: integration.url, integration_user: integration.user, integration_secret: secretGiven ?? null };
}
