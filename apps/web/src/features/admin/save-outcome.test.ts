import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http';
import { CLIENT_ID_TAKEN, saveFailure } from './save-outcome';

describe('saveFailure', () => {
  it("says 'Client ID já cadastrado' for a 409, also under the Client ID", () => {
    expect(saveFailure(new ApiError(409, 'DUPLICATE', 'Client ID já cadastrado'), 'Falha ao criar cliente', CLIENT_ID_TAKEN)).toEqual({
      notice: { intent: 'error', text: 'Client ID já cadastrado' },
      fields: { client_id: 'Client ID já cadastrado' },
    });
  });

  it("puts the server's field problems under their fields, with the action's failure above", () => {
    const error = new ApiError(400, 'INVALID', 'Dados inválidos', { alias: 'Por favor, informe um Aliás' });
    expect(saveFailure(error, 'Falha ao editar cliente')).toEqual({
      notice: { intent: 'error', text: 'Falha ao editar cliente' },
      fields: { alias: 'Por favor, informe um Aliás' },
    });
  });

  it("shows another refusal in the server's words, and the action's failure for server errors", () => {
    expect(saveFailure(new ApiError(404, 'NOT_FOUND', 'Cliente não encontrado'), 'Falha ao editar cliente').notice?.text).toBe(
      'Cliente não encontrado',
    );
    expect(saveFailure(new ApiError(500, 'X', 'Falha ao se comunicar com o servidor'), 'Falha ao criar cliente').notice?.text).toBe(
      'Falha ao criar cliente',
    );
    expect(saveFailure(new TypeError('x'), 'Falha ao criar cliente').notice?.text).toBe('Falha ao criar cliente');
  });
});
