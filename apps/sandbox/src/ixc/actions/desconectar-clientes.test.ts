import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_TOKENS } from '../fixtures/datasets';
import { buildDemoDataset } from '../fixtures/demo';
import { DEMO_IDS } from '../fixtures/demo/ids';
import { createIxcSandbox } from '../sandbox';
import type { FixtureTables } from '../store/dataset';
import { FIXED_TODAY, basicAuth, send, wrap } from '../testing/ixc-client';

const app = createIxcSandbox({ today: FIXED_TODAY });
afterAll(() => app.close());
beforeEach(() => app.sandbox.reset());

const { logins } = DEMO_IDS;
const disconnect = async (body: object, sandbox = app, token: string = SANDBOX_TOKENS.demo) =>
  (await send(sandbox, { method: 'POST', url: '/webservice/v1/desconectar_clientes', token, body })).json();
const loginOf = (id: string, sandbox = app) => sandbox.sandbox.table('demo', 'radusuarios').find((row) => row.id === id);
const success = (login: string) => ({ msg: [{ type: 'success', message: `Login ${login} desconectado com sucesso!` }] });
const DATETIME = /^2025-06-15 \d{2}:\d{2}:\d{2}$/;

/** A sandbox whose demo dataset is changed by `change` before it loads. */
function demoSandboxWith(change: (tables: FixtureTables) => void) {
  const build = (today: string) => {
    const tables = buildDemoDataset(today);
    change(tables);
    return tables;
  };
  return createIxcSandbox({ today: FIXED_TODAY, datasets: { demo: { token: SANDBOX_TOKENS.demo, build } } });
}

describe('desconectar_clientes', () => {
  it('takes the login offline at once, and its router back online after the delay', async () => {
    app.sandbox.setReconnectDelay(40);
    const before = loginOf(logins.mariaHome);
    expect(await disconnect({ id: logins.mariaHome })).toEqual(success('maria.silva'));
    const dropped = loginOf(logins.mariaHome);
    expect(dropped).toMatchObject({ online: 'N', motivo_desconexao: 'Admin-Reset', count_desconexao: '1' });
    expect(dropped?.ultima_conexao_final).toMatch(DATETIME);
    expect(dropped?.ultima_conexao_inicial).toBe(before?.ultima_conexao_inicial);
    expect(app.sandbox.pendingReconnects()).toBe(1);

    await vi.waitFor(() => expect(loginOf(logins.mariaHome)?.online).toBe('S'), { timeout: 2000, interval: 10 });
    const back = loginOf(logins.mariaHome);
    expect(back?.ultima_conexao_inicial).toMatch(DATETIME);
    expect(back?.ultima_conexao_inicial).not.toBe(before?.ultima_conexao_inicial);
    expect(back?.ultima_conexao_final).toBe(dropped?.ultima_conexao_final);
    expect(app.sandbox.pendingReconnects()).toBe(0);
  });

  it('waits five seconds by default, and reconnectNow skips the wait', async () => {
    expect(app.sandbox.reconnectDelayMs()).toBe(5000);
    await disconnect({ id: Number(logins.ana) });
    expect(loginOf(logins.ana)?.online).toBe('N');
    expect(app.sandbox.reconnectNow()).toBe(1);
    expect(loginOf(logins.ana)?.online).toBe('S');
    expect(app.sandbox.reconnectNow()).toBe(0);
  });

  it('records each disconnect, so a test can count effects', async () => {
    app.sandbox.resetStats();
    await disconnect({ id: logins.padaria });
    await disconnect({ id: logins.mariaShop });
    expect(app.sandbox.disconnects()).toEqual([
      { dataset: 'demo', loginId: logins.padaria, login: 'paoquente', at: expect.stringMatching(DATETIME), wasOnline: true },
      { dataset: 'demo', loginId: logins.mariaShop, login: 'maria.loja', at: expect.stringMatching(DATETIME), wasOnline: false },
    ]);
    expect(app.sandbox.stats().byResource.desconectar_clientes).toBe(2);
    app.sandbox.resetStats();
    expect(app.sandbox.disconnects()).toEqual([]);
  });

  it('succeeds without change for a login already offline', async () => {
    const before = loginOf(logins.mariaBlocked);
    expect(await disconnect({ id: logins.mariaBlocked })).toEqual(success('maria.valparaiso'));
    expect(loginOf(logins.mariaBlocked)).toEqual(before);
    expect(app.sandbox.pendingReconnects()).toBe(0);
  });

  it("refuses a missing, non-numeric or unknown id in IXC's msg list, with HTTP 200", async () => {
    const error = (message: string) => ({ msg: [{ type: 'error', message }] });
    expect(await disconnect({})).toEqual(error('Informe o ID do login a desconectar.'));
    expect(await disconnect({ id: '' })).toEqual(error('Informe o ID do login a desconectar.'));
    expect(await disconnect({ id: 'maria.silva' })).toEqual(error('ID de login inválido.'));
    expect(await disconnect({ id: '-3001' })).toEqual(error('ID de login inválido.'));
    expect(await disconnect({ id: '99999' })).toEqual(error('Login 99999 não encontrado.'));
    const response = await send(app, { method: 'POST', url: '/webservice/v1/desconectar_clientes', token: SANDBOX_TOKENS.demo, body: {} });
    expect(response.statusCode).toBe(200);
    expect(app.sandbox.disconnects()).toEqual([]);
    expect(loginOf(logins.mariaHome)?.online).toBe('S');
  });

  it("answers only from the token's dataset", async () => {
    expect(await disconnect({ id: logins.padaria }, app, SANDBOX_TOKENS.alt)).toMatchObject({ msg: [{ type: 'error' }] });
    expect(loginOf(logins.padaria)?.online).toBe('S');
  });

  it('needs Basic auth but no ixcsoft header', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/webservice/v1/desconectar_clientes', payload: { id: logins.ana } });
    expect(anonymous.statusCode).toBe(401);
    const inserir = wrap(
      await app.inject({
        method: 'POST',
        url: '/webservice/v1/desconectar_clientes',
        headers: { authorization: basicAuth(SANDBOX_TOKENS.demo), ixcsoft: 'inserir', 'content-type': 'application/json' },
        payload: { id: logins.ana },
      }),
    );
    expect(inserir.json()).toEqual(success('ana.lima'));
  });

  it('leaves the login of a blocked contract offline, as RADIUS refuses it', async () => {
    const blockedHome = demoSandboxWith((tables) => {
      const home = tables.cliente_contrato?.find((row) => row.id === DEMO_IDS.contracts.mariaActive);
      if (home) home.status_internet = 'CM';
    });
    try {
      expect(loginOf(logins.mariaHome, blockedHome)?.online).toBe('S');
      expect(await disconnect({ id: logins.mariaHome }, blockedHome)).toEqual(success('maria.silva'));
      expect(blockedHome.sandbox.reconnectNow()).toBe(1);
      expect(loginOf(logins.mariaHome, blockedHome)).toMatchObject({ online: 'N', motivo_desconexao: 'Admin-Reset' });
    } finally {
      await blockedHome.close();
    }
  });

  it('leaves a disabled login offline too', async () => {
    const disabled = demoSandboxWith((tables) => {
      const ana = tables.radusuarios?.find((row) => row.id === logins.ana);
      if (ana) ana.ativo = 'N';
    });
    try {
      await disconnect({ id: logins.ana }, disabled);
      disabled.sandbox.reconnectNow();
      expect(loginOf(logins.ana, disabled)?.online).toBe('N');
    } finally {
      await disabled.close();
    }
  });

  it('forgets waiting reconnects on reset', async () => {
    await disconnect({ id: logins.mariaHome });
    app.sandbox.reset();
    expect(app.sandbox.pendingReconnects()).toBe(0);
    expect(loginOf(logins.mariaHome)?.online).toBe('S');
  });
});

describe('/__sandbox/pppoe', () => {
  it('sets the reconnect delay, shows the disconnects and reconnects at once', async () => {
    const set = await app.inject({ method: 'POST', url: '/__sandbox/pppoe', payload: { reconnectDelayMs: 60_000 } });
    expect(set.json()).toEqual({ reconnectDelayMs: 60_000, pendingReconnects: 0, disconnects: [] });
    expect((await app.inject({ method: 'POST', url: '/__sandbox/pppoe', payload: { reconnectDelayMs: -1 } })).statusCode).toBe(400);
    await disconnect({ id: logins.ana });
    const shown = (await app.inject({ method: 'GET', url: '/__sandbox/pppoe' })).json();
    expect(shown).toMatchObject({ reconnectDelayMs: 60_000, pendingReconnects: 1, disconnects: [{ loginId: logins.ana }] });
    expect((await app.inject({ method: 'POST', url: '/__sandbox/pppoe/reconnect' })).json()).toEqual({ reconnected: 1 });
    expect(loginOf(logins.ana)?.online).toBe('S');
    app.sandbox.reset();
    expect(app.sandbox.reconnectDelayMs()).toBe(5000);
    expect(() => app.sandbox.setReconnectDelay(Number.NaN)).toThrow(RangeError);
  });
});
