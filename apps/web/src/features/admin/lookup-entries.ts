import { MESSAGES, lookupEntryId } from '@central/domain';
import { isApiError } from '@/lib/http';
import type { LookupKind } from './lookup-api';

/** docs/product/admin.md#customer-form: ids are digits; an id already in the list is refused before asking the ERP. */
const TEXTS: Record<LookupKind, { invalid: string; duplicate: string }> = {
  subject: { invalid: MESSAGES.subjectIdInvalid, duplicate: MESSAGES.subjectDuplicate },
  product: { invalid: MESSAGES.lookupIdInvalid, duplicate: MESSAGES.productDuplicate },
  plan: { invalid: MESSAGES.lookupIdInvalid, duplicate: MESSAGES.planDuplicate },
};

const ID = /^\d{1,12}$/;

/** Why this id cannot be added to `entries` ('id - label' strings), or null when it can be looked up. */
export function newLookupIdProblem(kind: LookupKind, id: string, entries: readonly string[]): string | null {
  const trimmed = id.trim();
  if (!ID.test(trimmed)) return TEXTS[kind].invalid;
  const wanted = String(Number(trimmed));
  const taken = entries.some((entry) => {
    const existing = lookupEntryId(entry);
    return existing !== null && String(Number(existing)) === wanted;
  });
  return taken ? TEXTS[kind].duplicate : null;
}

/** A failed lookup in the server's words: invalid id (400), not found (404); 503 the ERP cannot be asked now. */
export function lookupFailureText(error: unknown): string {
  if (isApiError(error, 503)) return MESSAGES.lookupUnavailable;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  return MESSAGES.lookupUnavailable;
}
