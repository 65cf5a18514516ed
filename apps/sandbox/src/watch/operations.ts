import type { SubscriberStore, WatchTicket } from './subscriber-store';
import { type Answer, ok, refused, WATCH_TEXTS } from './wire';

/** One call as the operations see it: the parameters merged from the query string and the form or JSON body. */
export interface WatchCall {
  /** The OAuth client behind the bearer token. */
  clientId: string;
  params: Record<string, string>;
}

export interface OperationContext {
  store: SubscriberStore;
  /** The package a ticket gets when `pPacote` is left out (inferred: the integrators seen always send one). */
  defaultPackageId: string;
}

export type Operation = (context: OperationContext, call: WatchCall) => Answer;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `POST /watch/v2/assinantes/insert` (pEmail, pName, pPhone, pPacote, pAssinanteIDIntegracao): `Result.ticket`. */
export const insertSubscriber: Operation = ({ store, defaultPackageId }, { clientId, params }) => {
  const email = params.pEmail?.trim();
  if (!email) return refused(WATCH_TEXTS.emailRequired);
  if (!EMAIL.test(email)) return refused(WATCH_TEXTS.emailInvalid);
  const outcome = store.insert({
    clientId,
    email,
    integrationId: params.pAssinanteIDIntegracao ?? '',
    packageId: params.pPacote || defaultPackageId,
    name: params.pName || undefined,
    phone: params.pPhone || undefined,
  });
  if ('refusal' in outcome) return refused(outcome.refusal);
  return ok({ ticket: outcome.ticket.ticket });
};

/** A ticket as `tickets/get` lists it: `Ticket`, `Status` and `telefone` are the names integrators read. */
function ticketView(store: SubscriberStore, ticket: WatchTicket) {
  const user = store.user(ticket.email);
  return {
    Ticket: ticket.ticket,
    Status: ticket.active,
    Email: ticket.email,
    Pacote: ticket.packageId,
    Nome: user?.name ?? '',
    telefone: user?.phone ?? '',
  };
}

/** `GET /watch/v2/tickets/get?pEmailUsuario=&pPacote=&pAssinanteIDIntegracao=`: `Result.list` (empty: none). */
export const getTickets: Operation = ({ store }, { clientId, params }) => {
  const found = store.find(clientId, {
    email: params.pEmailUsuario || undefined,
    packageId: params.pPacote || undefined,
    integrationId: params.pAssinanteIDIntegracao || undefined,
  });
  return ok({ list: found.map((ticket) => ticketView(store, ticket)) });
};

function withTicket(context: OperationContext, call: WatchCall, act: (ticket: WatchTicket) => Answer): Answer {
  const id = call.params.pTicket?.trim();
  if (!id) return refused(WATCH_TEXTS.ticketRequired);
  const ticket = context.store.ticket(call.clientId, id);
  return ticket ? act(ticket) : refused(WATCH_TEXTS.ticketNotFound);
}

/** `POST /watch/v1/tickets/updatestatus` (pTicket, pStatus=true|false): activates or suspends a plan. */
export const updateStatus: Operation = (context, call) =>
  withTicket(context, call, (ticket) => {
    const status = call.params.pStatus?.trim().toLowerCase();
    if (status !== 'true' && status !== 'false') return refused(WATCH_TEXTS.statusInvalid);
    ticket.active = status === 'true';
    return ok({ Ticket: ticket.ticket, Status: ticket.active });
  });

/** `POST /watch/v1/tickets/delete` (pTicket): cancels the plan. */
export const deleteTicket: Operation = (context, call) =>
  withTicket(context, call, (ticket) => {
    context.store.remove(ticket);
    return ok({ Ticket: ticket.ticket });
  });

/** `POST /watch/v1/assinante/sendemailactivation` (pTicket): re-sends the welcome e-mail; `Result[0].email_send`. */
export const sendActivation: Operation = (context, call) =>
  withTicket(context, call, (ticket) => {
    context.store.sendActivation(ticket);
    return ok([{ email_send: true }]);
  });
