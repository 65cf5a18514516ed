import { AcsError, type WifiChangeResult } from '../acs-client';
import type { PartnerAnswer } from '../partner-http';
import { isTree } from './device-tree';
import { OPERATIONS, taskFaultQuery } from './nbi-paths';

type Outcome = Pick<WifiChangeResult, 'outcome' | 'reason'>;

const QUEUED = 'the device did not answer the connection request; it will take the change on its next contact';
const UNCONFIRMED = 'the ACS accepted the change but did not say whether the device took it';
const UNANSWERED =
  'the ACS did not answer within our wait (the router is busy or slow); the change is queued and will apply when the router answers';

/**
 * A task POST our wait gave up on. The NBI had the request: it may first wait up to 30 s for the device's session
 * lock, then `timeout` ms for the session to start, then up to 120 s for it to end (`lib/nbi.ts`), and the task is
 * in its queue all along, so the device takes it at its next session. Queued, then; never a failure, and never
 * posted again (that would queue it twice).
 */
export const queuedWithoutAnswer = (leaves: readonly string[]): Outcome[] => leaves.map(() => ({ outcome: 'queued', reason: UNANSWERED }));

/**
 * What a reboot task came to: 200, the device ran it; 202, GenieACS holds it for the device's next session (offline,
 * busy, or the connection request unanswered). Anything else is not an NBI task answer. A 404 (no such device) is
 * the caller's to read first.
 */
export function rebootOutcome(answer: PartnerAnswer): 'applied' | 'queued' {
  if (answer.status === 200) return 'applied';
  if (answer.status === 202) return 'queued';
  const what = answer.status === 400 ? 'the ACS refused the task' : 'not an answer to a task';
  throw new AcsError('malformed', `HTTP ${answer.status}: ${what}`, OPERATIONS.task, answer.status);
}

/**
 * What a setParameterValues task came to, per leaf sent. GenieACS answers 200 when the device ran it without
 * fault and 202 otherwise, putting the reason only in the HTTP status text (`Task queued but not processed`,
 * `Task faulted`: `lib/nbi.ts`), which our HTTP layer does not carry. So a 202 is followed by the same check the
 * NBI makes: the fault recorded as `<deviceId>:task_<taskId>`. Found, the change failed, with the CPE's words;
 * absent, it is queued.
 */
export async function outcomeOfQueuedTask(
  answer: PartnerAnswer,
  acsId: string,
  leaves: readonly string[],
  readFaults: (search: Record<string, string>) => Promise<unknown[]>,
): Promise<Outcome[]> {
  const all = (outcome: Outcome) => leaves.map(() => outcome);
  if (answer.status === 200) return all({ outcome: 'applied' });
  if (answer.status === 400) return all({ outcome: 'failed', reason: 'the ACS refused the task (HTTP 400)' });
  if (answer.status !== 202)
    throw new AcsError('malformed', `HTTP ${answer.status}: not an answer to a task`, OPERATIONS.task, answer.status);
  const taskId = isTree(answer.body) && typeof answer.body._id === 'string' ? answer.body._id : undefined;
  if (!taskId) return all({ outcome: 'queued', reason: UNCONFIRMED });
  let faults: unknown[];
  try {
    faults = await readFaults(taskFaultQuery(acsId, taskId));
  } catch (error) {
    if (error instanceof AcsError) return all({ outcome: 'queued', reason: UNCONFIRMED });
    throw error;
  }
  const fault = faults.find(isTree);
  if (!fault) return all({ outcome: 'queued', reason: QUEUED });
  const summary =
    [fault.code, fault.message].filter((part) => typeof part === 'string' && part).join(' ') || 'the device refused the change';
  const perLeaf = parameterFaults(fault.detail);
  return leaves.map((leaf) => ({ outcome: 'failed', reason: perLeaf.get(leaf) ? `${summary}: ${perLeaf.get(leaf)}` : summary }));
}

/** `detail.setParameterValuesFault[]` of a CPE fault: the fault string per parameter name. */
function parameterFaults(detail: unknown): Map<string, string> {
  const found = new Map<string, string>();
  const list = isTree(detail) ? detail.setParameterValuesFault : undefined;
  if (!Array.isArray(list)) return found;
  for (const item of list) {
    if (isTree(item) && typeof item.parameterName === 'string' && typeof item.faultString === 'string')
      found.set(item.parameterName, item.faultString);
  }
  return found;
}
