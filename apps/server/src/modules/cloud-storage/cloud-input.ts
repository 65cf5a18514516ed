import { CLOUD_STORAGE_MESSAGES as TEXT, joinFieldProblems } from '@central/domain';
import { AppError, notFound } from '../../lib/app-error';

/** A trimmed text of a loose body field; numbers (a contract id sent as a number) become their digits. */
export const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** IXC contract ids are positive integers. */
export function contractProblem(contractId: string): string | undefined {
  return /^[1-9]\d{0,19}$/.test(contractId) ? undefined : TEXT.contractRequired;
}

/** A user outside the subscriber's groups, or gone: SPEC section 8's 'missing data' text. */
export const userNotFound = () => notFound('CLOUD_USER_NOT_FOUND', TEXT.userDataFailure);

/**
 * SPEC section 8: "server messages arrive as a comma-separated list and are mapped to Portuguese texts": the 400's
 * message lists the texts of every invalid field, comma-separated, and `fields` names each.
 */
export function refuseFields(problems: Record<string, string | undefined>): void {
  const fields = Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => Boolean(entry[1])));
  if (Object.keys(fields).length > 0) throw new AppError('CLOUD_INVALID_FIELDS', 400, joinFieldProblems(fields), {}, fields);
}

/**
 * Quota checks read the group's users and then write: two saves of the same group at once could both pass. They are
 * run one after the other per group in this process; across server processes a narrow race remains, bounded by one
 * user's quota, which Nextcloud's own quota still enforces per account.
 */
const queues = new Map<string, Promise<unknown>>();
export async function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const settled = run.catch(() => undefined);
  queues.set(key, settled);
  try {
    return await run;
  } finally {
    if (queues.get(key) === settled) queues.delete(key);
  }
}
