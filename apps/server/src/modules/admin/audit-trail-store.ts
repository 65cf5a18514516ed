import type { Prisma } from '../../db/database';
import type { AuditTrail } from './audit-rules';

/** The admin history (`admin_audit_events`): what each admin write changed, kept by client_id. */
export function createAuditTrailStore(prisma: Prisma): AuditTrail {
  return {
    async record(actor, clientId, action, changes = {}) {
      await prisma.adminAuditEvent.create({
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs it: Prisma's JSON input type does not take a Record of unknowns.
        data: { adminId: actor.adminId, actor: actor.email, clientId, action, changes: changes as object },
      });
    },
    async latest(clientId, limit = 20) {
      const rows = await prisma.adminAuditEvent.findMany({ where: { clientId }, orderBy: { id: 'desc' }, take: limit });
      return rows.map((row) => ({ at: row.createdAt, actor: row.actor, action: row.action, fields: Object.keys(row.changes as object) }));
    },
  };
}
