import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http';
import { lookupFailureText, newLookupIdProblem } from './lookup-entries';

describe('newLookupIdProblem', () => {
  it('accepts a new numeric id', () => {
    expect(newLookupIdProblem('subject', ' 7 ', ['1 - Sem conexão'])).toBeNull();
  });

  it('refuses an id that is not digits, with the text of its kind', () => {
    expect(newLookupIdProblem('subject', 'abc', [])).toBe('ID do assunto inválido');
    expect(newLookupIdProblem('product', '12a', [])).toBe('O ID deve conter apenas números');
    expect(newLookupIdProblem('plan', '', [])).toBe('O ID deve conter apenas números');
  });

  it('refuses an id already in the list', () => {
    expect(newLookupIdProblem('subject', '1', ['1 - Sem conexão'])).toBe('Assunto já adicionado');
    expect(newLookupIdProblem('product', '012', ['12 - Plano SVA'])).toBe('Produto já adicionado');
    expect(newLookupIdProblem('plan', '5', ['5 - Fibra'])).toBe('Plano já adicionado');
  });
});

describe('lookupFailureText', () => {
  it("shows the server's text for an invalid or unknown id", () => {
    expect(lookupFailureText(new ApiError(404, 'NOT_FOUND', 'Produto não encontrado'))).toBe('Produto não encontrado');
    expect(lookupFailureText(new ApiError(400, 'INVALID', 'ID do assunto inválido'))).toBe('ID do assunto inválido');
  });

  it('says the ERP cannot be asked now for 503 and other failures', () => {
    const unavailable = 'Não foi possível consultar o IXC do provedor agora. Os demais dados podem ser salvos.';
    expect(lookupFailureText(new ApiError(503, 'X', 'x'))).toBe(unavailable);
    expect(lookupFailureText(new ApiError(0, 'network_failure', 'x'))).toBe(unavailable);
  });
});
