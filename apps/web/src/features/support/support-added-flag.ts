import { tryStorage, type KeyValueStore } from '@/lib/storage';

const KEY = 'central:support-added';
/** docs/product/subscriber.md#support-requests: the support-added flag lives 30 seconds. */
export const SUPPORT_ADDED_MS = 30_000;

export type SupportAdded = { protocolo: string; expiresAt: number };

/** Kept after a request is created, so the in-progress list confirms it, even after a reload, for a short while. */
export function rememberSupportAdded(storage: KeyValueStore | null, protocolo: string, now = Date.now()): void {
  const flag: SupportAdded = { protocolo, expiresAt: now + SUPPORT_ADDED_MS };
  tryStorage(() => storage?.setItem(KEY, JSON.stringify(flag)), undefined);
}

/** The live flag, or null; an expired or unreadable one is dropped. */
export function readSupportAdded(storage: KeyValueStore | null, now = Date.now()): SupportAdded | null {
  const raw = tryStorage(() => storage?.getItem(KEY) ?? null, null);
  if (raw === null) return null;
  const flag = parse(raw);
  if (flag && flag.expiresAt > now) return flag;
  tryStorage(() => storage?.removeItem(KEY), undefined);
  return null;
}

function parse(raw: string): SupportAdded | null {
  try {
    const value = JSON.parse(raw) as Partial<SupportAdded> | null;
    if (typeof value?.protocolo !== 'string' || typeof value.expiresAt !== 'number') return null;
    return { protocolo: value.protocolo, expiresAt: value.expiresAt };
  } catch {
    return null;
  }
}
