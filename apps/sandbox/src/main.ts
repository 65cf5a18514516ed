import { writeFile } from 'node:fs/promises';
import { createCieloSimulator, createIxcSandbox, demoTenants, SANDBOX_TOKENS } from './index';

const port = numberFromEnv('SANDBOX_PORT', 8089);
const host = process.env.SANDBOX_HOST || '127.0.0.1';
const sandbox = createIxcSandbox({
  latencyMs: numberFromEnv('SANDBOX_LATENCY_MS', 0),
  errorRate: numberFromEnv('SANDBOX_ERROR_RATE', 0),
});

const address = await sandbox.listen({ port, host });
const tokens = Object.entries(SANDBOX_TOKENS).map(([dataset, token]) => `${dataset}=${token}`);
console.log(`IXC sandbox at ${address}/webservice/v1 (today ${sandbox.sandbox.today()}; tokens ${tokens.join(' ')})`);

// Cielo API 3.0 beside it, where the demo provider's card payments go (one origin serves Cielo's two hosts).
const cielo = createCieloSimulator();
const cieloAddress = await cielo.listen(numberFromEnv('SANDBOX_CIELO_PORT', 8090), host);
console.log(`Cielo simulator at ${cieloAddress}`);

// For deployments that run the sandbox as its own service (docker compose --profile demo): the tenants file
// the server provisions from, pointing at the addresses the server reaches the two simulators by.
const tenantsFile = process.env.SANDBOX_TENANTS_FILE;
if (tenantsFile) {
  const cieloUrl = process.env.SANDBOX_CIELO_PUBLIC_URL || cieloAddress;
  await writeFile(tenantsFile, JSON.stringify(demoTenants(process.env.SANDBOX_PUBLIC_URL || address, { cieloUrl }), null, 2));
  console.log(`Demo tenants written to ${tenantsFile}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    Promise.all([sandbox.close(), cielo.close()]).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got "${raw}"`);
  return value;
}
