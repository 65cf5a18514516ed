import { describe, expect, it } from 'vitest';
import { ixcAcsBaseUrl, searchQuery } from './paths';
import { parseKey, readAccessToken, readRegisters, readWifi, refusalText } from './wire';

const register = {
  serialNumber: 'ZTEGC8A1B2C3',
  status: true,
  lastInform: '2026-03-01T10:00:00.000Z',
  created: '2025-01-01T00:00:00.000Z',
  connection: { pppoeLogin: 'maria.silva' },
  deviceInfo: { manufacturer: 'ZTE', modelName: 'F670L', uptime: 273600, rx: -19.5, tx: '2.10', ipv6: '' },
};

describe('IXC ACS wire', () => {
  it.each([
    'https://acs.example.com',
    'https://acs.example.com/',
    'https://acs.example.com/api/v1',
    'https://acs.example.com/api/v1/',
    ' https://acs.example.com/API/v1// ',
  ])('takes %j to the same API base', (url) => expect(ixcAcsBaseUrl(url).toLowerCase()).toBe('https://acs.example.com/api/v1'));

  it('keeps an acs_url that names another API version', () => {
    expect(ixcAcsBaseUrl('https://acs.example.com/api/v2/')).toBe('https://acs.example.com/api/v2');
  });

  it('searches with search[column] and search[search]', () => {
    expect(searchQuery('connection.pppoeLogin', 'maria')).toEqual({ 'search[column]': 'connection.pppoeLogin', 'search[search]': 'maria' });
  });

  it('reads registers with deviceInfo into the device model', () => {
    expect(readRegisters({ registers: [register], hasNextPage: false })).toEqual([
      {
        acsId: 'ZTEGC8A1B2C3',
        serialNumber: 'ZTEGC8A1B2C3',
        manufacturer: 'ZTE',
        model: 'F670L',
        pppLogin: 'maria.silva',
        lastContact: new Date('2026-03-01T10:00:00Z'),
        online: true,
        uptimeSeconds: 273600,
        opticalRxDbm: -19.5,
        opticalTxDbm: 2.1,
      },
    ]);
  });

  it('reads what a register leaves out as unknown, and refuses what is not a list of registers', () => {
    expect(readRegisters({ registers: [{ serialNumber: 'X1', status: 'true', deviceInfo: { uptime: -5, rx: 'sem sinal' } }] })).toEqual([
      {
        acsId: 'X1',
        serialNumber: 'X1',
        manufacturer: null,
        model: null,
        pppLogin: '',
        lastContact: null,
        online: false,
        uptimeSeconds: null,
        opticalRxDbm: null,
        opticalTxDbm: null,
      },
    ]);
    expect(readRegisters({ data: [register], total: 1 })).toBeNull();
    expect(readRegisters([register])).toBeNull();
    expect(readRegisters({ registers: [{ serial: 'old shape' }] })).toBeNull();
  });

  it('reads only the Wi-Fi interfaces switched on, with keys, and refuses ids that cannot make a key', () => {
    const body = {
      '2.4': [
        { id: 1, enable: true, ssid: 'A', password: 'p4ssword' },
        { id: 2, enable: false, ssid: 'GUEST', password: 'guest1234' },
        { id: 3, ssid: 'NO-FLAG' },
      ],
      '5.8': [{ id: '5', enable: true, ssid: 'B' }],
    };
    expect(readWifi(body)).toEqual([
      { band: '2.4', key: '2.4,1', path: 'wifi/2.4/1', ssid: 'A', password: 'p4ssword' },
      { band: '5.8', key: '5.8,5', path: 'wifi/5.8/5', ssid: 'B', password: null },
    ]);
    expect(readWifi({ '2.4': [] })).toEqual([]);
    expect(readWifi({ '2.4': [{ id: 'a,b', enable: true }] })).toBeNull();
    expect(readWifi([])).toBeNull();
  });

  describe("the exchange's answer", () => {
    const now = new Date('2026-03-01T12:00:00Z');

    it("takes expires_at without an offset as Brazil's time, and with one as stated", () => {
      expect(readAccessToken({ access_token: 'abc', expires_at: '2026-03-01T10:00:00' }, now)).toEqual({
        token: 'abc',
        expiresAt: Date.parse('2026-03-01T13:00:00Z'),
      });
      expect(readAccessToken({ access_token: 'abc', expires_at: '2026-03-01T10:00:00Z' }, now)!.expiresAt).toBe(
        Date.parse('2026-03-01T10:00:00Z'),
      );
      expect(readAccessToken({ access_token: 'abc', expires_at: '2026-03-01 10:00' }, now)!.expiresAt).toBe(
        Date.parse('2026-03-01T13:00:00Z'),
      );
    });

    it("falls back to a JWT's own exp, then to five minutes", () => {
      const exp = Date.parse('2026-03-01T14:00:00Z') / 1000;
      const jwt = `e30.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.sig`;
      expect(readAccessToken({ access_token: jwt }, now)!.expiresAt).toBe(exp * 1000);
      expect(readAccessToken({ access_token: 'opaque', expires_at: 'amanhã' }, now)!.expiresAt).toBe(now.getTime() + 300_000);
    });

    it('is null without a token', () => {
      expect(readAccessToken({ expires_at: '2026-03-01T10:00:00' }, now)).toBeNull();
      expect(readAccessToken('token', now)).toBeNull();
    });
  });

  it('parses keys and cleans refusals', () => {
    expect(parseKey('5.8,5')).toEqual({ band: '5.8', itemId: '5' });
    expect(parseKey('5,5')).toBeNull();
    expect(refusalText({ message: 'senha Segredo123 recusada, token eyJa.eyJb.c' }, ['Segredo123'])).toBe(
      'senha [redacted] recusada, token [redacted]',
    );
    expect(refusalText({ other: 1 }, [])).toBeUndefined();
  });
});
