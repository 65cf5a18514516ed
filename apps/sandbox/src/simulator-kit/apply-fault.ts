import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answer } from './answer';
import type { StagedFault } from './fault-queue';
import type { LoggedRequest } from './logged-request';

/** The fault took the call over and will never answer. */
export const HUNG = Symbol('hung');

export interface FaultTarget {
  request: FastifyRequest;
  reply: FastifyReply;
  entry: LoggedRequest<string, string>;
  /** Calls still hanging, released (their sockets destroyed) when the simulator closes. */
  hanging: Set<() => void>;
  /** The body a staged `status` answers with. */
  statusAnswer: (status: number) => Answer;
}

/** Waits a staged delay, then hangs or answers a staged status; undefined when the call goes on normally. */
export async function applyFault(fault: StagedFault, target: FaultTarget): Promise<Answer | typeof HUNG | undefined> {
  const { request, reply, entry, hanging } = target;
  if (fault.delayMs) {
    entry.fault = 'delay';
    await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  }
  if (fault.hang) {
    entry.fault = 'hang';
    reply.hijack();
    await new Promise<void>((resolve) => {
      const release = () => {
        hanging.delete(release);
        if (!request.raw.socket.destroyed) request.raw.socket.destroy();
        resolve();
      };
      hanging.add(release);
      request.raw.socket.once('close', release);
    });
    return HUNG;
  }
  if (fault.status) {
    entry.fault = 'status';
    return target.statusAnswer(fault.status);
  }
  return undefined;
}
