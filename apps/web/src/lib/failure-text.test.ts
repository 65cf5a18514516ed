import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { failureText } from './failure-text';

describe('failureText', () => {
  it("shows the server's explanation of a refused request", () => {
    const error = new ApiError(404, 'BOLETO_UNAVAILABLE', 'O boleto não está disponível para esta fatura');
    expect(failureText(error, 'Ocorreu um erro ao fazer o download da fatura')).toBe('O boleto não está disponível para esta fatura');
  });

  it("falls back to the feature's text for server failures and network errors", () => {
    expect(failureText(new ApiError(502, 'ERP', 'Falha ao se comunicar com o servidor'), 'Falha ao obter código pix')).toBe(
      'Falha ao obter código pix',
    );
    expect(failureText(new ApiError(0, 'network_failure', 'x'), 'Falha ao obter código pix')).toBe('Falha ao obter código pix');
    expect(failureText(new TypeError('boom'), 'Falha ao obter código pix')).toBe('Falha ao obter código pix');
  });

  it("shows the server's words for a write it could not confirm", () => {
    const unconfirmed = new ApiError(504, 'SUPPORT_REQUEST_UNCONFIRMED', 'Não foi possível confirmar se o seu atendimento foi registrado.');
    expect(failureText(unconfirmed, 'Falha ao solicitar atendimento')).toBe(
      'Não foi possível confirmar se o seu atendimento foi registrado.',
    );
    expect(failureText(new ApiError(504, 'ERP_TIMEOUT', 'Falha ao se comunicar com o servidor'), 'Falha ao solicitar atendimento')).toBe(
      'Falha ao solicitar atendimento',
    );
  });

  it('limits the explanation to the given statuses', () => {
    const conflict = new ApiError(409, 'OPEN_INVOICES', 'Existem faturas em aberto em 2025');
    expect(failureText(conflict, 'fallback', [409])).toBe('Existem faturas em aberto em 2025');
    expect(failureText(new ApiError(404, 'NOT_FOUND', 'não achei'), 'fallback', [409])).toBe('fallback');
  });
});
