import { formatQuotaGigabytes, readQuotaGigabytes, type CloudUserKey } from '@central/domain';
import type { CloudUser } from '@central/domain/api';

/** What the edit form holds: text fields; an empty password means "keep the current one". */
export type CloudUserFormValues = { displayname: string; email: string; password: string; quota: string };

export type EditCall = { key: CloudUserKey; value: string | number };

/**
 * The order the changed fields are saved in, one PUT each (docs/product/partners.md#atp-box-cloud-storage). The quota
 * goes first, as the one most likely to be refused (the plan's limit), so a refusal leaves nothing to roll back; the
 * password goes last, because its previous value is never read back and so could not be restored.
 */
export const EDIT_ORDER: readonly CloudUserKey[] = ['quota', 'displayname', 'email', 'password'];

/** The form's starting values for a user. */
export function formValuesOf(user: CloudUser): CloudUserFormValues {
  return {
    displayname: user.displayname,
    email: user.email,
    password: '',
    quota: user.quota === null ? '' : formatQuotaGigabytes(user.quota),
  };
}

/** The calls that save what changed, in EDIT_ORDER; values trimmed as the server stores them (the password as typed). */
export function editPlan(user: CloudUser, values: CloudUserFormValues): EditCall[] {
  const changed: Partial<Record<CloudUserKey, string | number>> = {};
  if (values.displayname.trim() !== user.displayname) changed.displayname = values.displayname.trim();
  if (values.email.trim() !== user.email) changed.email = values.email.trim();
  if (values.password !== '') changed.password = values.password;
  const quota = readQuotaGigabytes(values.quota);
  if (values.quota.trim() !== '' && quota !== user.quota) changed.quota = quota ?? values.quota.trim();
  return EDIT_ORDER.filter((key) => key in changed).map((key) => ({ key, value: changed[key]! }));
}

/** The user's value of a field before the edit; null for what cannot be written back (the password, no quota). */
function previousValue(user: CloudUser, key: CloudUserKey): string | number | null {
  if (key === 'displayname') return user.displayname;
  if (key === 'email') return user.email;
  if (key === 'quota') return user.quota;
  return null;
}

/** The calls that undo the saved ones, newest first, each putting back the value the user had before. */
export function rollbackPlan(user: CloudUser, saved: readonly EditCall[]): EditCall[] {
  return [...saved]
    .reverse()
    .map(({ key }) => ({ key, value: previousValue(user, key) }))
    .filter((call): call is EditCall => call.value !== null);
}

export type EditOutcome = { ok: true; saved: EditCall[] } | { ok: false; error: unknown; failed: EditCall; rollbackFailed: boolean };

/**
 * Runs the plan one call at a time; on the first failure, rolls back the calls already saved
 * (docs/product/partners.md#atp-box-cloud-storage: "on failure previous values are rolled back"), still one at a time,
 * and reports the failure.
 */
export async function runEditPlan(
  user: CloudUser,
  plan: readonly EditCall[],
  send: (call: EditCall) => Promise<unknown>,
): Promise<EditOutcome> {
  const saved: EditCall[] = [];
  for (const call of plan) {
    try {
      await send(call);
      saved.push(call);
    } catch (error) {
      let rollbackFailed = false;
      for (const undo of rollbackPlan(user, saved)) {
        try {
          await send(undo);
        } catch {
          rollbackFailed = true;
        }
      }
      return { ok: false, error, failed: call, rollbackFailed };
    }
  }
  return { ok: true, saved };
}
