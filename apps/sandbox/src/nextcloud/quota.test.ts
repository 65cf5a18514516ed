import { describe, expect, it } from 'vitest';
import { computerFileSize, humanFileSize, SPACE_UNLIMITED, storageInfo } from './quota';

const GIB = 1024 ** 3;

describe('computerFileSize (OC_Helper)', () => {
  it('reads binary units in any case, with or without a space', () => {
    expect(computerFileSize('5 GB')).toBe(5 * GIB);
    expect(computerFileSize('5gb')).toBe(5 * GIB);
    expect(computerFileSize('5G')).toBe(5 * GIB);
    expect(computerFileSize('1.5 GB')).toBe(1.5 * GIB);
    expect(computerFileSize('512 MB')).toBe(512 * 1024 ** 2);
    expect(computerFileSize('2 TB')).toBe(2 * 1024 ** 4);
    expect(computerFileSize('10 KB')).toBe(10 * 1024);
    expect(computerFileSize('100 B')).toBe(100);
  });

  it('takes a numeric string as bytes', () => {
    expect(computerFileSize('1073741824')).toBe(GIB);
  });

  it('refuses a text without a unit at its end', () => {
    expect(computerFileSize('five')).toBe(false);
    expect(computerFileSize('5 GB extra')).toBe(false);
  });

  it('reads "GiB" as bytes, as Nextcloud does (only the final "b" matches)', () => {
    expect(computerFileSize('5 GiB')).toBe(5);
  });
});

describe('humanFileSize (what Nextcloud stores)', () => {
  it('writes whole units plainly and rounds to one decimal from MB up', () => {
    expect(humanFileSize(5 * GIB)).toBe('5 GB');
    expect(humanFileSize(1.5 * GIB)).toBe('1.5 GB');
    expect(humanFileSize(512 * 1024 ** 2)).toBe('512 MB');
    expect(humanFileSize(5 * GIB + 1)).toBe('5 GB');
    expect(humanFileSize(100)).toBe('100 B');
  });
});

describe('storageInfo', () => {
  it('caps free and total by the quota and gives the used share in percent', () => {
    expect(storageInfo('5 GB', GIB)).toEqual({ free: 4 * GIB, used: GIB, total: 5 * GIB, relative: 20, quota: 5 * GIB });
  });

  it('reports -3 (SPACE_UNLIMITED) without a quota', () => {
    expect(storageInfo('none', 0).quota).toBe(SPACE_UNLIMITED);
    expect(storageInfo('default', 0).quota).toBe(SPACE_UNLIMITED);
  });
});
