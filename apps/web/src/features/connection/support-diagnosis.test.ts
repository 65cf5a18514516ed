import { describe, expect, it } from 'vitest';
import { CONNECTION_VERDICTS } from '@central/domain';
import type { ContractConnection } from '@central/domain/api';
import { supportDraftFor } from './support-diagnosis';

const year = new Date().getFullYear();
const checkedAt = new Date(year, 10, 27, 14, 32).toISOString();

const contract = (overrides: Partial<ContractConnection> = {}): ContractConnection => ({
  contract_id: '2001',
  description: 'FIBRA 500 MEGA',
  plan_speed: '500 Mega',
  blocked: false,
  online: false,
  last_connection: `${year}-11-27T08:12:00`,
  signal_dbm: -29.1,
  signal: 'bad',
  router: { device_id: 'abc', online: false, uptime_seconds: null, last_contact: null, can_reboot: true, hosts: null },
  can_reconnect: true,
  unchecked: [],
  verdict: CONNECTION_VERDICTS.routerOffline,
  verdict_kind: 'routerOffline',
  ...overrides,
});

describe('supportDraftFor', () => {
  it('writes the facts of the check, for a connection that is down', () => {
    const draft = supportDraftFor(contract(), checkedAt);
    expect(draft.contractId).toBe('2001');
    expect(draft.topic).toBe('no-connection');
    expect(draft.message).toBe(
      [
        'Diagnóstico da Minha conexão (27/11 às 14:32):',
        'Contrato: FIBRA 500 MEGA',
        'Conexão: Desconectado desde 27/11 às 08:12',
        'Sinal da fibra: -29,10 dBm (Ruim)',
        'Roteador: Offline',
        `Situação: ${CONNECTION_VERDICTS.routerOffline}`,
        '',
        '',
      ].join('\n'),
    );
  });

  it('is about a slow internet when the connection is up, and names the devices on the router', () => {
    const draft = supportDraftFor(
      contract({
        online: true,
        signal_dbm: -19.52,
        signal: 'good',
        router: {
          device_id: 'abc',
          online: true,
          uptime_seconds: 3 * 86_400 + 4 * 3600,
          last_contact: null,
          can_reboot: true,
          hosts: [{ name: null, mac: 'A4:2B:••:••:22:33', link: 'wifi' }],
        },
        verdict: CONNECTION_VERDICTS.good,
        verdict_kind: 'good',
      }),
      checkedAt,
    );
    expect(draft.topic).toBe('slow');
    expect(draft.message).toContain('Conexão: Conectado desde 27/11 às 08:12\n');
    expect(draft.message).toContain('Sinal da fibra: -19,52 dBm (Bom)\n');
    expect(draft.message).toContain('Roteador: Online, ligado há 3 dias e 4 horas\n');
    expect(draft.message).toContain('Aparelhos conectados: 1\n');
  });

  it('says which facts could not be read, and leaves out a router there is none of', () => {
    const { message } = supportDraftFor(
      contract({ online: null, signal_dbm: null, signal: null, router: null, unchecked: ['connection', 'signal'] }),
      checkedAt,
    );
    expect(message).toContain('Conexão: Não foi possível verificar a conexão agora\n');
    expect(message).toContain('Sinal da fibra: Não foi possível verificar o sinal agora\n');
    expect(message).not.toContain('Roteador');
  });

  it('stays far below the 1000 characters of a support message', () => {
    expect(supportDraftFor(contract(), checkedAt).message.length).toBeLessThan(400);
  });
});
