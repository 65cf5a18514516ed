import { Agent, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askOnce } from './invoice-clients';

/**
 * A server that answers the first request of each connection and keeps it alive, then drops the connection under the
 * next request unanswered: what a shutting-down server's closing of idle connections does to a request written at that
 * instant.
 */
const server = createServer((request, response) => {
  const socket = request.socket as typeof request.socket & { answered?: boolean };
  if (socket.answered) socket.destroy();
  else {
    socket.answered = true;
    response.end('ok');
  }
});
let url: URL;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('askOnce', () => {
  it('says a request went out on a reused connection when it waited for one and was handed it freed', async () => {
    // One connection for two requests: the second waits in the agent's queue and is handed the connection the first
    // freed, which Node does not flag as reused (request.reusedSocket stays false).
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const [first, second] = await Promise.all([askOnce(agent, url, {}), askOnce(agent, url, {})]);
    agent.destroy();

    expect(first).toMatchObject({ statusCode: 200, reusedConnection: false });
    expect(second.error?.code).toBe('ECONNRESET');
    expect(second.reusedConnection).toBe(true);
  });

  it('says a request on a new connection is not on a reused one, even when it fails', async () => {
    const agent = new Agent({ keepAlive: false });
    const outcomes = [await askOnce(agent, url, {}), await askOnce(agent, url, {})];
    agent.destroy();

    expect(outcomes.map((outcome) => [outcome.statusCode, outcome.reusedConnection])).toEqual([
      [200, false],
      [200, false],
    ]);
  });
});
