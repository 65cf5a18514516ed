/** The circuit breaker's cool-down in the journeys' servers (IXC_BREAKER_COOLDOWN_MS): short, so the failure journeys stay quick. */
export const JOURNEY_BREAKER_COOLDOWN_MS = 500;

/** The addresses of one worker's stack (global-setup.ts), by the E2E_* variable each is read from. */
export interface StackAddresses {
  E2E_PORT: string;
  E2E_SANDBOX_URL: string;
  E2E_CIELO_URL: string;
  E2E_OUTBOX_DIR: string;
}

/**
 * Sets this worker process's E2E_* variables to the addresses of its own stack: global-setup.ts starts one per worker
 * and lists them in E2E_STACKS; Playwright numbers the workers running at once from 0 (TEST_PARALLEL_INDEX).
 */
export function useThisWorkersStack(): void {
  // Playwright's main process also imports the journeys, to list them: it runs none, and has no index.
  if (process.env.TEST_PARALLEL_INDEX === undefined) return;
  const stacks = JSON.parse(process.env.E2E_STACKS ?? '[]') as StackAddresses[];
  const own = stacks[Number(process.env.TEST_PARALLEL_INDEX)];
  if (!own) throw new Error(`no stack for worker ${process.env.TEST_PARALLEL_INDEX} (global-setup.ts started ${stacks.length})`);
  Object.assign(process.env, own);
}
