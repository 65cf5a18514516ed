import { Agent, createServer, get, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { stopListening } from './stop-listening';

/** An HTTP server on a free loopback port that answers 'ok'. */
async function listening(): Promise<Server> {
  const server = createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/**
 * A GET sent from a worker thread while this thread is blocked: the kernel completes the worker's connection and
 * queues it, but this thread runs no event-loop turn that could accept it. Resolves to what the worker read, or the
 * error its connection met.
 */
function queuedRequest(server: Server): Promise<string> {
  const { port } = server.address() as AddressInfo;
  const sent = new Int32Array(new SharedArrayBuffer(4));
  const client = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads');
    const socket = require('node:net').connect(workerData.port, '127.0.0.1', () => {
      socket.write('GET / HTTP/1.1\\r\\nHost: localhost\\r\\nConnection: close\\r\\n\\r\\n', () => {
        Atomics.store(workerData.sent, 0, 1);
        Atomics.notify(workerData.sent, 0);
      });
    });
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', (error) => (text = error.code));
    socket.on('close', () => parentPort.postMessage(text));`,
    { eval: true, workerData: { port, sent } },
  );
  const answer = new Promise<string>((resolve) => client.once('message', resolve)).finally(() => client.terminate());
  Atomics.wait(sent, 0, 0, 5_000);
  return answer;
}

describe('stopListening', () => {
  it('answers a connection the kernel had queued, then refuses new ones', async () => {
    const server = await listening();
    const { port } = server.address() as AddressInfo;
    const answer = queuedRequest(server);
    await stopListening(server);
    expect(await answer).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*\r\n\r\nok$/);
    const late = await new Promise<string>((resolve) => {
      get({ host: '127.0.0.1', port, path: '/', agent: false }, () => resolve('answered')).on('error', (error: NodeJS.ErrnoException) =>
        resolve(error.code ?? 'error'),
      );
    });
    expect(late).toBe('ECONNREFUSED');
  });

  it('closes the port before any idle keep-alive connection, which the server closes afterwards', async () => {
    const server = await listening();
    const { port } = server.address() as AddressInfo;
    const accepted = new Promise<Socket>((resolve) => server.once('connection', resolve));
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((resolve) =>
      get({ host: '127.0.0.1', port, path: '/', agent }, (response) => response.resume().on('end', resolve)),
    );
    const idle = await accepted;
    await stopListening(server);
    expect(server.listening).toBe(false);
    expect(idle.destroyed).toBe(false);
    server.close();
    expect(idle.destroyed).toBe(true);
    agent.destroy();
  });

  it('is needed: closing the port at once resets the queued connection', async () => {
    const server = await listening();
    const answer = queuedRequest(server);
    server.close();
    expect(await answer).toMatch(/^(ECONNRESET|EPIPE)$/);
  });
});
