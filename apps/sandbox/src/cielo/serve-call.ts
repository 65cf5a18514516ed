import type { FastifyReply, FastifyRequest } from 'fastify';
import { CieloFailure, merchantNotFound } from './errors';
import type { CieloFault, CieloRoute, Faults } from './faults';
import type { Answer, CieloCall, SimulatorState } from './simulator-state';

export interface CieloMerchant {
  /** A GUID, sent by the client in the `MerchantId` header. */
  merchantId: string;
  /** 40 characters in production, sent in the `MerchantKey` header. */
  merchantKey: string;
}

/**
 * One request as the test controls see it. Only the method, path and identifying headers are kept: never the body,
 * so never a card number or security code (card numbers never travel in a Cielo URL).
 */
export interface CieloLoggedRequest {
  at: Date;
  method: string;
  route: CieloRoute;
  path: string;
  merchantId?: string;
  requestId?: string;
  /** The HTTP status answered; null when the simulator hung (a staged `hang`). */
  status: number | null;
  fault?: 'status' | 'hang' | 'delay';
}

export type Operation = (state: SimulatorState, call: CieloCall) => Answer;

interface ServeContext {
  state: SimulatorState;
  merchants: CieloMerchant[];
  faults: Faults;
  log: CieloLoggedRequest[];
  /** Calls still hanging, released when the simulator closes. */
  hanging: Set<() => void>;
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** Cielo compares the MerchantId as a GUID (any case) and the MerchantKey exactly. */
function authenticate(merchants: CieloMerchant[], request: FastifyRequest): string {
  const id = header(request, 'merchantid')?.toLowerCase();
  const key = header(request, 'merchantkey');
  const merchant = merchants.find((candidate) => candidate.merchantId.toLowerCase() === id && candidate.merchantKey === key);
  if (!merchant) throw merchantNotFound();
  return merchant.merchantId.toLowerCase();
}

function run(context: ServeContext, operation: Operation, request: FastifyRequest, fault?: CieloFault): Answer {
  try {
    const call: CieloCall = {
      merchantId: authenticate(context.merchants, request),
      body: request.body,
      params: (request.params ?? {}) as Record<string, string>,
      query: (request.query ?? {}) as Record<string, string | undefined>,
      ...(fault?.decline ? { decline: fault.decline } : {}),
    };
    return operation(context.state, call);
  } catch (error) {
    if (error instanceof CieloFailure) return { status: error.status, body: error.body };
    throw error;
  }
}

/** Applies a staged fault; true when it has taken over the answer (a forced status, or a hang). */
async function applyFault(context: ServeContext, fault: CieloFault, request: FastifyRequest, reply: FastifyReply, entry: CieloLoggedRequest) {
  if (fault.delayMs) {
    entry.fault = 'delay';
    await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  }
  if (fault.hang) {
    entry.fault = 'hang';
    reply.hijack();
    await new Promise<void>((resolve) => {
      const release = () => {
        context.hanging.delete(release);
        if (!request.raw.socket.destroyed) request.raw.socket.destroy();
        resolve();
      };
      context.hanging.add(release);
      request.raw.socket.once('close', release);
    });
    return true;
  }
  if (fault.status) {
    entry.fault = 'status';
    entry.status = fault.status;
    await reply.code(fault.status).type('application/json; charset=utf-8').send(JSON.stringify({ Message: 'An error has occurred.' }));
    return true;
  }
  return false;
}

/** A route handler: log, staged fault, authentication, the operation, and the answer serialized as Cielo does. */
export function serveCall(context: ServeContext, route: CieloRoute, operation: Operation) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const entry: CieloLoggedRequest = {
      at: context.state.now(),
      method: request.method,
      route,
      path: request.url,
      merchantId: header(request, 'merchantid'),
      requestId: header(request, 'requestid'),
      status: null,
    };
    context.log.push(entry);
    const fault = context.faults.take(route);
    if (fault && !fault.afterProcessing && (await applyFault(context, fault, request, reply, entry))) return reply;
    const answer = run(context, operation, request, fault);
    if (fault?.afterProcessing && (await applyFault(context, fault, request, reply, entry))) return reply;
    entry.status = answer.status;
    reply.code(answer.status);
    if (answer.body === undefined) return reply.send();
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer.body));
  };
}
