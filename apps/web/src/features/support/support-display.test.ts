import { describe, expect, it } from 'vitest';
import type { SupportDetail } from '@central/domain/api';
import { firstLine, formatLocalDateTime, localTimestamp, supportListPath, supportStatusChip, withSentMessage } from './support-display';

describe('formatLocalDateTime', () => {
  it("shows the provider's local date and time as written, without converting zones", () => {
    expect(formatLocalDateTime('2026-11-20T09:05:00')).toBe('20/11/2026 09:05');
    expect(formatLocalDateTime('2026-01-01T00:00:59')).toBe('01/01/2026 00:00');
    expect(formatLocalDateTime('2025-12-31 23:59:00')).toBe('31/12/2025 23:59');
  });

  it('shows a bare date as DD/MM/YYYY and nothing for an unreadable value', () => {
    expect(formatLocalDateTime('2026-11-20')).toBe('20/11/2026');
    expect(formatLocalDateTime('')).toBe('');
    expect(formatLocalDateTime('ontem')).toBe('');
  });
});

describe('firstLine', () => {
  it('keeps the first line with text', () => {
    expect(firstLine('Minha internet caiu.\nJá reiniciei o roteador.')).toBe('Minha internet caiu.');
    expect(firstLine('\r\n  \r\n  Sem sinal  \r\nmais')).toBe('Sem sinal');
    expect(firstLine('')).toBe('');
  });
});

describe('supportStatusChip', () => {
  it("is in progress or closed, with the server's text", () => {
    expect(supportStatusChip({ status: 'in_progress', statusText: 'Em andamento' })).toEqual({
      text: 'Em andamento',
      state: 'in_progress',
    });
    expect(supportStatusChip({ status: 'closed', statusText: 'Fechado' })).toEqual({ text: 'Fechado', state: 'closed' });
    expect(supportStatusChip({ status: 'closed', statusText: '' }).text).toBe('Fechado');
  });
});

describe('supportListPath', () => {
  it('goes back to the list matching the status', () => {
    expect(supportListPath('in_progress')).toBe('/panel/customer-service/in-progress');
    expect(supportListPath('closed')).toBe('/panel/customer-service/closed');
  });
});

describe('withSentMessage', () => {
  it("appends the subscriber's message with the browser's local time", () => {
    const now = new Date(2026, 10, 22, 14, 7, 3);
    expect(localTimestamp(now)).toBe('2026-11-22T14:07:03');
    const detail: SupportDetail = {
      support: {
        id: '1',
        protocolo: 'P1',
        subject: 'Sem conexão',
        status: 'in_progress',
        statusText: 'Em andamento',
        createdAt: '2026-11-20T09:05:00',
        message: 'Caiu',
        contractId: '2001',
      },
      messages: [{ id: '7', mensagem: 'Olá', data: '2026-11-20T10:00:00', ATTENDANT: { nome: 'Ana' } }],
    };
    const next = withSentMessage(detail, '  Ainda sem sinal ', now);
    expect(next.messages.at(-1)).toEqual({
      id: `sent-${now.getTime()}`,
      mensagem: 'Ainda sem sinal',
      data: '2026-11-22T14:07:03',
      ATTENDANT: null,
    });
    expect(next.messages).toHaveLength(2);
    expect(detail.messages).toHaveLength(1);
  });
});
