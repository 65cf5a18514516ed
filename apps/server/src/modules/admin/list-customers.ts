import { MESSAGES } from '@central/domain';
import type { AdminAuditList, AdminCustomerList } from '@central/domain/api';
import { badRequest } from '../../lib/app-error';
import type { AdminDeps } from './admin-deps';
import { customerNotFound } from './customer-lookup';
import { toSummary } from './customer-view';

export const CUSTOMERS_PAGE_SIZE = 50;

/** GET /customers?search=&page=: 50 providers a page by client_id, searched in client_id or alias, any case. */
export async function listCustomers(
  deps: Pick<AdminDeps, 'prisma'>,
  query: { search?: string; page?: string },
): Promise<AdminCustomerList> {
  const raw = query.page || '1';
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) throw badRequest('INVALID_PAGE', MESSAGES.invalidRequest);
  const page = Number(raw);
  const search = query.search?.trim() ?? '';
  const where = search
    ? {
        OR: [
          { clientId: { contains: search, mode: 'insensitive' as const } },
          { alias: { contains: search, mode: 'insensitive' as const } },
        ],
      }
    : {};
  const [rows, total] = await Promise.all([
    deps.prisma.tenant.findMany({
      where,
      orderBy: { clientId: 'asc' },
      skip: (page - 1) * CUSTOMERS_PAGE_SIZE,
      take: CUSTOMERS_PAGE_SIZE,
      select: { clientId: true, alias: true, status: true, updatedAt: true },
    }),
    deps.prisma.tenant.count({ where }),
  ]);
  return { customers: rows.map(toSummary), total, page, page_size: CUSTOMERS_PAGE_SIZE };
}

/** GET /customer/{clientId}/history: the latest 20 admin writes; a deleted provider's stay readable. */
export async function customerHistory(deps: Pick<AdminDeps, 'prisma' | 'audit'>, clientId: string): Promise<AdminAuditList> {
  const events = await deps.audit.latest(clientId, 20);
  if (events.length === 0 && !(await deps.prisma.tenant.findUnique({ where: { clientId }, select: { id: true } })))
    throw customerNotFound();
  return { events: events.map((event) => ({ ...event, at: event.at.toISOString() })) };
}
