import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { qrPath } from './qr-path';

describe('qrPath', () => {
  it('draws each run of dark modules in a row as one rectangle', () => {
    const modules = [
      [true, true, false, true],
      [false, false, false, false],
      [false, true, true, true],
    ];
    expect(qrPath(modules)).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });

  it('covers exactly the dark modules of a real code', () => {
    const { data } = encode('otpauth://totp/Central:admin%40central.example?secret=JBSWY3DPEHPK3PXP&issuer=Central');
    const dark = data.flat().filter(Boolean).length;
    const covered = [...qrPath(data).matchAll(/h(\d+)v1/g)].reduce((sum, [, width]) => sum + Number(width), 0);
    expect(covered).toBe(dark);
  });
});
