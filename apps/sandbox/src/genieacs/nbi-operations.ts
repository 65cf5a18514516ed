import type { Answer } from '../simulator-kit';
import { matchesQuery } from './device-query';
import type { DeviceStore } from './device-store';

/** An answer with the HTTP status text GenieACS puts the task outcome in (`Task queued but not processed`...). */
export interface NbiAnswer extends Answer {
  statusText?: string;
}

export const GENIEACS_TEXTS = {
  noSuchDevice: 'No such device',
  queued: 'Task queued but not processed',
  faulted: 'Task faulted',
  methodNotAllowed: '405 Method Not Allowed',
} as const;

const text = (status: number, body: string, extra: Partial<NbiAnswer> = {}): NbiAnswer => ({
  status,
  body,
  contentType: 'text/plain; charset=utf-8',
  ...extra,
});

export const methodNotAllowed = (allow: string): NbiAnswer => text(405, GENIEACS_TEXTS.methodNotAllowed, { headers: { allow } });

/** `GET /<collection>/?query=&projection=&skip=&limit=`: a JSON array with the match count in `total`. */
export function queryCollection(
  store: DeviceStore,
  collection: 'devices' | 'tasks' | 'faults',
  search: Record<string, string | undefined>,
): NbiAnswer {
  let query: unknown = {};
  if (search.query !== undefined) {
    try {
      query = JSON.parse(search.query);
    } catch (error) {
      return text(400, `${(error as Error).name}: ${(error as Error).message}`);
    }
  }
  let found: Record<string, unknown>[];
  try {
    if (collection === 'devices') found = store.find(query, search.projection);
    else
      found = (collection === 'tasks' ? store.tasks() : store.faults())
        .map((item) => item as unknown as Record<string, unknown>)
        .filter((item) => matchesQuery(item, query, 'other'));
  } catch (error) {
    return text(400, `Error: ${(error as Error).message}`);
  }
  const skip = Number.parseInt(search.skip ?? '0', 10) || 0;
  const limit = Number.parseInt(search.limit ?? '0', 10) || undefined;
  const page = found.slice(skip, limit === undefined ? undefined : skip + limit);
  return { status: 200, body: page, headers: { total: String(found.length) } };
}

/**
 * The device's session after a connection request it answered: run at once (undefined), or a promise that settles
 * when a slow session ends (the simulator's `setSlowSession`, ended by `inform()`).
 */
export type DeviceSession = (deviceId: string) => Promise<void> | undefined;

type TaskBody = Record<string, unknown> & { name: string };

const isTask = (body: unknown): body is TaskBody =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && typeof (body as { name?: unknown }).name === 'string';

/**
 * `POST /devices/{id}/tasks[?connection_request][&timeout=ms]` as `lib/nbi.ts` answers it: the body read as JSON
 * whatever its content type (not JSON: 400 with the parse error); 404 `No such device`;
 * without `connection_request`, 202 (queued for the next inform); with it, 200 when the device ran the task,
 * 202 `Task queued but not processed` when it did not answer, 202 `Task faulted` when the task faulted. The body is
 * the task JSON. A body-less poke answers 200, or 504 when the device does not answer. The sandbox does not wait
 * `timeout` ms before saying the device did not answer; a slow session holds the answer until it ends, as GenieACS
 * waits up to 120 s for it (the task is queued before that wait, so it stays queued if the caller leaves).
 */
export async function postTask(
  store: DeviceStore,
  deviceId: string,
  rawBody: string | undefined,
  connectionRequest: boolean,
  session: DeviceSession,
): Promise<NbiAnswer> {
  const hasTask = Boolean(rawBody);
  let body: unknown;
  try {
    body = hasTask ? JSON.parse(rawBody!) : undefined;
  } catch (error) {
    return text(400, `${(error as Error).name}: ${(error as Error).message}`);
  }
  if (!hasTask && !connectionRequest) return text(400, '');
  if (hasTask && !isTask(body)) return text(400, 'Error: Invalid task');
  if (!store.has(deviceId)) return text(404, GENIEACS_TEXTS.noSuchDevice);
  if (!hasTask) {
    if (!store.answersConnectionRequest(deviceId))
      return text(504, 'Connection request timed out', { statusText: 'Connection request timed out' });
    await session(deviceId);
    return { status: 200 };
  }
  const task = store.insertTask(deviceId, body as TaskBody);
  if (!connectionRequest) return { status: 202, body: task };
  if (!store.answersConnectionRequest(deviceId)) return { status: 202, body: task, statusText: GENIEACS_TEXTS.queued };
  await session(deviceId);
  if (store.faultOf(deviceId, task._id)) return { status: 202, body: task, statusText: GENIEACS_TEXTS.faulted };
  return { status: 200, body: task };
}
