import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFaultQueue } from './fault-queue';
import { createSimulatorServer, type SimulatorServer } from './simulator-server';
import type { StagedFault } from './fault-queue';
import type { LoggedRequest } from './logged-request';
import { sandboxControl } from './test-client';

type Route = 'hello' | 'count';
interface Entry extends LoggedRequest<Route> {
  caller?: string;
}

let served = 0;
let resets = 0;
let simulator: SimulatorServer<Route, StagedFault, Entry>;
let origin: string;

beforeEach(async () => {
  served = 0;
  resets = 0;
  simulator = createSimulatorServer<Route, StagedFault, Entry>({
    name: 'Kit',
    routes: ['hello', 'count'],
    now: () => new Date('2026-01-02T03:04:05Z'),
    faultAnswer: (status, route) => ({ status, body: { failed: route } }),
    describe: (request) => ({ caller: request.headers['x-caller'] as string | undefined }),
    onReset: () => resets++,
  });
  simulator.route('GET', '/hello', 'hello', () => ({ status: 200, body: { hello: 'world' } }));
  simulator.route('POST', '/count', 'count', () => ({ status: 201, body: { served: ++served } }));
  origin = await simulator.listen();
});

afterEach(() => simulator.close());

const hello = () => fetch(`${origin}/hello?email=someone@example.com`, { headers: { 'x-caller': 'isp-1' } });
const control = (path: string, body?: unknown) => sandboxControl(origin, path, body);

describe('the fault queue', () => {
  it('applies a fault `times` times, oldest first, and refuses unknown routes and bad counts', () => {
    const queue = createFaultQueue<Route>(['hello', 'count']);
    queue.add('hello', { status: 500, times: 2 });
    queue.add('hello', { hang: true });
    expect([queue.take('hello'), queue.take('hello'), queue.take('hello'), queue.take('hello')]).toEqual([
      { status: 500, times: 2 },
      { status: 500, times: 2 },
      { hang: true },
      undefined,
    ]);
    expect(() => queue.add('other' as Route, { status: 500 })).toThrow('unknown route other');
    expect(() => queue.add('hello', { status: 500, times: 0 })).toThrow('times must be a positive integer');
  });
});

describe('a simulated route', () => {
  it('answers JSON and logs the call without its query string', async () => {
    const answer = await hello();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await answer.json()).toEqual({ hello: 'world' });
    expect(simulator.requests()).toEqual([
      { at: new Date('2026-01-02T03:04:05Z'), method: 'GET', route: 'hello', path: '/hello', caller: 'isp-1', status: 200 },
    ]);
  });

  it('answers a staged status with the simulator’s body, once, without running the handler', async () => {
    simulator.failNext('count', { status: 503 });
    const failed = await fetch(`${origin}/count`, { method: 'POST' });
    expect([failed.status, await failed.json()]).toEqual([503, { failed: 'count' }]);
    expect(served).toBe(0);
    expect((await fetch(`${origin}/count`, { method: 'POST' })).status).toBe(201);
    expect(simulator.requests().map((entry) => [entry.status, entry.fault])).toEqual([
      [503, 'status'],
      [201, undefined],
    ]);
  });

  it('runs the handler before failing the answer when the fault comes after processing', async () => {
    simulator.failNext('count', { status: 500, afterProcessing: true });
    expect((await fetch(`${origin}/count`, { method: 'POST' })).status).toBe(500);
    expect(served).toBe(1);
  });

  it('answers 404 with no body on an unknown path', async () => {
    const answer = await fetch(`${origin}/nowhere`);
    expect([answer.status, await answer.text()]).toEqual([404, '']);
  });
});

describe('a staged hang', () => {
  it('never answers, logs a null status, and is released when the simulator closes', async () => {
    const other = createSimulatorServer<Route>({ name: 'Other', routes: ['hello', 'count'], faultAnswer: (status) => ({ status }) });
    other.route('GET', '/hello', 'hello', () => ({ status: 200, body: {} }));
    const otherOrigin = await other.listen();
    other.failNext('hello', { hang: true });
    const attempt = fetch(`${otherOrigin}/hello`).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(other.requests()).toMatchObject([{ route: 'hello', status: null, fault: 'hang' }]);
    await other.close();
    expect(await attempt).toBeInstanceOf(Error);
  });
});

describe('the HTTP controls', () => {
  it('stage a fault (204) and refuse a missing route, an unknown route or a bad count (400)', async () => {
    expect((await control('faults', { route: 'hello', fault: { status: 502 } })).status).toBe(204);
    expect((await hello()).status).toBe(502);
    const missing = await control('faults', { fault: { status: 500 } });
    expect([missing.status, await missing.json()]).toEqual([400, { error: 'route and fault are required' }]);
    const unknown = await control('faults', { route: 'nope', fault: { status: 500 } });
    expect([unknown.status, await unknown.json()]).toEqual([400, { error: 'unknown route nope' }]);
    expect((await control('faults', { route: 'hello', fault: { status: 500, times: -1 } })).status).toBe(400);
  });

  it('reset forgets staged faults and the log, then the simulator’s own data (204)', async () => {
    simulator.failNext('hello', { status: 500 });
    await fetch(`${origin}/count`, { method: 'POST' });
    expect((await control('reset')).status).toBe(204);
    expect(simulator.requests()).toEqual([]);
    expect(resets).toBe(1);
    expect((await hello()).status).toBe(200);
  });
});
