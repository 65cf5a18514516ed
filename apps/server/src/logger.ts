import type { FastifyServerOptions } from 'fastify';
import { maskText, maskUrl, maskValue } from './lib/log-masking';

/**
 * pino with personal data masked (decision 8): request URLs and every logged value pass through the
 * masking, and secret-bearing headers are redacted.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      // Error messages quote URLs and inputs (a bad escape, a refused value): they are masked like the rest.
      err: (error: Error & { code?: string; statusCode?: number }) => ({
        type: error.name,
        message: maskText(error.message ?? ''),
        stack: maskText(error.stack ?? ''),
        ...(error.code ? { code: error.code } : {}),
        ...(error.statusCode ? { statusCode: error.statusCode } : {}),
      }),
      req: (request) => ({
        method: request.method,
        url: maskUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    formatters: {
      log: (object) => maskValue(object) as Record<string, unknown>,
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? maskText(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
}
