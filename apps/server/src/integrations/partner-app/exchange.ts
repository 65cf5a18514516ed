import type { Dispatcher } from 'undici';
import { createPartnerSend, orTransportError, type PartnerExchange } from '../partner-http';
import type { PartnerAppErrorClass } from './errors';

export interface PartnerAppExchangeOptions {
  /** Named in transport errors, e.g. 'Watch'. */
  partner: string;
  /** Base URL of the partner's API. */
  url: string;
  /** Deadline of one HTTP exchange. */
  timeoutMs: number;
  /** Sent with every exchange that brings none of its own. */
  authorization?: string;
  dispatcher?: Dispatcher;
  /** The adapter's error class: no answer is its 'timeout' or 'unavailable'. */
  error: PartnerAppErrorClass<'timeout' | 'unavailable'>;
}

/** One exchange with a partner app, named by its operation; no answer becomes the adapter's own error. */
export function createPartnerAppExchange(options: PartnerAppExchangeOptions) {
  const { partner, url: baseUrl, timeoutMs, authorization, dispatcher, error: PartnerError } = options;
  const send = createPartnerSend({ partner, baseUrl, timeoutMs, authorization, dispatcher });
  return (operation: string, request: PartnerExchange) =>
    orTransportError(send(request), (reason, message) => new PartnerError(reason, message, operation));
}
