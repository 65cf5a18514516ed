import { describe, expect, it } from 'vitest';
import { failureOfCode, redact } from './errors';
import { bytesToGigabytes, gigabytesToBytes, readQuotaBytes, readUsedBytes } from './quota';

describe('quota units (1 GB = 1024^3 bytes, as Nextcloud computes)', () => {
  it('converts GB from the screen to bytes and back', () => {
    expect(gigabytesToBytes(1)).toBe(1_073_741_824);
    expect(gigabytesToBytes(5)).toBe(5_368_709_120);
    expect(gigabytesToBytes(1.5)).toBe(1_610_612_736);
    expect(gigabytesToBytes(1.1)).toBe(1_181_116_006);
    expect(bytesToGigabytes(1_181_116_006)).toBe(1.1);
    expect(bytesToGigabytes(5_368_709_120)).toBe(5);
    expect(bytesToGigabytes(1.5 * 1024 ** 3)).toBe(1.5);
    expect(() => gigabytesToBytes(-1)).toThrow(RangeError);
  });

  it('reads the quota Nextcloud reports: bytes, or no limit for -3, "none" or a failed storage info', () => {
    expect(readQuotaBytes({ quota: 5_368_709_120, used: 10 })).toBe(5_368_709_120);
    expect(readQuotaBytes({ quota: -3 })).toBeNull();
    expect(readQuotaBytes({ quota: 'none', used: 0 })).toBeNull();
    expect(readQuotaBytes([])).toBeNull();
    expect(readUsedBytes({ used: 2048 })).toBe(2048);
    expect(readUsedBytes([])).toBe(0);
  });
});

describe('OCS codes', () => {
  it('reads codes per call, with a common table behind', () => {
    expect(failureOfCode(102)).toBe('exists');
    expect(failureOfCode(102, { 102: 'invalid_input' })).toBe('invalid_input');
    expect(failureOfCode(404)).toBe('not_found');
    expect(failureOfCode(998)).toBe('not_found');
    expect(failureOfCode(997)).toBe('unauthorized');
    expect(failureOfCode(555)).toBe('unknown');
  });

  it('redacts secrets from a message that echoes them', () => {
    expect(redact('bad password hunter22', ['hunter22'])).toBe('bad password [redacted]');
  });
});
