import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '@/lib/storage';
import { armNotificationPrompt, clearNotificationPrompt, NOTIFICATION_PROMPT_KEY, shouldOfferNotifications } from './notification-prompt';

function memoryStore(): KeyValueStore & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('notification prompt', () => {
  it('is offered after sign-in while the permission was never asked', () => {
    const store = memoryStore();
    expect(shouldOfferNotifications('default', store)).toBe(false);
    armNotificationPrompt(store);
    expect(store.values.get(NOTIFICATION_PROMPT_KEY)).toBe('1');
    expect(shouldOfferNotifications('default', store)).toBe(true);
  });

  it('is not offered once granted or denied, nor without the Notification API', () => {
    const store = memoryStore();
    armNotificationPrompt(store);
    expect(shouldOfferNotifications('granted', store)).toBe(false);
    expect(shouldOfferNotifications('denied', store)).toBe(false);
    expect(shouldOfferNotifications(undefined, store)).toBe(false);
  });

  it('goes away when dismissed or followed', () => {
    const store = memoryStore();
    armNotificationPrompt(store);
    clearNotificationPrompt(store);
    expect(shouldOfferNotifications('default', store)).toBe(false);
  });

  it('survives a storage that refuses access', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => armNotificationPrompt(broken)).not.toThrow();
    expect(shouldOfferNotifications('default', broken)).toBe(false);
    expect(shouldOfferNotifications('default', null)).toBe(false);
  });
});
