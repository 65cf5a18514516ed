import type { Prisma } from '../../../db/database';
import type { Prisma as Db, Tenant as TenantRow } from '../../../generated/prisma/client';
import { isMissingRow, isUniqueViolation } from '../prisma-error-codes';

/** The providers' rows as the admin area reads and writes them (`tenants`). */
export function createCustomersStore(prisma: Prisma) {
  return {
    byClientId: (clientId: string): Promise<TenantRow | null> => prisma.tenant.findUnique({ where: { clientId } }),

    async exists(clientId: string): Promise<boolean> {
      return (await prisma.tenant.findUnique({ where: { clientId }, select: { id: true } })) !== null;
    },

    /** A page of providers by client_id, searched in client_id or alias, any case; and how many match. */
    async page(search: string, skip: number, take: number) {
      const where = search
        ? {
            OR: [
              { clientId: { contains: search, mode: 'insensitive' as const } },
              { alias: { contains: search, mode: 'insensitive' as const } },
            ],
          }
        : {};
      const [rows, total] = await Promise.all([
        prisma.tenant.findMany({
          where,
          orderBy: { clientId: 'asc' },
          skip,
          take,
          select: { clientId: true, alias: true, status: true, updatedAt: true },
        }),
        prisma.tenant.count({ where }),
      ]);
      return { rows, total };
    },

    /** The new row, or null when the client_id is taken (the unique constraint decides races). */
    async create(data: Db.TenantUncheckedCreateInput): Promise<TenantRow | null> {
      try {
        return await prisma.tenant.create({ data });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** The updated row, or null when it was deleted meanwhile. */
    async update(id: string, data: Db.TenantUncheckedUpdateInput): Promise<TenantRow | null> {
      try {
        return await prisma.tenant.update({ where: { id }, data });
      } catch (error) {
        if (isMissingRow(error)) return null;
        throw error;
      }
    },

    /** Sets the status; a suspension also ends every subscriber session of the provider, in the same transaction. */
    async setStatus(id: string, status: 'active' | 'suspended'): Promise<TenantRow | null> {
      try {
        const [row] = (await prisma.$transaction([
          prisma.tenant.update({ where: { id }, data: { status } }),
          ...(status === 'suspended'
            ? [prisma.session.updateMany({ where: { tenantId: id, revokedAt: null }, data: { revokedAt: new Date() } })]
            : []),
        ])) as [TenantRow, ...unknown[]];
        return row;
      } catch (error) {
        if (isMissingRow(error)) return null;
        throw error;
      }
    },

    /** Deletes the row (its dependants go by ON DELETE CASCADE); false when it was already gone. */
    async remove(id: string): Promise<boolean> {
      const { count } = await prisma.tenant.deleteMany({ where: { id } });
      return count > 0;
    },
  };
}

export type CustomersStore = ReturnType<typeof createCustomersStore>;
