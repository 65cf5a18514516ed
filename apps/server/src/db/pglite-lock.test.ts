import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdPGliteLock, pgliteLockHolder, pgliteLockPath } from './pglite-lock';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'central-lock-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the embedded database lock', () => {
  it('names the running process that holds it, beside the data folder, and nobody once released', async () => {
    const dataDir = join(dir, 'held', 'pglite');
    expect(await pgliteLockHolder(dataDir)).toBeNull();
    const lock = await holdPGliteLock(dataDir);
    expect(pgliteLockPath(dataDir)).toBe(`${dataDir}.lock`);
    expect(await pgliteLockHolder(dataDir)).toBe(process.pid);
    await lock.release();
    expect(await pgliteLockHolder(dataDir)).toBeNull();
  });

  it('ignores a lock whose process no longer runs, and an unreadable one', async () => {
    const dataDir = join(dir, 'stale');
    const exited = spawnSync(process.execPath, ['-e', '']);
    await writeFile(pgliteLockPath(dataDir), `${exited.pid}\n`);
    expect(await pgliteLockHolder(dataDir)).toBeNull();
    await writeFile(pgliteLockPath(dataDir), 'not a pid');
    expect(await pgliteLockHolder(dataDir)).toBeNull();
  });

  it("leaves another process's lock in place when releasing", async () => {
    const dataDir = join(dir, 'taken-over');
    const lock = await holdPGliteLock(dataDir);
    await writeFile(pgliteLockPath(dataDir), '1\n');
    await lock.release();
    expect(await readFile(pgliteLockPath(dataDir), 'utf8')).toBe('1\n');
  });
});
