import { describe, expect, it } from 'vitest';
import type { AcsRecord } from '@central/domain/api';
import { MESSAGES } from '@central/domain';
import { acsFailureText, acsProblems, acsSecretMoved, acsStepFor } from './acs-step';

const STORED: AcsRecord = {
  uuid: 'u-1',
  acs_issuer_id: 'issuer',
  acs_private_key: null,
  acs_private_key_stored: true,
  acs_url: 'https://acs.example.com',
  acs_kind: 'ixc',
  acs_auth: 'jwt',
};
const EMPTY = { acs_url: '', acs_issuer_id: '', acs_private_key: '', acs_kind: 'ixc' as const, acs_auth: 'jwt' as const };
const FILLED = {
  acs_url: 'https://acs.example.com',
  acs_issuer_id: 'issuer',
  acs_private_key: 'KEY',
  acs_kind: 'ixc' as const,
  acs_auth: 'jwt' as const,
};
const DASHES = { acs_url: '-', acs_issuer_id: ' - ', acs_private_key: '-', acs_kind: 'ixc' as const, acs_auth: 'jwt' as const };

describe('acsStepFor', () => {
  it("deletes the record when all three fields are '-'", () => {
    expect(acsStepFor(DASHES, STORED, 'p')).toEqual({ kind: 'delete', uuid: 'u-1' });
    expect(acsStepFor(DASHES, null, 'p')).toEqual({ kind: 'none' });
  });

  it('creates a record for a provider without one', () => {
    expect(acsStepFor(FILLED, null, 'p')).toEqual({
      kind: 'create',
      body: {
        client_id: 'p',
        acs_url: 'https://acs.example.com',
        acs_issuer_id: 'issuer',
        acs_private_key: 'KEY',
        acs_kind: 'ixc',
        acs_auth: 'jwt',
      },
    });
    expect(acsStepFor(EMPTY, null, 'p')).toEqual({ kind: 'none' });
  });

  it('updates the existing record when something changed, keeping the stored key when the field is empty', () => {
    const values = { ...FILLED, acs_private_key: '', acs_kind: 'genieacs' as const };
    expect(acsStepFor(values, STORED, 'p')).toEqual({
      kind: 'update',
      uuid: 'u-1',
      body: { acs_url: 'https://acs.example.com', acs_issuer_id: 'issuer', acs_private_key: '', acs_kind: 'genieacs', acs_auth: null },
    });
    expect(acsStepFor({ ...FILLED, acs_private_key: '' }, STORED, 'p')).toEqual({ kind: 'none' });
  });

  it('sends a change of the way to the access token', () => {
    expect(acsStepFor({ ...FILLED, acs_auth: 'client_secret', acs_private_key: 'segredo' }, STORED, 'p')).toMatchObject({
      kind: 'update',
      body: { acs_auth: 'client_secret', acs_private_key: 'segredo' },
    });
  });
});

describe('acsProblems', () => {
  it('asks for all three fields of a new connection', () => {
    expect(acsProblems({ ...EMPTY, acs_url: 'ftp://x' }, null)).toEqual({
      acs_url: 'Por favor, informe uma URL válida',
      acs_issuer_id: 'Por favor, informe um ID do cliente API do ACS',
      acs_private_key: 'Por favor, informe uma chave privada do ACS',
    });
    expect(acsProblems({ ...EMPTY, acs_auth: 'client_secret', acs_url: 'https://acs.example.com' }, null)).toEqual({
      acs_issuer_id: 'Por favor, informe um Client ID do ACS',
      acs_private_key: 'Por favor, informe um Client secret do ACS',
    });
  });

  it('asks for the new credential when the way changes, as the stored one belongs to the other way', () => {
    expect(acsProblems({ ...FILLED, acs_auth: 'client_secret', acs_private_key: '' }, STORED)).toEqual({
      acs_private_key: 'Por favor, informe um Client secret do ACS',
    });
  });

  it('asks a GenieACS only for its URL: the issuer and key are an optional Basic-auth user and password', () => {
    expect(acsProblems({ ...EMPTY, acs_kind: 'genieacs', acs_url: 'https://acs.provedor.test:7557' }, null)).toEqual({});
    expect(acsProblems({ ...EMPTY, acs_kind: 'genieacs', acs_url: 'ftp://x' }, null)).toEqual({
      acs_url: 'Por favor, informe uma URL válida',
    });
  });

  it('accepts no ACS, the delete mark, and an existing record with its key kept', () => {
    expect(acsProblems(EMPTY, null)).toEqual({});
    expect(acsProblems(DASHES, STORED)).toEqual({});
    expect(acsProblems({ ...FILLED, acs_private_key: '' }, STORED)).toEqual({});
  });
});

describe('the stored credential bound to the ACS URL', () => {
  const KEPT = { ...FILLED, acs_private_key: '' };

  it('is asked again, under the key, once the URL names another origin, for either kind of ACS', () => {
    const moved = { ...KEPT, acs_url: 'https://evil.example' };
    expect(acsSecretMoved(moved, STORED)).toBe(true);
    expect(acsProblems(moved, STORED)).toEqual({ acs_private_key: MESSAGES.acsSecretRetype });
    expect(acsProblems({ ...moved, acs_kind: 'genieacs' }, { ...STORED, acs_kind: 'genieacs', acs_auth: null })).toEqual({
      acs_private_key: MESSAGES.acsSecretRetype,
    });
    expect(acsProblems({ ...moved, acs_private_key: 'KEY' }, STORED)).toEqual({});
  });

  it('is kept for the same origin, and nothing is asked of the delete mark', () => {
    expect(acsProblems({ ...KEPT, acs_url: 'https://acs.example.com/nbi' }, STORED)).toEqual({});
    expect(acsSecretMoved(DASHES, STORED)).toBe(false);
  });
});

describe('acsFailureText', () => {
  it("says 'Dados ACS inválidos' on 400 and names the failed step otherwise", () => {
    expect(acsFailureText({ kind: 'create', body: { client_id: 'p' } }, 400)).toBe('Dados ACS inválidos');
    expect(acsFailureText({ kind: 'create', body: { client_id: 'p' } }, 500)).toBe('Falha ao cadastrar dados ACS');
    expect(acsFailureText({ kind: 'update', uuid: 'u', body: {} }, 502)).toBe('Falha ao editar dados ACS');
    expect(acsFailureText({ kind: 'delete', uuid: 'u' }, 500)).toBe('Falha ao excluir dados ACS');
  });
});
