import type { FastifyReply } from 'fastify';
import type { IxcAnswer } from './answers';

export function sendAnswer(reply: FastifyReply, answer: IxcAnswer): FastifyReply {
  return reply.code(answer.statusCode).header('content-type', answer.contentType).send(answer.body);
}
