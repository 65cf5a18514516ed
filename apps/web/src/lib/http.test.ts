import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, dropEarlyReads, earlyAnswerOf, http, newActionKey, readEarly, setTenantClientId } from './http';

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

describe('actions done once (Idempotency-Key)', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  /** A fetch that answers each call with the next of `statuses` when released, and remembers each call's key. */
  function server(...statuses: number[]) {
    const keys: string[] = [];
    const releases: Array<() => void> = [];
    const fetch = vi.fn((_path: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key'] ?? '');
      const status = statuses.shift() ?? 200;
      if (status === 0) return Promise.reject(new TypeError('Failed to fetch'));
      return new Promise<Response>((resolve) => releases.push(() => resolve(new Response('{}', { status }))));
    });
    vi.stubGlobal('fetch', fetch);
    const releaseAll = () => releases.splice(0).forEach((release) => release());
    return { keys, releaseAll };
  }
  const settled = (promise: Promise<unknown>) => promise.catch(() => undefined);

  it('sends a new UUID as the Idempotency-Key of each action, and none on a plain POST', async () => {
    const { keys, releaseAll } = server();
    const first = http.postOnce('/send', { message: 'Oi' });
    const plain = http.post('/sign-in', {});
    releaseAll();
    await Promise.all([first, plain]);
    const second = http.postOnce('/send', { message: 'Oi' });
    releaseAll();
    await second;
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe('');
    expect(keys[2]).toMatch(UUID);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends the same submission again under the same key while the first is under way (a double click)', async () => {
    const { keys, releaseAll } = server();
    const first = http.postOnce('/send', { message: 'Oi' });
    const again = http.postOnce('/send', { message: 'Oi' });
    const other = http.postOnce('/send', { message: 'Olá' });
    const patched = http.patchOnce('/send', { message: 'Oi' });
    releaseAll();
    await Promise.all([first, again, other, patched]);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(3);
  });

  it.each([
    ['no connection', 0],
    ['a server failure', 503],
    ['a limit', 429],
  ])('retries under the same key after %s', async (_case, status) => {
    const { keys, releaseAll } = server(status, 200);
    const failed = settled(http.postOnce('/send', { message: 'Oi' }));
    releaseAll();
    await failed;
    const retried = http.postOnce('/send', { message: 'Oi' });
    releaseAll();
    await retried;
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('retries under the same key while the server says the first is still under way', async () => {
    const { keys } = server();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) => {
        keys.push((init.headers as Record<string, string>)['Idempotency-Key']!);
        return new Response(JSON.stringify({ code: 'IDEMPOTENCY_KEY_IN_PROGRESS', message: 'Aguarde' }), { status: 409 });
      }),
    );
    await settled(http.postOnce('/send', { message: 'Oi' }));
    await settled(http.postOnce('/send', { message: 'Oi' }));
    expect(keys[1]).toBe(keys[0]);
  });

  it('starts a new action after a final refusal', async () => {
    const { keys, releaseAll } = server(409, 200);
    const refused = settled(http.postOnce('/send', { message: 'Oi' }));
    releaseAll();
    await refused;
    const next = http.postOnce('/send', { message: 'Oi' });
    releaseAll();
    await next;
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('makes a UUID also where crypto.randomUUID is missing (a page not served over HTTPS)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const keys = [newActionKey(), newActionKey()];
    vi.unstubAllGlobals();
    for (const key of keys) expect(key).toMatch(UUID);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
