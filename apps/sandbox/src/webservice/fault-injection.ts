import type { FastifyReply } from 'fastify';
import type { Faults } from '../faults';
import { GATEWAY_TIMEOUT, processingError } from './answers';
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
  // An overloaded IXC answers either its red HTML block with HTTP 200 or the proxy's 504 page.
  sendAnswer(reply, Math.random() < 0.5 ? processingError() : GATEWAY_TIMEOUT);
  return true;
}
