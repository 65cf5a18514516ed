import { WATCH_CALLBACK_PATH } from '@central/domain';
import type { FastifyRequest } from 'fastify';

/** The callback's absolute URL as this request's browser reaches us (behind TRUST_PROXY, the forwarded scheme and host). */
export const watchCallbackUrl = (request: FastifyRequest) => `${request.protocol}://${request.host}${WATCH_CALLBACK_PATH}`;
