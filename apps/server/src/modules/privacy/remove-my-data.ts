import { MESSAGES } from '@central/domain';
import type { Account } from '../../lib/account-cache';
import { AppError, notFound } from '../../lib/app-error';
import type { AuditEntry, AuditLog } from '../../lib/audit';
import { isUuid } from '../../lib/uuid';
import type { SessionContext, SessionStore } from '../auth/sessions';
import type { PrivacyStore } from './privacy-store';

/**
 * What the subscriber may remove from 'Meus dados' (LGPD art. 18, VI): what this portal alone holds. Each removal
 * names the subscriber's own row (tenant and customer in every query: another's id is simply not found) and is audited
 * under their customer id, so it shows in their own audit trail.
 */
export interface RemovalDeps {
  store: Pick<PrivacyStore, 'removePushDevice'>;
  /** Removes one of the subscriber's saved cards, or 404 (modules/cards). */
  cards: { remove(account: Account, cardId: string): Promise<void> };
  sessions: Pick<SessionStore, 'revokeOthers'>;
  audit: AuditLog;
}

type Removal = Extract<AuditEntry['action'], 'push-device-removal' | 'card-removal' | 'other-sessions-end'>;

async function audited(deps: RemovalDeps, account: Account, action: Removal, ip: string, remove: () => Promise<void>): Promise<void> {
  const record = (outcome: string) => deps.audit.record({ tenantId: account.tenantId, action, outcome, subject: account.customerId, ip });
  try {
    await remove();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) await record('not-found');
    throw error;
  }
  await record('success');
}

export const pushDeviceNotFound = () => notFound('PUSH_DEVICE_NOT_FOUND', MESSAGES.pushDeviceNotFound);

/** One of the subscriber's push devices; its pending reminders go with it (cascade). */
export function removePushDevice(deps: RemovalDeps, account: Account, id: string, ip: string): Promise<void> {
  return audited(deps, account, 'push-device-removal', ip, async () => {
    // A malformed id would make Postgres refuse the uuid cast: it is simply no device of theirs.
    if (!isUuid(id)) throw pushDeviceNotFound();
    if (!(await deps.store.removePushDevice(account, id))) throw pushDeviceNotFound();
  });
}

/**
 * One of the subscriber's saved cards, whether or not the provider still offers card payments. Its payments stay: they
 * are the provider's financial records, and keep only the brand and last four digits.
 */
export function removeCard(deps: RemovalDeps, account: Account, id: string, ip: string): Promise<void> {
  return audited(deps, account, 'card-removal', ip, () => deps.cards.remove(account, id));
}

/** Every session of the subscriber but this one. */
export function endOtherSessions(deps: RemovalDeps, session: SessionContext, ip: string): Promise<void> {
  const account = { tenantId: session.tenantId, customerId: session.customerId };
  return audited(deps, account, 'other-sessions-end', ip, () =>
    deps.sessions.revokeOthers(session.tenantId, session.customerId, session.id),
  );
}
