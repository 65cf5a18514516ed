import type { FastifyReply } from 'fastify';
import type { ErrorAnswer, Faults } from '../faults';
import { BAD_GATEWAY, GATEWAY_TIMEOUT, processingError, SERVICE_UNAVAILABLE, TOO_MANY_CONNECTIONS, type IxcAnswer } from './answers';
import { sendAnswer } from './send-answer';

/**
 * Applies the current faults before a request is answered. Returns true when the fault already dealt with
 * the request (connection dropped or overload answered).
 */
export async function injectFaults(faults: Faults, reply: FastifyReply): Promise<boolean> {
  if (faults.down) {
    // Destroying the response drops the socket on a real server and rejects an `inject` with ECONNRESET.
    reply.hijack();
    reply.raw.destroy();
    return true;
  }
  if (faults.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.latencyMs));
  if (Math.random() >= faults.errorRate) return false;
  sendAnswer(reply, overloadAnswer(faults.errorAnswer));
  return true;
}

function overloadAnswer(kind: ErrorAnswer): IxcAnswer {
  switch (kind) {
    case 'mixed':
      // An overloaded IXC answers either its red HTML block with HTTP 200 or the proxy's 504 page.
      return Math.random() < 0.5 ? processingError() : GATEWAY_TIMEOUT;
    case 'html':
      return processingError();
    case 'text':
      return TOO_MANY_CONNECTIONS;
    case 'http-500':
      return processingError(500);
    case 'http-502':
      return BAD_GATEWAY;
    case 'http-503':
      return SERVICE_UNAVAILABLE;
    case 'http-504':
      return GATEWAY_TIMEOUT;
  }
}

/** Holds the answer of a request that is not a listing after it was carried out (`writeAnswerDelayMs`). */
export async function delayWriteAnswer(faults: Faults, listing: boolean): Promise<void> {
  if (listing || faults.writeAnswerDelayMs <= 0) return;
  await new Promise((resolve) => setTimeout(resolve, faults.writeAnswerDelayMs));
}
