import { MESSAGES } from '@central/domain';
import type { Prisma } from '../../db/database';
import type { Tenant as TenantRow } from '../../generated/prisma/client';
import { notFound } from '../../lib/app-error';

export const customerNotFound = () => notFound('CUSTOMER_NOT_FOUND', MESSAGES.customerNotFoundAdmin);

/** The provider the admin names, or 404 'Cliente não encontrado'. */
export async function findCustomer(prisma: Prisma, clientId: string): Promise<TenantRow> {
  const row = await prisma.tenant.findUnique({ where: { clientId } });
  if (!row) throw customerNotFound();
  return row;
}

/** Prisma's answer when a unique constraint refused a write (two creates of one client_id racing). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}

/** Prisma's answer when the row to update or delete is gone (deleted by another request meanwhile). */
export function isMissingRow(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2025';
}
