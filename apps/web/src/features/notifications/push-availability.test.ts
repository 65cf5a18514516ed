import { describe, expect, it } from 'vitest';
import { pushAvailability, type PushEnvironment } from './push-availability';

const full: PushEnvironment = {
  hasNotification: true,
  hasServiceWorker: true,
  hasPushManager: true,
  permission: 'default',
  vapidPublicKey: 'BKey',
};

describe('push availability', () => {
  it('follows the permission where push works and the provider has a key', () => {
    expect(pushAvailability(full)).toBe('ask');
    expect(pushAvailability({ ...full, permission: 'denied' })).toBe('denied');
    expect(pushAvailability({ ...full, permission: 'granted' })).toBe('granted');
  });

  it('is unsupported without the Notification, service worker or Push API', () => {
    expect(pushAvailability({ ...full, hasNotification: false, permission: undefined })).toBe('unsupported');
    expect(pushAvailability({ ...full, hasServiceWorker: false })).toBe('unsupported');
    expect(pushAvailability({ ...full, hasPushManager: false, permission: 'granted' })).toBe('unsupported');
  });

  it('is unavailable for a provider without a Web Push key, even when granted', () => {
    expect(pushAvailability({ ...full, permission: 'granted', vapidPublicKey: null })).toBe('no-provider-key');
    expect(pushAvailability({ ...full, vapidPublicKey: '' })).toBe('no-provider-key');
  });
});
