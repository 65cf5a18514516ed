import { WIFI_MESSAGES } from '@central/domain';
import { describe, expect, it } from 'vitest';
import { decodeDeviceId, encodeDeviceId, isNetworkKey, maskSerial, problemsOf, resultOf, summaryOf } from './device-rules';

describe('opaque device ids', () => {
  it('round-trips an ACS id, escapes and all, through a URL-safe form without the raw serial', () => {
    const acsId = '00259E-EG8145V5-4857544320%2D1';
    const id = encodeDeviceId(acsId);
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(id).not.toContain('4857544320');
    expect(decodeDeviceId(id)).toBe(acsId);
  });

  it('refuses what we could not have made', () => {
    expect(decodeDeviceId('')).toBeNull();
    expect(decodeDeviceId('a/b')).toBeNull();
    expect(decodeDeviceId('YQ==')).toBeNull();
    expect(decodeDeviceId(encodeDeviceId('bad\u0000id'))).toBeNull();
    expect(decodeDeviceId('x'.repeat(401))).toBeNull();
  });
});

describe('maskSerial', () => {
  it('shows the first and last 4 characters of a serial', () => {
    expect(maskSerial('ZTEGC8A1B2C3')).toBe('ZTEG••••B2C3');
    expect(maskSerial('48575443A1B2C3D4E5F6')).toBe('4857••••••••E5F6');
    expect(maskSerial('ABC123')).toBe('••••23');
  });
});

describe('isNetworkKey', () => {
  it("takes the API's {lan},{wlan} and nothing else", () => {
    expect(isNetworkKey('1,5')).toBe(true);
    expect(isNetworkKey('2.4,3')).toBe(true);
    expect(isNetworkKey('ap,1')).toBe(true);
    expect(isNetworkKey('1')).toBe(false);
    expect(isNetworkKey('1,2,3')).toBe(false);
    expect(isNetworkKey('../1,2')).toBe(false);
  });
});

describe('device list entries', () => {
  it('show an opaque id, a masked serial and the contract whose login the router reports', () => {
    const device = {
      acsId: 'ZTEG-ABCD1234B2C3',
      serialNumber: 'ZTEGABCD1234B2C3',
      manufacturer: 'ZTE',
      model: 'F670L',
      pppLogin: 'maria',
      lastContact: new Date('2026-11-28T12:00:00Z'),
      online: true,
      uptimeSeconds: null,
      opticalRxDbm: null,
      opticalTxDbm: null,
    };
    expect(summaryOf(device, [{ login: 'maria', contractId: '42' }] as never)).toEqual({
      id: encodeDeviceId('ZTEG-ABCD1234B2C3'),
      serialNumber: 'ZTEG••••••••B2C3',
      manufacturer: 'ZTE',
      model: 'F670L',
      pppLogin: 'maria',
      contractId: '42',
      lastContact: '2026-11-28T12:00:00.000Z',
      online: true,
    });
    expect(summaryOf({ ...device, lastContact: null }, []).contractId).toBeNull();
  });
});

describe('Wi-Fi password change', () => {
  it("names each field's first problem", () => {
    expect(problemsOf({ password: 'CasaMaria2024', confirmation: 'CasaMaria2024', networks: ['1,1'] })).toEqual({});
    expect(problemsOf({ password: 'CasaMaria2024', networks: ['1,1'] })).toEqual({});
    expect(problemsOf({ password: 'CasaMaria2024', confirmation: 'CasaMaria2025', networks: [] })).toEqual({
      confirmation: WIFI_MESSAGES.passwordsMustMatch,
      networks: WIFI_MESSAGES.networksRequired,
    });
    expect(Object.keys(problemsOf({ networks: ['1'] }))).toEqual(['password', 'networks']);
  });

  it('words each band as the ACS answered', () => {
    expect(resultOf({ key: '1,1', band: '2.4', outcome: 'applied' })).toEqual({
      key: '1,1',
      band: '2.4',
      outcome: 'applied',
      message: WIFI_MESSAGES.bandApplied('2.4'),
    });
    expect(resultOf({ key: '1,5', band: '5.8', outcome: 'failed' }).message).toBe(WIFI_MESSAGES.bandFailed('5.8'));
  });
});
