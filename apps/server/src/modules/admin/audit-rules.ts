import { changesOrigin, urlOrigin } from '@central/domain';

/** What an admin write changed: field -> { from, to }, with secrets shown only as '[redacted]'. */
export type Changes = Record<string, { from: unknown; to: unknown }>;

export const REDACTED = '[redacted]';

/** Fields whose values never reach the audit log, the logs or an answer. */
export const SECRET_FIELDS = new Set(['ixc_access_token', 'provider_password', 'acs_private_key', 'merchant_key', 'integration_secret']);

export interface AdminActor {
  adminId: string;
  email: string;
}

export interface AuditTrail {
  record(actor: AdminActor, clientId: string, action: string, changes?: Changes): Promise<void>;
  /** The provider's latest admin writes, newest first. */
  latest(clientId: string, limit?: number): Promise<Array<{ at: Date; actor: string; action: string; fields: string[] }>>;
}

/**
 * The difference between two flat views of a record, field by field. A secret that was given counts as
 * changed, with both sides redacted; an equal value is no change.
 */
export function diffFields(before: Record<string, unknown>, after: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!(field in after)) continue;
    const from = before[field];
    const to = after[field];
    if (SECRET_FIELDS.has(field)) {
      if (to !== undefined && to !== null && to !== '') changes[field] = { from: REDACTED, to: REDACTED };
      continue;
    }
    if (JSON.stringify(from ?? null) !== JSON.stringify(to ?? null)) changes[field] = { from: from ?? null, to: to ?? null };
  }
  return changes;
}

/**
 * An edit that points a secret's address at another origin (scheme, host, port) says so apart from the
 * field's own change, as `<field>_origin: { from, to }`, so that where a stored secret may now go reads at a glance.
 * Both addresses absolute (an ixc_domain through ixcDomainUrl first).
 */
export function originChange(field: string, before: string | null | undefined, after: string | null | undefined): Changes {
  if (!before || !after || !changesOrigin(before, after)) return {};
  return { [`${field}_origin`]: { from: urlOrigin(before) ?? before, to: urlOrigin(after) ?? after } };
}
