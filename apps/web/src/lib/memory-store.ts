import type { KeyValueStore } from './storage';

/** A Map-backed KeyValueStore for tests, its Map open to look into. */
export function memoryStore(): KeyValueStore & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** A storage that throws at every call, as a browser's does when access is refused or the quota is full. */
export function refusingStore(): KeyValueStore {
  const refuse = () => {
    throw new Error('SecurityError');
  };
  return { getItem: refuse, setItem: refuse, removeItem: refuse };
}
