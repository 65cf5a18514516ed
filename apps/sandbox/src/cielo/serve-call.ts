import type { FastifyRequest } from 'fastify';
import type { Answer, LoggedRequest, SimulatedRouteHandler } from '../simulator-kit';
import { CieloFailure, merchantNotFound } from './errors';
import type { CieloFault, CieloRoute } from './faults';
import type { CieloCall, SimulatorState } from './simulator-state';

export interface CieloMerchant {
  /** A GUID, sent by the client in the `MerchantId` header. */
  merchantId: string;
  /** 40 characters in production, sent in the `MerchantKey` header. */
  merchantKey: string;
}

/**
 * One request as the test controls see it. Only the method, path (with its query: an order id at most) and
 * identifying headers are kept: never the body, so never a card number or security code (card numbers never
 * travel in a Cielo URL).
 */
export interface CieloLoggedRequest extends LoggedRequest<CieloRoute> {
  merchantId?: string;
  requestId?: string;
}

export type Operation = (state: SimulatorState, call: CieloCall) => Answer;

/** A staged `status` answers ASP.NET Web API's generic error body. */
export const faultAnswer = (status: number): Answer => ({ status, body: { Message: 'An error has occurred.' } });

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The identifying headers, logged before anything else. */
export const describeCall = (request: FastifyRequest): Partial<CieloLoggedRequest> => ({
  merchantId: header(request, 'merchantid'),
  requestId: header(request, 'requestid'),
});

/** Cielo compares the MerchantId as a GUID (any case) and the MerchantKey exactly. */
function authenticate(merchants: CieloMerchant[], request: FastifyRequest): string {
  const id = header(request, 'merchantid')?.toLowerCase();
  const key = header(request, 'merchantkey');
  const merchant = merchants.find((candidate) => candidate.merchantId.toLowerCase() === id && candidate.merchantKey === key);
  if (!merchant) throw merchantNotFound();
  return merchant.merchantId.toLowerCase();
}

/** A route handler: authentication, the operation (with a staged `decline`), its failures as Cielo answers them. */
export function serveCall(
  state: SimulatorState,
  merchants: CieloMerchant[],
  operation: Operation,
): SimulatedRouteHandler<CieloFault, CieloLoggedRequest> {
  return (request, { fault }) => {
    try {
      const call: CieloCall = {
        merchantId: authenticate(merchants, request),
        body: request.body,
        params: (request.params ?? {}) as Record<string, string>,
        query: (request.query ?? {}) as Record<string, string | undefined>,
        ...(fault?.decline ? { decline: fault.decline } : {}),
      };
      return operation(state, call);
    } catch (error) {
      if (error instanceof CieloFailure) return { status: error.status, body: error.body };
      throw error;
    }
  };
}
