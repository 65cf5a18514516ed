import { CHECK_TEXTS } from '@central/domain';
import { describe, expect, it, vi } from 'vitest';
import { line, withinDeadline } from './check-lines';

const fallback = { id: 'acs', title: 'ACS: IXC ACS' };

describe('a probe within its deadline', () => {
  it('answers its own lines when it finishes in time', async () => {
    const log = { warn: vi.fn() };
    expect(await withinDeadline(async () => [line('acs', 'ACS', 'ok', 'ok')], fallback, 1000, log)).toEqual([
      line('acs', 'ACS', 'ok', 'ok'),
    ]);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('is one red line saying how long it waited when it does not', async () => {
    const never = () => new Promise<never>(() => {});
    expect(await withinDeadline(never, fallback, 50, { warn: vi.fn() })).toEqual([
      line('acs', 'ACS: IXC ACS', 'failed', CHECK_TEXTS.timedOut(50)),
    ]);
  });

  it('is one red line, and a warning for the operator, when it throws, even before its first await', async () => {
    const log = { warn: vi.fn() };
    const throwsAtOnce = (): Promise<never> => {
      throw new Error('Unreadable sealed secret');
    };
    expect(await withinDeadline(throwsAtOnce, fallback, 1000, log)).toEqual([
      line('acs', 'ACS: IXC ACS', 'failed', CHECK_TEXTS.unexpected),
    ]);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ check: 'acs' }), 'integration check failed unexpectedly');
  });
});
