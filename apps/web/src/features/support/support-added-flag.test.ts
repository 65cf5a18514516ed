import { describe, expect, it } from 'vitest';
import { memoryStore } from '@/lib/memory-store';
import { readSupportAdded, rememberSupportAdded, SUPPORT_ADDED_MS } from './support-added-flag';

describe('support-added flag', () => {
  it('lives 30 seconds', () => {
    expect(SUPPORT_ADDED_MS).toBe(30_000);
    const store = memoryStore();
    rememberSupportAdded(store, '2026110042', 1_000);
    expect(readSupportAdded(store, 1_000)).toEqual({ protocolo: '2026110042', expiresAt: 31_000 });
    expect(readSupportAdded(store, 30_999)?.protocolo).toBe('2026110042');
  });

  it('is gone, and removed, once expired', () => {
    const store = memoryStore();
    rememberSupportAdded(store, '2026110042', 1_000);
    expect(readSupportAdded(store, 31_000)).toBeNull();
    expect(store.values.size).toBe(0);
  });

  it('drops an unreadable value and tolerates a missing storage', () => {
    const store = memoryStore();
    store.setItem('central:support-added', '{not json');
    expect(readSupportAdded(store)).toBeNull();
    expect(store.values.size).toBe(0);
    expect(readSupportAdded(null)).toBeNull();
    expect(() => rememberSupportAdded(null, 'x')).not.toThrow();
  });
});
