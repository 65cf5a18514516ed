import { MESSAGES } from '@central/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route also takes an `application/x-www-form-urlencoded` body (a partner's callback) and parses it itself. */
    acceptsForm?: boolean;
  }
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A percent-escape of a control character (NUL to US, and DEL): no route of ours takes one. */
const ESCAPED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;
// eslint-disable-next-line no-control-regex -- matching control characters is what this pattern is for
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * What reaches a handler is well-formed (docs/decisions/013): a URL with no control characters, a body that is
 * JSON (415 otherwise, before anything runs) and holds no NUL, which Postgres and the ERP cannot store. Each
 * refusal is a 4xx with the generic pt-BR text, never a 500 from deep inside.
 */
export default fp(
  async function inputHygienePlugin(app: FastifyInstance) {
    // Fastify parses text/plain by default; a body we accept is JSON only.
    app.removeContentTypeParser('text/plain');

    app.addHook('onRequest', async (request) => {
      if (ESCAPED_CONTROL.test(request.url)) throw badRequest('INVALID_URL', MESSAGES.invalidRequest);
      if (BODY_METHODS.has(request.method) && hasBody(request) && !isJson(request.headers['content-type']) && !takesForm(request)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, MESSAGES.unsupportedMediaType);
      }
    });

    app.addHook('preValidation', async (request) => {
      if (request.body !== undefined && holdsControlCharacter(request.body, 0)) {
        throw badRequest('INVALID_CHARACTERS', MESSAGES.invalidRequest);
      }
    });
  },
  { name: 'input-hygiene' },
);

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function isJson(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
}

function takesForm(request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' && request.routeOptions.config.acceptsForm === true;
}

/** NUL and the other C0 controls except tab and line breaks, which a support message may hold. */
function holdsControlCharacter(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return CONTROL.test(value.replace(/[\t\n\r]/g, ''));
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => CONTROL.test(key) || holdsControlCharacter(item, depth + 1));
}
