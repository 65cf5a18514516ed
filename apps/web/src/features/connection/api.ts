import type { ConnectionStatus, MessageBody, RebootAnswer } from '@central/domain/api';
import { http } from '@/lib/http';
import { useRead } from '@/lib/use-read';

/** The facts of every live contract; the page and the home's card share it, so the page opens with the card's answer. */
export const CONNECTION_KEY = '/api/central/customer/connection';

/** 'Minha conexão': read at once (the page), or once `ready` (the home's card, after the home's own reads). */
export const useConnection = (ready = true) => useRead(ready ? CONNECTION_KEY : null, (path: string) => http.get<ConnectionStatus>(path));

/** 'Reconectar': IXC drops the contract's session and the router dials again; 202 'Pedido enviado…'. */
export const reconnect = (contractId: string) =>
  http.postOnce<MessageBody>(`${CONNECTION_KEY}/${encodeURIComponent(contractId)}/reconnect`);

/** 'Reiniciar roteador': done now ('applied') or when the router next calls the ACS ('queued'). */
export const rebootRouter = (deviceId: string) => http.postOnce<RebootAnswer>(`/api/acs/device/${encodeURIComponent(deviceId)}/reboot`);
