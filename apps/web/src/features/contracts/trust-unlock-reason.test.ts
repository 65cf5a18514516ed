import { describe, expect, it } from 'vitest';
import { trustUnlockReason } from './trust-unlock-reason';

const refused = (
  reason: Parameters<typeof trustUnlockReason>[0]['reason'],
  lastUsedOn: string | null = null,
  payBy: string | null = null,
) => trustUnlockReason({ available: reason === null, reason, lastUsedOn, payBy });

describe('trustUnlockReason', () => {
  it('says nothing when the trust unlock is offered', () => {
    expect(refused(null)).toBeNull();
  });

  it("says why IXC would refuse it, in IXC's terms", () => {
    expect(refused('inactive')).toBe('Desbloqueio de Confiança indisponível: o contrato está inativo.');
    expect(refused('already_active')).toBe('Desbloqueio de Confiança não é necessário: a internet deste contrato já está ativa.');
    expect(refused('not_blocked')).toBe('Desbloqueio de Confiança indisponível: a internet deste contrato não está bloqueada.');
    expect(refused('not_enabled')).toBe('Desbloqueio de Confiança não está habilitado para este contrato. Fale com o provedor.');
  });

  it('names the last use and the unpaid deadline when IXC gives them', () => {
    expect(refused('used_unpaid', '2026-11-11', '2026-11-14')).toBe(
      'Desbloqueio de Confiança indisponível: ele foi usado em 11/11/2026 e o pagamento não foi realizado até 14/11/2026.',
    );
    expect(refused('used_unpaid')).toBe('Desbloqueio de Confiança indisponível: ele já foi usado e o pagamento ainda não foi realizado.');
  });
});
