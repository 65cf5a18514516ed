import type { FastifyReply } from 'fastify';

/** What a simulated route answers. */
export interface Answer {
  status: number;
  /** Sent as JSON unless `contentType` is given (then sent as is: a string or a Buffer); no body when undefined. */
  body?: unknown;
  headers?: Record<string, string>;
  contentType?: string;
}

export function sendAnswer(reply: FastifyReply, answer: Answer): FastifyReply {
  reply.code(answer.status).headers(answer.headers ?? {});
  if (answer.body === undefined) return reply.send();
  if (answer.contentType) return reply.type(answer.contentType).send(answer.body);
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer.body));
}
