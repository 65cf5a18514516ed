import { describe, expect, it, vi } from 'vitest';
import type { GuessGuard } from '../../lib/guess-guard';
import { hashPassword } from '../../lib/password-hash';
import { checkStaffPassword } from './staff-password';
import { staffAccount } from './staff-rules';

const CHEAP = { ln: 10, r: 8, p: 1 };

function fakeGuard() {
  const verdicts: string[] = [];
  const begin = vi.fn<GuessGuard['begin']>(async () => ({
    succeeded: async () => void verdicts.push('succeeded'),
    failed: async () => void verdicts.push('failed'),
    abandoned: async () => void verdicts.push('abandoned'),
  }));
  return { guard: { begin } as unknown as GuessGuard, begin, verdicts };
}

describe('checkStaffPassword', () => {
  it('accepts the right password and tells the guard it succeeded', async () => {
    const { guard, begin, verdicts } = fakeGuard();
    const decoyHash = vi.fn(() => hashPassword('decoy-password', CHEAP));
    const stored = await hashPassword('right-password', CHEAP);
    expect(await checkStaffPassword({ guard, decoyHash }, 'admin-password', 'a@b.com', '10.0.0.1', stored, 'right-password')).toBe(true);
    expect(begin).toHaveBeenCalledWith('admin-password', staffAccount('a@b.com'), '10.0.0.1', expect.any(String));
    expect(verdicts).toEqual(['succeeded']);
    expect(decoyHash).not.toHaveBeenCalled();
  });

  it('refuses a wrong password as a failed try', async () => {
    const { guard, verdicts } = fakeGuard();
    const stored = await hashPassword('right-password', CHEAP);
    const decoyHash = vi.fn(() => hashPassword('decoy-password', CHEAP));
    expect(await checkStaffPassword({ guard, decoyHash }, 'provider-password', 'demo', 'ip', stored, 'wrong')).toBe(false);
    expect(verdicts).toEqual(['failed']);
    expect(decoyHash).not.toHaveBeenCalled();
  });

  it('without a usable hash, still verifies once against the decoy and refuses even the decoy password', async () => {
    const { guard, verdicts } = fakeGuard();
    const decoyHash = vi.fn(() => hashPassword('decoy-password', CHEAP));
    expect(await checkStaffPassword({ guard, decoyHash }, 'admin-password', 'nobody@b.com', 'ip', null, 'decoy-password')).toBe(false);
    expect(decoyHash).toHaveBeenCalledTimes(1);
    expect(verdicts).toEqual(['failed']);
  });

  it('gives the try back when the check itself breaks', async () => {
    const { guard, verdicts } = fakeGuard();
    const decoyHash = vi.fn(() => Promise.reject(new Error('out of memory')));
    await expect(checkStaffPassword({ guard, decoyHash }, 'admin-password', 'x@b.com', 'ip', null, 'p')).rejects.toThrow('out of memory');
    expect(verdicts).toEqual(['abandoned']);
  });
});
