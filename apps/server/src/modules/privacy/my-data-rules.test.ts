import { describe, expect, it } from 'vitest';
import { cardPaymentOutcome, maskIp, myDataFileName, pushServiceName } from './my-data-rules';

describe('maskIp', () => {
  it('keeps the first two octets of an IPv4 address, also when mapped into IPv6', () => {
    expect(maskIp('189.40.77.12')).toBe('189.40.*.*');
    expect(maskIp('::ffff:10.0.3.4')).toBe('10.0.*.*');
  });

  it('keeps the /48 of an IPv6 address, compressed or not', () => {
    expect(maskIp('2804:14c:65a1:9000::1')).toBe('2804:14c:65a1:*');
    expect(maskIp('2804:014C:0000:0000:0000:0000:0000:0001')).toBe('2804:14c:0:*');
    expect(maskIp('::1')).toBe('0:0:0:*');
  });

  it('shows nothing for a missing or malformed address', () => {
    expect(maskIp(null)).toBeNull();
    expect(maskIp('')).toBeNull();
    expect(maskIp('not an address')).toBeNull();
    expect(maskIp('1:2:3')).toBeNull();
    expect(maskIp('1::2::3')).toBeNull();
  });
});

describe('pushServiceName', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc:def', 'Google (Chrome, Android)'],
    ['https://updates.push.services.mozilla.com/wpush/v2/gAAAA', 'Mozilla (Firefox)'],
    ['https://web.push.apple.com/QGv7', 'Apple (Safari)'],
    ['https://wns2-bn3p.notify.windows.com/w/?token=BQYAAA', 'Microsoft (Edge, Windows)'],
  ])('names the push service of %s without its path', (endpoint, name) => {
    expect(pushServiceName(endpoint)).toBe(name);
  });

  it('gives only the host of another service, and never a look-alike host the name of a known one', () => {
    expect(pushServiceName('https://push.example.net:8443/secret-token')).toBe('push.example.net');
    expect(pushServiceName('https://evilpush.apple.com.example/x')).toBe('evilpush.apple.com.example');
    expect(pushServiceName('not a url')).toBe('Desconhecido');
  });
});

describe('cardPaymentOutcome', () => {
  it.each([
    ['done', 'paid'],
    ['declined', 'declined'],
    ['voided', 'voided'],
    ['needs_review', 'in-review'],
    ['created', 'processing'],
    ['sent', 'processing'],
    ['captured', 'processing'],
    ['recorded', 'processing'],
  ] as const)('%s is %s', (state, outcome) => {
    expect(cardPaymentOutcome(state)).toBe(outcome);
  });
});

describe('myDataFileName', () => {
  it("names the file after the provider's alias, without accents or spaces, and the date", () => {
    expect(myDataFileName('Fibra Sul', '2026-11-28')).toBe('meus-dados-fibra-sul-2026-11-28.json');
    expect(myDataFileName('  Conexão & Cia.  ', '2026-01-02')).toBe('meus-dados-conexao-cia-2026-01-02.json');
    expect(myDataFileName('信号', '2026-01-02')).toBe('meus-dados-provedor-2026-01-02.json');
  });
});
