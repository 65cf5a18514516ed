import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_TOKENS } from '../fixtures/datasets';
import { createIxcSandbox } from '../sandbox';
import { FIXED_TODAY, basicAuth, idsOf, listRows, send, wrap } from '../testing/ixc-client';
import { PROCESSING_ERROR_HTML } from './answers';

const app = createIxcSandbox({ today: FIXED_TODAY });
afterAll(() => app.close());

const byId = (table: string, id: string) => ({ qtype: `${table}.id`, query: id, oper: '=', page: '1', rp: '10' });

describe('authentication', () => {
  it('answers 401 with an HTML page when the Authorization header is missing', async () => {
    const response = await send(app, { method: 'POST', url: '/webservice/v1/cliente', listar: true, body: {} });
    expect(response.statusCode).toBe(401);
    expect(response.contentType).toBe('text/html; charset=iso-8859-1');
    expect(response.body).toContain('<title>401 Unauthorized</title>');
    expect(() => JSON.parse(response.body)).toThrow();
  });

  it('answers 401 for a token it does not know', async () => {
    const response = await send(app, {
      method: 'POST',
      url: '/webservice/v1/cliente',
      token: `1:${'0'.repeat(64)}`,
      listar: true,
      body: {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('Unauthorized');
  });

  it('answers 400 to a Bearer token, even a valid one', async () => {
    const response = wrap(
      await app.inject({
        method: 'POST',
        url: '/webservice/v1/cliente',
        headers: { authorization: `Bearer ${SANDBOX_TOKENS.demo}`, ixcsoft: 'listar' },
        payload: {},
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('400 Bad Request');
  });

  it('accepts the token as Basic credentials split as user:password', async () => {
    const response = await listRows(app, SANDBOX_TOKENS.demo, 'cliente', byId('cliente', '1001'));
    expect(response.statusCode).toBe(200);
    expect(idsOf(response)).toEqual(['1001']);
  });
});

describe('routing', () => {
  it('answers a list with text/x-json and every value as a string', async () => {
    const response = await listRows(app, SANDBOX_TOKENS.demo, 'fn_areceber', { ...byId('fn_areceber', '5003') });
    expect(response.contentType).toBe('text/x-json; charset=utf-8');
    const body = response.json();
    expect(body.page).toBe('1');
    expect(body.total).toBe('1');
    const values = Object.values(body.registros[0]);
    expect(values.length).toBeGreaterThan(40);
    expect(values.every((value) => typeof value === 'string')).toBe(true);
  });

  it('accepts a trailing slash and a GET carrying a JSON body', async () => {
    const response = await send(app, {
      method: 'GET',
      url: '/webservice/v1/cliente/',
      token: SANDBOX_TOKENS.demo,
      listar: true,
      body: byId('cliente', '1002'),
    });
    expect(idsOf(response)).toEqual(['1002']);
  });

  it('accepts a urlencoded list body', async () => {
    const response = wrap(
      await app.inject({
        method: 'POST',
        url: '/webservice/v1/cliente',
        headers: {
          authorization: basicAuth(SANDBOX_TOKENS.demo),
          ixcsoft: 'listar',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ qtype: 'cliente.cnpj_cpf', query: '390.533.447-05', oper: '=' }).toString(),
      }),
    );
    expect(idsOf(response)).toEqual(['1004']);
  });

  it('answers 404 to a GET without the listar header', async () => {
    const response = await send(app, { method: 'GET', url: '/webservice/v1/cliente', token: SANDBOX_TOKENS.demo });
    expect(response.statusCode).toBe(404);
  });

  it('answers an unknown table with HTTP 200 and the ISO-8859-1 "Recurso" error', async () => {
    const response = await listRows(app, SANDBOX_TOKENS.demo, 'clientes', {});
    expect(response.statusCode).toBe(200);
    expect(response.contentType).toBe('text/html; charset=ISO-8859-1');
    expect(response.body).toBe('{"type":"error","message":"Recurso clientes n\\u00e3o est\\u00e1 dispon\\u00edvel!"}');
    expect(response.json()).toEqual({ type: 'error', message: 'Recurso clientes não está disponível!' });
  });

  it('answers an unknown table on insert the same way', async () => {
    const response = await send(app, { method: 'POST', url: '/webservice/v1/nao_existe', token: SANDBOX_TOKENS.demo, body: {} });
    expect(response.json()).toEqual({ type: 'error', message: 'Recurso nao_existe não está disponível!' });
  });

  it('answers a body that is not JSON with the processing error', async () => {
    const response = await listRows(app, SANDBOX_TOKENS.demo, 'cliente', '{nope');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(PROCESSING_ERROR_HTML);
  });

  it('sends action names to the action registry whatever the ixcsoft header says', async () => {
    const response = await listRows(app, SANDBOX_TOKENS.demo, 'desbloqueio_confianca', { id: '999999' });
    expect(response.json()).toMatchObject({ tipo: 'erro', codigo: '106' });
  });
});
