/**
 * A small in-memory cache of promises: concurrent readers of a key share one load, a failed load is not
 * kept, entries expire after their time to live, and the least recently used go first beyond `maxEntries`.
 */
export interface TtlCache {
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /** Whether a live entry exists, without loading or counting as a use. */
  has(key: string): boolean;
  delete(key: string): void;
}

export function createTtlCache(options: { maxEntries?: number; now?: () => number } = {}): TtlCache {
  const { maxEntries = 10_000, now = Date.now } = options;
  const entries = new Map<string, { value: Promise<unknown>; until: number }>();
  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && hit.until > now()) {
        entries.set(key, hit); // the Map's order is the order of use
        return hit.value as Promise<T>;
      }
      const value = load();
      entries.set(key, { value, until: now() + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    has(key) {
      return (entries.get(key)?.until ?? 0) > now();
    },
    delete(key) {
      entries.delete(key);
    },
  };
}
