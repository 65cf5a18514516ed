import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createIxcSandbox, demoTenants } from '@central/sandbox';
import { freePort } from '../../scripts/lib/postgres-cluster';
import { ensurePrismaClient, ensureWebBuild, ROOT } from '../../scripts/lib/prepare';

/**
 * Starts what a person would: the sandbox ERP and the real server process serving the real web build, on
 * free ports, with a fresh embedded database. Journeys reach them through the E2E_* variables.
 */
export default async function globalSetup() {
  await Promise.all([ensurePrismaClient(), ensureWebBuild()]);
  const sandbox = createIxcSandbox();
  const sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const dataDir = await mkdtemp(join(tmpdir(), 'central-e2e-'));
  const tenantsFile = join(dataDir, 'tenants.json');
  await writeFile(tenantsFile, JSON.stringify(demoTenants(sandboxUrl)));
  const port = await freePort();

  const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OUTBOX_DIR: join(dataDir, 'outbox'),
      TENANTS_FILE: tenantsFile,
      DEFAULT_TENANT: 'demo',
      LOG_LEVEL: 'error',
      IXC_TIMEOUT_MS: '2500',
      IXC_LIST_RETRIES: '1',
      IXC_BREAKER_COOLDOWN_MS: '500',
    },
  });
  await waitForReady(`http://127.0.0.1:${port}/api/ready`, () => server.exitCode !== null);

  process.env.E2E_PORT = String(port);
  process.env.E2E_SANDBOX_URL = sandboxUrl;
  process.env.E2E_OUTBOX_DIR = join(dataDir, 'outbox');

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}

async function waitForReady(url: string, stopped: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (stopped()) throw new Error('the server stopped before it was ready');
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not get ready at ${url}`);
}
