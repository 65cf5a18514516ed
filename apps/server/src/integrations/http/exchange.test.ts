import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sharedAgent } from './agents';
import { deadlineIn, msLeft, retryWithin } from './deadline';
import { answerText, exchange, EXCHANGE_LOG_MESSAGE, type ExchangeLogLine, formBody, type HttpRequest, parseJson } from './exchange';
import { HttpTransportError, timedOut, transportError, type TransportReason } from './transport-error';

/** What the loopback server does with the next requests, by path. */
type Behaviour = (request: IncomingMessage, response: ServerResponse, body: string) => void;
const behaviours = new Map<string, Behaviour>();
const received: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
let server: Server;
let origin: string;
let closedOrigin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      (behaviours.get(path) ?? ((_, res) => res.writeHead(404).end()))(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A port that was just free: nothing listens there.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedOrigin = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise((resolve) => probe.close(resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  behaviours.clear();
  received.length = 0;
});

const json = (status: number, value: unknown, delayMs = 0): Behaviour => {
  return (_, response) => {
    setTimeout(() => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value)), delayMs);
  };
};
const never: Behaviour = () => undefined;

const send = (path: string, overrides: Partial<HttpRequest> = {}) =>
  exchange({ method: 'GET', url: `${origin}${path}`, headers: {}, timeoutMs: 1_000, dispatcher: sharedAgent('partners'), ...overrides });

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof HttpTransportError ? error.reason : `not a transport error: ${String(error)}`),
  );

describe('exchange', () => {
  it('sends the request as built and reads the whole answer', async () => {
    behaviours.set('/echo', (request, response, body) =>
      response.writeHead(201, { 'content-type': 'application/json', 'x-seen': request.headers['x-case'] ?? '' }).end(body),
    );
    const answer = await send('/echo?a=1', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-case': 'Kept' },
      body: JSON.stringify({ name: 'Maria', amount: 10 }),
    });
    expect(received).toEqual([expect.objectContaining({ method: 'POST', url: '/echo?a=1', body: '{"name":"Maria","amount":10}' })]);
    expect(received[0]!.headers).toMatchObject({ 'content-type': 'application/json', 'x-case': 'Kept', 'content-length': '28' });
    expect(answer.status).toBe(201);
    expect(answer.headers['x-seen']).toBe('Kept');
    expect(parseJson(answerText(answer))).toEqual({ name: 'Maria', amount: 10 });
  });

  it('sends no body when there is none', async () => {
    behaviours.set('/empty', (_, response) => response.writeHead(204).end());
    const answer = await send('/empty');
    expect(received[0]!.headers['content-length']).toBeUndefined();
    expect(received[0]!.headers['transfer-encoding']).toBeUndefined();
    expect(answer.bytes).toHaveLength(0);
    expect(parseJson(answerText(answer))).toBeUndefined();
  });

  it('decodes UTF-8 without its BOM, and Latin-1 when asked', async () => {
    behaviours.set('/utf8', (_, response) => response.end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('"São Paulo"')])));
    behaviours.set('/latin1', (_, response) => response.end(Buffer.from('Não disponível', 'latin1')));
    expect(parseJson(answerText(await send('/utf8')))).toBe('São Paulo');
    expect(answerText(await send('/latin1'), 'latin1')).toBe('Não disponível');
  });
});

describe('timeout classification', () => {
  it('says deadline when the whole answer is not in within timeoutMs', async () => {
    behaviours.set('/slow', json(200, {}, 2_000));
    const started = Date.now();
    expect(await reasonOf(send('/slow', { timeoutMs: 150 }))).toBe('deadline');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('says deadline when the body stalls past it, after the headers came', async () => {
    behaviours.set('/stall', (_, response) => response.writeHead(200).write('{"partial":'));
    expect(await reasonOf(send('/stall', { timeoutMs: 150 }))).toBe('deadline');
  });

  it("says response_timeout for undici's own headers and body timeouts", async () => {
    const impatient = new Agent({ headersTimeout: 100, bodyTimeout: 100 });
    behaviours.set('/slow', json(200, {}, 2_000));
    behaviours.set('/stall', (_, response) => response.writeHead(200).write('{"partial":'));
    expect(await reasonOf(send('/slow', { dispatcher: impatient, timeoutMs: 5_000 }))).toBe('response_timeout');
    expect(await reasonOf(send('/stall', { dispatcher: impatient, timeoutMs: 5_000 }))).toBe('response_timeout');
    await impatient.destroy();
  });

  it('says refused when nothing listens, and keeps the host and port as detail', async () => {
    const failure = await send('/', { url: `${closedOrigin}/any` }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpTransportError);
    expect(failure).toMatchObject({ reason: 'refused', message: 'no answer (refused)' });
    expect((failure as HttpTransportError).detail).toMatch(/ECONNREFUSED 127\.0\.0\.1:\d+/);
  });

  it('says dropped when the connection closes before an answer', async () => {
    behaviours.set('/drop', (request) => request.socket.destroy());
    expect(await reasonOf(send('/drop'))).toBe('dropped');
  });

  it.each([
    [{ code: 'UND_ERR_CONNECT_TIMEOUT', name: 'ConnectTimeoutError' }, 'connect_timeout'],
    [{ code: 'ENOTFOUND' }, 'refused'],
    [{ code: 'EAI_AGAIN' }, 'refused'],
    [{ code: 'EHOSTUNREACH' }, 'unreachable'],
    [{ code: 'ENETUNREACH' }, 'unreachable'],
    [{ code: 'CERT_HAS_EXPIRED' }, 'tls'],
    [{ code: 'ERR_SSL_WRONG_VERSION_NUMBER' }, 'tls'],
    [{ code: 'UND_ERR_HEADERS_TIMEOUT', name: 'HeadersTimeoutError' }, 'response_timeout'],
    [{ code: 'UND_ERR_BODY_TIMEOUT', name: 'BodyTimeoutError' }, 'response_timeout'],
    [{ name: 'TimeoutError' }, 'deadline'],
    [{ name: 'AbortError', code: 'UND_ERR_ABORTED' }, 'deadline'],
    [{ message: 'fetch failed', cause: { code: 'ECONNREFUSED' } }, 'refused'],
    [{ code: 'ECONNRESET' }, 'dropped'],
    [{ code: 'UND_ERR_SOCKET', name: 'SocketError' }, 'dropped'],
  ])('reads %j as %s', (error, reason) => {
    expect(transportError(Object.assign(new Error('x'), error)).reason).toBe(reason);
  });

  it('counts only response timeouts and the deadline as timed out: a connect timeout sent nothing', () => {
    const reasons: TransportReason[] = ['refused', 'unreachable', 'tls', 'connect_timeout', 'response_timeout', 'deadline', 'dropped'];
    expect(reasons.filter(timedOut)).toEqual(['response_timeout', 'deadline']);
  });
});

describe('a deadline across retries', () => {
  const retryingCall = (path: string, budgetMs: number, retries: number) => {
    const deadline = deadlineIn(budgetMs);
    return retryWithin(
      deadline,
      { retries, basePauseMs: 40, retryable: (error) => error instanceof Error && error.message === 'HTTP 503' },
      (left) =>
        send(path, { timeoutMs: msLeft(left) }).then((answer) => {
          if (answer.status === 503) throw new Error('HTTP 503');
          return answer;
        }),
    );
  };

  it('tries again after a retryable failure and answers the success', async () => {
    let calls = 0;
    behaviours.set('/flaky', (_, response) => (++calls === 1 ? response.writeHead(503).end() : response.writeHead(200).end('{"ok":true}')));
    const answer = await retryingCall('/flaky', 1_000, 2);
    expect(parseJson(answerText(answer))).toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it('gives the later attempts only what the deadline leaves, so the call never outlives it', async () => {
    let calls = 0;
    behaviours.set('/then-slow', (request, response) => {
      if (++calls === 1) response.writeHead(503).end();
      else never(request, response, '');
    });
    const started = Date.now();
    expect(await reasonOf(retryingCall('/then-slow', 400, 3))).toBe('deadline');
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(380);
    // Without the deadline the second attempt would wait for ever.
    expect(took).toBeLessThan(1_500);
    expect(calls).toBe(2);
  });

  it('stops when the retries are spent, or when the next pause would end past the deadline', async () => {
    behaviours.set('/down', (_, response) => response.writeHead(503).end());
    await expect(retryingCall('/down', 5_000, 2)).rejects.toThrow('HTTP 503');
    expect(received.filter(({ url }) => url === '/down')).toHaveLength(3);
    // Failures at once, 40 ms base pause, doubling: the third pause (80 to 160 ms) cannot fit in what is left of 150 ms.
    let attempts = 0;
    const policy = { retries: 10, basePauseMs: 40, retryable: () => true };
    await expect(retryWithin(deadlineIn(150), policy, () => Promise.reject(new Error(`failure ${++attempts}`)))).rejects.toThrow(
      /^failure [23]$/,
    );
  });

  it('never tries again a failure that is not retryable', async () => {
    behaviours.set('/refusal', (_, response) => response.writeHead(400).end());
    const deadline = deadlineIn(1_000);
    await expect(
      retryWithin(deadline, { retries: 3, basePauseMs: 10, retryable: () => false }, () =>
        send('/refusal').then(() => Promise.reject(new Error('refused'))),
      ),
    ).rejects.toThrow('refused');
    expect(received.filter(({ url }) => url === '/refusal')).toHaveLength(1);
  });
});

describe('masked logging', () => {
  const logged: ExchangeLogLine[] = [];
  const log = { debug: (line: ExchangeLogLine, message: string) => void (message === EXCHANGE_LOG_MESSAGE && logged.push(line)) };
  beforeEach(() => (logged.length = 0));

  it('notes each exchange with the URL masked and neither headers nor bodies', async () => {
    behaviours.set('/users', json(200, { password: 'p4ss-w0rd' }));
    await send('/users?access_token=abcdef&email=maria.souza%40example.com&cpf=529.982.247-25&page=2', {
      method: 'POST',
      headers: { authorization: 'Bearer s3cr3t-t0ken' },
      body: '{"password":"p4ss-w0rd"}',
      log,
    });
    expect(logged).toEqual([
      {
        method: 'POST',
        url: `${origin}/users?access_token=[redacted]&email=m***%40example.com&cpf=***.982.***-**&page=2`,
        ms: expect.any(Number) as number,
        status: 200,
      },
    ]);
    expect(JSON.stringify(logged)).not.toMatch(/s3cr3t|p4ss|abcdef|maria\.souza|529\.982\.247-25/);
  });

  it('masks a token carried in the path, and notes a failure by its reason', async () => {
    behaviours.set('/slow', json(200, {}, 1_000));
    const token = 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4';
    await send(`/files/${token}`, { log });
    await reasonOf(send('/slow', { log, timeoutMs: 50 }));
    expect(logged.map(({ url, status, failure }) => ({ url, status, failure }))).toEqual([
      { url: `${origin}/files/[redacted]`, status: 404, failure: undefined },
      { url: `${origin}/slow`, status: undefined, failure: 'deadline' },
    ]);
  });
});

describe('bodies', () => {
  it('encodes a form, lists as repeated name[] fields', () => {
    expect(formBody({ userid: 'maria.souza', email: 'm@example.com', groups: ['contract-42', 'a b'] })).toBe(
      'userid=maria.souza&email=m%40example.com&groups%5B%5D=contract-42&groups%5B%5D=a+b',
    );
  });

  it('reads blank or broken JSON as undefined', () => {
    expect(parseJson('  ')).toBeUndefined();
    expect(parseJson('{"a":')).toBeUndefined();
    expect(parseJson(' [1] ')).toEqual([1]);
  });
});
