import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';

describe('server logs', () => {
  it('log each request and mask personal data in URLs, messages and fields, never failing the request', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const options = loggerOptions('info') as object;
    const app = Fastify({ logger: { ...options, stream } });
    app.get('/api/lookup/:document', async (request) => {
      request.log.info({ body: { password: 'demo123', email: 'maria.silva@example.com' } }, 'looked up 529.982.247-25');
      return { ok: true };
    });
    const response = await app.inject({
      url: '/api/lookup/52998224725',
      headers: { authorization: 'Bearer secret', cookie: 'validToken=abc' },
    });
    expect(response.statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('"url":"/api/lookup/***.982.***-**"');
    expect(log).toContain('looked up ***.982.***-**');
    expect(log).toContain('"password":"[redacted]"');
    expect(log).toContain('"email":"m***@example.com"');
    expect(log).not.toMatch(/52998224725|529\.982\.247-25|demo123|maria\.silva|secret|validToken=abc/);
    await app.close();
  });

  it('mask download tokens, escaped e-mails and secret query parameters in request URLs', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream } });
    app.get('/*', async () => ({ ok: true }));
    const token = 'eyJ0aWQiOiJkZW1vIiwiY2lkIjoiMTAwMSJ9.Zq7n0c8mJwqYb2Jb1k3Qk8l3s9d0f8g7h6j5k4l3m2n1';
    await app.inject({ url: `/api/central/customer/download/invoice/${token}` });
    await app.inject({ url: '/api/lookup?email=maria.silva%40example.com&password=demo123&token=abc123' });
    const log = lines.join('');
    expect(log).toContain('"url":"/api/central/customer/download/invoice/[redacted]"');
    expect(log).toContain('"url":"/api/lookup?email=m***%40example.com&password=[redacted]&token=[redacted]"');
    expect(log).not.toMatch(/eyJ0aWQi|maria\.silva|demo123|abc123/);
    await app.close();
  });
});
