import { jsonAnswer, type IxcAnswer } from '../webservice/answers';
import type { ActionHandler } from './registry';

/**
 * `POST desconectar_clientes {"id": <radusuarios id>}`: drops the login's PPPoE session so that its router dials
 * again (pppoe-sessions.ts). `fs#<n>`: files of the public code index the evidence was read from
 * (apps/sandbox/README.md, "Fibre ONUs and disconnecting a login").
 *
 * CONFIRMED: the path, Basic auth with no `ixcsoft` header (fs#62063323840, fs#71026842477), the body `{"id"}` with the
 * id as a string or a number (fs#71026842477, fs#69125050648), and the answer `{"msg":[{"type","message"}]}` that
 * most clients read (fs#62085091317, fs#68792369858, fs#61968124398, fs#62228472349).
 * INFERRED: the refusals of a missing, non-numeric or unknown id (HTTP 200, `type: error`) and every message text;
 * that a login already offline succeeds without change (callers treat the call as idempotent, fs#51995485692).
 */
export const desconectarClientes: ActionHandler = ({ dataset, body, sessions }) => {
  const id = (body.id ?? '').trim();
  if (id === '') return answer('error', 'Informe o ID do login a desconectar.');
  if (!/^\d+$/.test(id)) return answer('error', 'ID de login inválido.');
  const login = dataset.find('radusuarios', String(Number(id)));
  if (!login) return answer('error', `Login ${id} não encontrado.`);
  sessions.disconnect(dataset, login);
  return answer('success', `Login ${login.login} desconectado com sucesso!`);
};

function answer(type: 'success' | 'error', message: string): IxcAnswer {
  return jsonAnswer({ msg: [{ type, message }] });
}
