import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS, isAllowedPushEndpoint, parsePushServiceHosts } from './push-service-hosts';

const allowed = (endpoint: string, hosts = DEFAULT_PUSH_SERVICE_HOSTS) => isAllowedPushEndpoint(endpoint, hosts);

describe('push service hosts', () => {
  it("allows the browsers' push services by default", () => {
    expect(allowed('https://fcm.googleapis.com/fcm/send/abc:APA91b')).toBe(true);
    expect(allowed('https://updates.push.services.mozilla.com/wpush/v2/gAAAA')).toBe(true);
    expect(allowed('https://web.push.apple.com/QGuQyavXutnMY')).toBe(true);
    expect(allowed('https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB')).toBe(true);
    expect(allowed('https://FCM.googleapis.com:443/fcm/send/x')).toBe(true);
  });

  it('refuses http, other hosts, look-alikes, other ports and credentials', () => {
    expect(allowed('http://fcm.googleapis.com/fcm/send/x')).toBe(false);
    expect(allowed('https://evil.example.com/fcm.googleapis.com')).toBe(false);
    expect(allowed('https://fcm.googleapis.com.evil.example/x')).toBe(false);
    expect(allowed('https://evilpush.apple.com/x')).toBe(false);
    expect(allowed('https://push.apple.com/x')).toBe(false);
    expect(allowed('https://fcm.googleapis.com:8443/x')).toBe(false);
    expect(allowed('https://user:pass@fcm.googleapis.com/x')).toBe(false);
    expect(allowed('https://169.254.169.254/latest')).toBe(false);
    expect(allowed('not a url')).toBe(false);
  });

  it('reads host names, *.suffix patterns and host:port', () => {
    const hosts = parsePushServiceHosts(' Push.Example.com , *.push.test, localhost:4443 ');
    expect(hosts).toEqual(['push.example.com', '*.push.test', 'localhost:4443']);
    expect(allowed('https://push.example.com/a', hosts)).toBe(true);
    expect(allowed('https://a.b.push.test/a', hosts)).toBe(true);
    expect(allowed('https://localhost:4443/a', hosts)).toBe(true);
    expect(allowed('https://localhost/a', hosts)).toBe(false);
    expect(allowed('https://localhost:4444/a', hosts)).toBe(false);
    expect(allowed('https://fcm.googleapis.com/a', hosts)).toBe(false);
  });

  it('refuses entries that are no host pattern', () => {
    expect(() => parsePushServiceHosts('https://fcm.googleapis.com')).toThrow(/not a host name/);
    expect(() => parsePushServiceHosts('*')).toThrow(/not a host name/);
    expect(() => parsePushServiceHosts('host:99999')).toThrow(/not a host name/);
    expect(() => parsePushServiceHosts('a.*.com')).toThrow(/not a host name/);
  });
});
