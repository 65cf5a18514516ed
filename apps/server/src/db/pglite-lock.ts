import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * The embedded database has one owner at a time: a server writes its process id beside the data folder
 * (`<dataDir>.lock`) while it runs, so `npm run admin -- backup` and `restore` can refuse to copy or replace
 * files a running server is writing. A lock left by a process that no longer runs (a crash, SIGKILL) is ignored.
 */
export function pgliteLockPath(dataDir: string): string {
  return `${dataDir}.lock`;
}

export async function holdPGliteLock(dataDir: string): Promise<{ release(): Promise<void> }> {
  const path = pgliteLockPath(dataDir);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${process.pid}\n`);
  return {
    async release() {
      if ((await readPid(path)) === process.pid) await rm(path, { force: true });
    },
  };
}

/** The id of the running process that holds the lock, or null when none does. */
export async function pgliteLockHolder(dataDir: string): Promise<number | null> {
  const pid = await readPid(pgliteLockPath(dataDir));
  return pid !== null && isRunning(pid) ? pid : null;
}

async function readPid(path: string): Promise<number | null> {
  const text = await readFile(path, 'utf8').catch(() => '');
  const pid = Number(text.trim());
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
