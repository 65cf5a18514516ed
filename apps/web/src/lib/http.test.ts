import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, dropEarlyReads, earlyAnswerOf, http, readEarly, setTenantClientId } from './http';

function answer(status: number, body?: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  setTenantClientId(null);
});

describe('http', () => {
  it('sends the tenant client_id, cookies and JSON', async () => {
    const fetch = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    setTenantClientId('demo');
    await expect(http.post('/api/central/sign-in', { password: 'x' })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith('/api/central/sign-in', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', client_id: 'demo' },
      body: '{"password":"x"}',
    });
  });

  it("turns an error answer into an ApiError with the server's message", async () => {
    vi.stubGlobal('fetch', answer(400, { code: 'CURRENT_PASSWORD_INVALID', message: 'Senha atual inválida' }));
    await expect(http.get('/x')).rejects.toEqual(new ApiError(400, 'CURRENT_PASSWORD_INVALID', 'Senha atual inválida'));
  });

  it('keeps the texts a form call gives for each field', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { code: 'INVALID', message: 'Dados inválidos', fields: { alias: 'Por favor, informe um Aliás', n: 1 } }),
    );
    await expect(http.put('/x')).rejects.toMatchObject({ status: 400, fields: { alias: 'Por favor, informe um Aliás' } });
  });

  it('sends PATCH with a JSON body and DELETE without one', async () => {
    const fetch = answer(204);
    vi.stubGlobal('fetch', fetch);
    await http.patch('/x', { suspended: true });
    await http.delete('/y');
    expect(fetch).toHaveBeenNthCalledWith(1, '/x', expect.objectContaining({ method: 'PATCH', body: '{"suspended":true}' }));
    expect(fetch).toHaveBeenNthCalledWith(2, '/y', expect.objectContaining({ method: 'DELETE', body: undefined }));
  });

  it('uses the generic text for a 5xx without body and for a network failure', async () => {
    vi.stubGlobal('fetch', answer(502));
    await expect(http.get('/x')).rejects.toMatchObject({ status: 502, message: 'Falha ao se comunicar com o servidor' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(http.get('/x')).rejects.toMatchObject({ status: 0, message: 'Falha ao se comunicar com o servidor' });
  });

  it('answers undefined for 204 No Content', async () => {
    vi.stubGlobal('fetch', answer(204));
    await expect(http.post('/api/central/sign-out')).resolves.toBeUndefined();
  });
});

describe('early reads', () => {
  afterEach(() => {
    dropEarlyReads();
    vi.useRealTimers();
  });

  it('answers the next GET of the same path from a read started earlier, once', async () => {
    const fetch = answer(200, { invoices: [] });
    vi.stubGlobal('fetch', fetch);
    void readEarly('/api/central/customer/list');
    void readEarly('/api/central/customer/list');
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(http.get('/api/central/customer/list')).resolves.toEqual({ invoices: [] });
    expect(fetch).toHaveBeenCalledTimes(1);
    await http.get('/api/central/customer/list');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("gives the taker the early read's failure, and nobody an unhandled one", async () => {
    vi.stubGlobal('fetch', answer(401, { code: 'UNAUTHORIZED', message: 'Sessão expirada' }));
    void readEarly('/a');
    await expect(http.get('/a')).rejects.toEqual(new ApiError(401, 'UNAUTHORIZED', 'Sessão expirada'));
    void readEarly('/b');
    dropEarlyReads();
  });

  it('asks again once the early reads were dropped, or went stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    void readEarly('/dropped');
    dropEarlyReads();
    await http.get('/dropped');
    expect(fetch).toHaveBeenCalledTimes(2);
    void readEarly('/stale');
    vi.setSystemTime(Date.now() + 10_000);
    await http.get('/stale');
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('gives the answer of an early read once it is in, not while under way, failed, taken or stale', async () => {
    const releases: Array<() => void> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (path: string) =>
          new Promise<Response>((resolve) =>
            releases.push(() => resolve(new Response(JSON.stringify({ path }), { status: path === '/failed' ? 500 : 200 }))),
          ),
      ),
    );
    const invoice = readEarly('/invoice');
    const failed = readEarly('/failed');
    expect(earlyAnswerOf('/invoice')).toBeUndefined();
    releases[0]!();
    releases[1]!();
    await invoice;
    await failed.catch(() => undefined);
    await vi.waitFor(() => expect(earlyAnswerOf('/invoice')).toEqual({ answer: { path: '/invoice' } }));
    expect(earlyAnswerOf('/failed')).toBeUndefined();
    expect(earlyAnswerOf('/never-read')).toBeUndefined();
    // The page takes it through its own GET, which asks nothing again.
    await expect(http.get('/invoice')).resolves.toEqual({ path: '/invoice' });
    expect(earlyAnswerOf('/invoice')).toBeUndefined();
    expect(releases).toHaveLength(2);

    vi.useFakeTimers({ toFake: ['Date'] });
    void readEarly('/old');
    releases[2]!();
    await vi.waitFor(() => expect(earlyAnswerOf('/old')).toEqual({ answer: { path: '/old' } }));
    vi.setSystemTime(Date.now() + 10_000);
    expect(earlyAnswerOf('/old')).toBeUndefined();
  });
});
