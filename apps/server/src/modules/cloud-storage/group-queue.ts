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
