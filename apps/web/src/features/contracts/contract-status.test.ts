import { describe, expect, it } from 'vitest';
import { STATUS_TONES } from '@/components/status-tones';
import { contractStatusChip } from './contract-status';

const status = (text: string, active: boolean, blocked: boolean) => ({ code: '', text, active, blocked });

describe('contractStatusChip', () => {
  it("keeps the server's words and is green only while active", () => {
    expect(contractStatusChip(status('Ativo', true, false))).toEqual({ text: 'Ativo', state: 'active' });
    expect(contractStatusChip(status('Financeiro Pendente', false, true))).toEqual({ text: 'Financeiro Pendente', state: 'blocked' });
    expect(contractStatusChip(status('Contrato desativado', false, false))).toEqual({ text: 'Contrato desativado', state: 'inactive' });
  });

  it('is red whenever the contract is not active', () => {
    const tones = [status('Bloqueado', false, true), status('Aguardando Assinatura', false, false)].map(
      (s) => STATUS_TONES[contractStatusChip(s).state],
    );
    expect(tones).toEqual(['danger', 'danger']);
    expect(STATUS_TONES[contractStatusChip(status('Ativo', true, false)).state]).toBe('success');
  });
});
