/** Prisma's answer when a unique constraint refused a write (two creates of one client_id racing). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}

/** Prisma's answer when the row to update or delete is gone (deleted by another request meanwhile). */
export function isMissingRow(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2025';
}
