import { describe, expect, it } from 'vitest';
import { ixcAcsBaseUrl } from './paths';
import { parseKey, readNaturalView, readWifi, refusalText } from './wire';

describe('IXC ACS wire', () => {
  it.each(['https://acs.example.com', 'https://acs.example.com/', 'https://acs.example.com/api/v1', 'https://acs.example.com/api/v1/', ' https://acs.example.com/API/v1// '])(
    'takes %j to the same API base',
    (url) => expect(ixcAcsBaseUrl(url).toLowerCase()).toBe('https://acs.example.com/api/v1'),
  );

  it('reads the natural view, bare or under data, and refuses anything else', () => {
    const item = { serial: 'ZTEGC8A1B2C3', manufacturer: 'ZTE', model: 'F670L', online: true, lastInform: '2026-03-01T10:00:00Z', connection: { pppoeLogin: 'maria.silva' } };
    const device = { acsId: 'ZTEGC8A1B2C3', serialNumber: 'ZTEGC8A1B2C3', manufacturer: 'ZTE', model: 'F670L', pppLogin: 'maria.silva', lastContact: new Date('2026-03-01T10:00:00Z'), online: true };
    expect(readNaturalView({ data: [item], total: 1 })).toEqual([device]);
    expect(readNaturalView([{ serialNumber: 'X1', status: 'offline' }])).toEqual([
      { acsId: 'X1', serialNumber: 'X1', manufacturer: null, model: null, pppLogin: '', lastContact: null, online: false },
    ]);
    expect(readNaturalView({ devices: [] })).toBeNull();
    expect(readNaturalView({ data: [{ model: 'no serial' }] })).toBeNull();
  });

  it('reads Wi-Fi by band with keys, and refuses ids that cannot make a key', () => {
    expect(readWifi({ '2.4': [{ id: 1, ssid: 'A', password: 'p4ssword' }], '5.8': [{ id: '5', ssid: 'B' }] })).toEqual([
      { band: '2.4', key: '2.4,1', path: 'wifi/2.4/1', ssid: 'A', password: 'p4ssword' },
      { band: '5.8', key: '5.8,5', path: 'wifi/5.8/5', ssid: 'B', password: null },
    ]);
    expect(readWifi({ '2.4': [] })).toEqual([]);
    expect(readWifi({ '2.4': [{ id: 'a,b' }] })).toBeNull();
    expect(readWifi([])).toBeNull();
  });

  it('parses keys and cleans refusals', () => {
    expect(parseKey('5.8,5')).toEqual({ band: '5.8', itemId: '5' });
    expect(parseKey('5,5')).toBeNull();
    expect(refusalText({ message: 'senha Segredo123 recusada, token eyJa.eyJb.c' }, ['Segredo123'])).toBe('senha [redacted] recusada, token [redacted]');
    expect(refusalText({ other: 1 }, [])).toBeUndefined();
  });
});
