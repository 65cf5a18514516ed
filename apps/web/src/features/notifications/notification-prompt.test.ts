import { describe, expect, it } from 'vitest';
import { memoryStore, refusingStore } from '@/lib/memory-store';
import { armNotificationPrompt, clearNotificationPrompt, NOTIFICATION_PROMPT_KEY, shouldOfferNotifications } from './notification-prompt';

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
    const broken = refusingStore();
    expect(() => armNotificationPrompt(broken)).not.toThrow();
    expect(shouldOfferNotifications('default', broken)).toBe(false);
    expect(shouldOfferNotifications('default', null)).toBe(false);
  });
});
