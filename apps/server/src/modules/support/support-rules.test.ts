import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@central/domain';
import {
  assertMessage,
  isRequestFor,
  offeredSubjects,
  readSupportPage,
  SUPPORT_MESSAGE_MAX,
  supportPage,
  supportStatusOf,
  toSupportMessages,
  toSupportRequest,
} from './support-rules';

describe('support status', () => {
  it.each([
    [{ su_status: 'S', status: 'T' }, 'closed'],
    [{ su_status: 'C', status: 'T' }, 'closed'],
    [{ su_status: 'N', status: 'F' }, 'in_progress'],
    [{ su_status: 'EP' }, 'in_progress'],
    [{ su_status: '', status: 'F' }, 'closed'],
    [{ status: 'F' }, 'closed'],
    [{ status: 'EN' }, 'in_progress'],
    [{}, 'in_progress'],
  ])('%j is %s', (row, status) => {
    expect(supportStatusOf(row)).toBe(status);
  });
});

describe('support request', () => {
  const subjects = new Map([['2', 'Internet lenta']]);
  it('maps a ticket, titled by its own title', () => {
    expect(
      toSupportRequest(
        {
          id: '7001',
          protocolo: '202611210001',
          titulo: 'Sem conexão',
          id_assunto: '1',
          su_status: 'N',
          data_criacao: '2026-11-20 10:05:00',
          menssagem: ' Caiu ',
          id_contrato: '2001',
        },
        'customer_service',
        subjects,
      ),
    ).toEqual({
      id: '7001',
      protocolo: '202611210001',
      subject: 'Sem conexão',
      status: 'in_progress',
      statusText: 'Em andamento',
      createdAt: '2026-11-20T10:05:00',
      message: 'Caiu',
      contractId: '2001',
    });
  });
  it('maps a service order, titled by its subject', () => {
    expect(
      toSupportRequest(
        { id: '8003', id_assunto: '2', status: 'F', data_abertura: '2023-01-02 08:00:00', mensagem: 'x', id_contrato_kit: '0' },
        'os',
        subjects,
      ),
    ).toMatchObject({
      subject: 'Internet lenta',
      status: 'closed',
      statusText: 'Fechado',
      contractId: null,
    });
  });
});

describe('support messages', () => {
  it('drop internal notes, name attendants, keep the subscriber anonymous, oldest first', () => {
    const rows = [
      { id: '3', mensagem: 'Obrigada', operador: '', data: '2026-11-20 12:00:00', visibilidade_mensagens: 'PU' },
      { id: '2', mensagem: 'Cliente reclamou', operador: 'Carla', data: '2026-11-20 11:00:00', visibilidade_mensagens: 'PR' },
      { id: '1', mensagem: 'Verificando', operador: 'Carla', data: '2026-11-20 10:00:00', visibilidade_mensagens: 'PU' },
    ];
    expect(toSupportMessages(rows, 'customer_service', new Map())).toEqual([
      { id: '1', mensagem: 'Verificando', data: '2026-11-20T10:00:00', ATTENDANT: { nome: 'Carla' } },
      { id: '3', mensagem: 'Obrigada', data: '2026-11-20T12:00:00', ATTENDANT: null },
    ]);
  });
  it("names a service order's attendant from the staff table", () => {
    const rows = [{ id: '9', mensagem: 'Visita agendada', id_operador: '4', data: '2026-11-20 10:00:00' }];
    expect(toSupportMessages(rows, 'os', new Map([['4', 'Ricardo Alves']]))[0]!.ATTENDANT).toEqual({ nome: 'Ricardo Alves' });
  });
});

describe('support pages', () => {
  const request = (id: string, status: 'in_progress' | 'closed', createdAt: string) => ({
    id,
    status,
    createdAt,
    protocolo: '',
    subject: '',
    statusText: '',
    message: '',
    contractId: null,
  });
  const all = [
    ...Array.from({ length: 7 }, (_, i) => request(String(10 + i), 'closed', `2026-0${i + 1}-01T00:00:00`)),
    request('1', 'in_progress', '2026-11-01T00:00:00'),
  ];
  it('pages the closed list by 5, newest first', () => {
    expect(supportPage(all, 'closed', 1).map((r) => r.id)).toEqual(['16', '15', '14', '13', '12']);
    expect(supportPage(all, 'closed', 2).map((r) => r.id)).toEqual(['11', '10']);
    expect(supportPage(all, 'closed', 3)).toEqual([]);
  });
  it('gives the whole in-progress list', () => {
    expect(supportPage(all, 'in_progress', 1).map((r) => r.id)).toEqual(['1']);
  });
});

describe('recognising a request in IXC (after an unconfirmed create)', () => {
  const row = {
    id: '7100',
    id_assunto: '2',
    id_contrato: '2001',
    titulo: 'Internet lenta',
    menssagem: 'A internet cai toda noite.\n\nTelefone para contato: (61) 99304-0271',
    data_criacao: '2026-11-23 10:15:00',
    su_status: 'N',
  };
  const wanted = { subjectId: '2', contractId: '2001', message: 'A internet cai toda noite.', since: '2026-11-23T10:10:00' };

  it('matches the same subject, contract and message opened since then, whatever the phone', () => {
    expect(isRequestFor(row, 'customer_service', wanted)).toBe(true);
  });

  it.each([
    [{ ...wanted, subjectId: '1' }],
    [{ ...wanted, contractId: '2002' }],
    [{ ...wanted, message: 'A internet cai todo dia.' }],
    [{ ...wanted, since: '2026-11-23T10:15:01' }],
  ])('does not match %j', (other) => {
    expect(isRequestFor(row, 'customer_service', other)).toBe(false);
  });
});

const ixc = [
  { id: '1', assunto: 'Sem conexão com a internet', descricao: 'A internet parou.', ativo: 'S', mostra_hotsite: 'S' },
  { id: '6', assunto: 'Reparo em rede óptica', descricao: 'Uso interno.', ativo: 'S', mostra_hotsite: 'N' },
  { id: '8', assunto: 'Desativado', descricao: '', ativo: 'N', mostra_hotsite: 'S' },
];
const settings = { type: 'customer_service' as const, departmentId: null, processId: null };

describe('offered support subjects', () => {
  it("offer the provider's configured subjects that IXC has active, in the provider's words", () => {
    const subjects = offeredSubjects(
      {
        ...settings,
        subjects: [
          { id: '6', label: 'Reparo' },
          { id: '8', label: 'Velho' },
          { id: '99', label: 'Sumiu' },
        ],
      },
      ixc,
    );
    expect(subjects).toEqual([{ id: '6', value: 'Reparo', description: 'Uso interno.' }]);
  });
  it('offer the subjects IXC shows on its portal when none are configured', () => {
    expect(offeredSubjects({ ...settings, subjects: [] }, ixc)).toEqual([
      { id: '1', value: 'Sem conexão com a internet', description: 'A internet parou.' },
    ]);
  });
});

describe('support input', () => {
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return (error as Error).message;
    }
    return null;
  };

  it('reads the page of a list, the first by default', () => {
    expect([undefined, '1', '3'].map(readSupportPage)).toEqual([1, 1, 3]);
    expect(['0', '-1', '1.5', 'x'].map((page) => refusal(() => readSupportPage(page)))).toEqual(Array(4).fill(MESSAGES.supportPageInvalid));
  });

  it('takes a message of up to 1000 characters, trimmed', () => {
    expect(assertMessage('  Sem sinal  ')).toBe('Sem sinal');
    expect(assertMessage('a'.repeat(SUPPORT_MESSAGE_MAX))).toHaveLength(SUPPORT_MESSAGE_MAX);
    expect(refusal(() => assertMessage('   '))).toBe(MESSAGES.supportMessageRequired);
    expect(refusal(() => assertMessage(undefined))).toBe(MESSAGES.supportMessageRequired);
    expect(refusal(() => assertMessage('a'.repeat(SUPPORT_MESSAGE_MAX + 1)))).toBe(MESSAGES.supportMessageTooLong);
    expect(assertMessage('🇧🇷'.repeat(SUPPORT_MESSAGE_MAX))).toBe('🇧🇷'.repeat(SUPPORT_MESSAGE_MAX));
    expect(refusal(() => assertMessage('🇧🇷'.repeat(SUPPORT_MESSAGE_MAX + 1)))).toBe(MESSAGES.supportMessageTooLong);
  });
});
