import { PassThrough } from 'node:stream';
import type supertest from 'supertest';
import { expect } from 'vitest';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Keeps every answer a suite receives and every log line the app writes (pino at trace), so that the suite
 * can prove at the end that no secret ever left the server.
 */
export function recordCalls() {
  const stream = new PassThrough();
  const logLines: string[] = [];
  const answers: string[] = [];
  stream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
  return {
    /** The `logger` option of startTestApp. */
    logger: { level: 'trace', stream },
    async call(client: supertest.Agent, method: Method, url: string, body?: object) {
      const request = client[method](url);
      const response = body === undefined ? await request : await request.send(body);
      answers.push(response.text);
      return response;
    },
    /** The log lines so far (for what may be answered to its owner but never logged). */
    logLines: () => [...logLines],
    /** Asserts that none of `secrets` is in an answer or a log line, after at least `atLeast` of each. */
    expectNoneOf(secrets: string[], atLeast: number) {
      expect(answers.length).toBeGreaterThan(atLeast);
      expect(logLines.length).toBeGreaterThan(atLeast);
      for (const secret of secrets) {
        expect(answers.filter((text) => text.includes(secret))).toEqual([]);
        expect(logLines.filter((line) => line.includes(secret))).toEqual([]);
      }
    },
  };
}
