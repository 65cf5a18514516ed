import { describe, expect, it } from 'vitest';
import type { IxcRow } from '../../integrations/ixc/wire';
import { trustUnlockOf } from './trust-unlock-rules';

const TODAY = '2026-11-23';
const blocked: IxcRow = {
  status: 'A',
  status_internet: 'CM',
  desbloqueio_confianca: 'S',
  desbloqueio_confianca_ativo: 'N',
  dt_ult_desb_conf: '0000-00-00',
  dt_retorno_desb_conf: '0000-00-00',
};

describe('trust unlock availability', () => {
  it('is offered on a blocked contract that has it enabled and never used it', () => {
    expect(trustUnlockOf(blocked, TODAY)).toEqual({ available: true, reason: null, lastUsedOn: null, payBy: null });
  });

  it.each([
    ['an inactive contract (IXC 109)', { status: 'I', status_internet: 'CM' }, 'inactive'],
    ['a contract whose internet is already active (IXC 107)', { status_internet: 'A' }, 'already_active'],
    ['a contract awaiting signature, not blocked', { status_internet: 'AA' }, 'not_blocked'],
    ['a contract without trust unlock enabled', { desbloqueio_confianca: 'N' }, 'not_enabled'],
    ['a contract whose trust unlock is still in effect', { desbloqueio_confianca_ativo: 'S' }, 'used_unpaid'],
  ])('is refused on %s', (_name, change, reason) => {
    expect(trustUnlockOf({ ...blocked, ...change }, TODAY)).toMatchObject({ available: false, reason });
  });

  it('is refused within 30 days of its last use, naming the use and the payment deadline (IXC 113)', () => {
    const used = { ...blocked, status_internet: 'FA', dt_ult_desb_conf: '2026-11-11', dt_retorno_desb_conf: '2026-11-14' };
    expect(trustUnlockOf(used, TODAY)).toEqual({ available: false, reason: 'used_unpaid', lastUsedOn: '2026-11-11', payBy: '2026-11-14' });
  });

  it('is offered again 30 days after its last use', () => {
    const usedLongAgo = { ...blocked, dt_ult_desb_conf: '2026-10-24', dt_retorno_desb_conf: '2026-10-27' };
    expect(trustUnlockOf(usedLongAgo, TODAY)).toMatchObject({ available: true, reason: null, lastUsedOn: '2026-10-24' });
  });
});
