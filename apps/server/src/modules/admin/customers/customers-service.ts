import type { AdminAuditList, AdminCustomer, AdminCustomerBody, AdminCustomerList } from '@central/domain/api';
import type { Tenant as TenantRow } from '../../../generated/prisma/client';
import type { SecondFactors } from '../../staff/second-factor/second-factors';
import { diffFields, type AdminActor } from '../audit-rules';
import { customerNotFound } from '../customer-not-found';
import { CUSTOMERS_PAGE_SIZE, customersPage, toAdminCustomer, toSummary } from './customer-rules';
import type { CustomersStore } from './customers-store';
import { createCustomer, editCustomer, type SavePorts } from './save-customer';

export interface CustomersPorts extends Omit<SavePorts, 'store'> {
  store: CustomersStore;
  /** Whether the provider signs in with a second factor (shown on its page). */
  factors: Pick<SecondFactors, 'isOn'>;
}

/** The providers: list, read, create, edit, suspend, delete, history (docs/product/admin.md#customer-form). */
export function createCustomersService(ports: CustomersPorts) {
  const { store, audit, tenants } = ports;
  const view = async (row: TenantRow): Promise<AdminCustomer> =>
    toAdminCustomer(row, await ports.factors.isOn({ role: 'provider', tenantId: row.id }));
  const existing = async (clientId: string) => {
    const row = await store.byClientId(clientId);
    if (!row) throw customerNotFound();
    return row;
  };

  return {
    /** GET /customers?search=&page=: 50 providers a page by client_id, searched in client_id or alias, any case. */
    async list(query: { search?: string; page?: string }): Promise<AdminCustomerList> {
      const page = customersPage(query.page);
      const search = query.search?.trim() ?? '';
      const { rows, total } = await store.page(search, (page - 1) * CUSTOMERS_PAGE_SIZE, CUSTOMERS_PAGE_SIZE);
      return { customers: rows.map(toSummary), total, page, page_size: CUSTOMERS_PAGE_SIZE };
    },

    read: async (clientId: string) => view(await existing(clientId)),

    create: async (actor: AdminActor, body: AdminCustomerBody) => view(await createCustomer(ports, actor, body)),

    edit: async (actor: AdminActor, clientId: string, body: AdminCustomerBody) => view(await editCustomer(ports, actor, clientId, body)),

    /**
     * A suspended provider's hosts answer 404 and every session of its subscribers and of the provider itself ends
     * at once, so reactivating it later signs nobody back in.
     */
    async setSuspended(actor: AdminActor, clientId: string, suspended: boolean): Promise<AdminCustomer> {
      const before = await existing(clientId);
      const status = suspended ? ('suspended' as const) : ('active' as const);
      const row = await store.setStatus(before.id, status);
      if (!row) throw customerNotFound();
      if (suspended) await ports.staffSessions.revokeProvider(row.id);
      await audit.record(actor, clientId, suspended ? 'suspend' : 'reactivate', diffFields({ status: before.status }, { status }));
      tenants.invalidate();
      return view(row);
    },

    /**
     * The provider's row goes, and with it (foreign keys, ON DELETE CASCADE) its subscribers' sessions, codes, push
     * subscriptions, apps, ACS record and staff sessions. Its admin history stays, keyed by client_id.
     */
    async remove(actor: AdminActor, clientId: string): Promise<void> {
      const before = await existing(clientId);
      if (!(await store.remove(before.id))) throw customerNotFound();
      await audit.record(
        actor,
        clientId,
        'delete',
        diffFields({ client_id: clientId, alias: before.alias }, { client_id: null, alias: null }),
      );
      tenants.invalidate();
    },

    /** The latest 20 admin writes; a deleted provider's stay readable. */
    async history(clientId: string): Promise<AdminAuditList> {
      const events = await audit.latest(clientId, 20);
      if (events.length === 0 && !(await store.exists(clientId))) throw customerNotFound();
      return { events: events.map((event) => ({ ...event, at: event.at.toISOString() })) };
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
