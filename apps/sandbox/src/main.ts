import { writeFile } from 'node:fs/promises';
import {
  createCieloSimulator,
  createGenieAcsSimulator,
  createIxcAcsSimulator,
  createIxcSandbox,
  createNextcloudSimulator,
  createSpeedTestServer,
  createWatchSimulator,
  demoTenants,
  SANDBOX_TOKENS,
} from './index';

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
// The demo provider's partner apps: Watch Brasil (and Olé TV) and the ATP Box cloud (a Nextcloud).
const watch = createWatchSimulator();
const watchAddress = await watch.listen(numberFromEnv('SANDBOX_WATCH_PORT', 8091), host);
const nextcloud = createNextcloudSimulator();
const nextcloudAddress = await nextcloud.listen(numberFromEnv('SANDBOX_NEXTCLOUD_PORT', 8092), host);
console.log(`Watch Brasil simulator at ${watchAddress}; Nextcloud simulator at ${nextcloudAddress}`);
// Its routers and Wi-Fi: IXC's own ACS (TR-069).
const ixcAcs = createIxcAcsSimulator();
const ixcAcsAddress = await ixcAcs.listen(numberFromEnv('SANDBOX_IXC_ACS_PORT', 8094), host);
const genieAcs = createGenieAcsSimulator();
const genieAcsAddress = await genieAcs.listen(numberFromEnv('SANDBOX_GENIEACS_PORT', 8095), host);
console.log(`IXC ACS simulator at ${ixcAcsAddress}; GenieACS NBI simulator at ${genieAcsAddress}`);
// The demo provider's speed test (LibreSpeed's protocol), which the subscriber's browser embeds.
const speedTest = createSpeedTestServer();
const speedTestAddress = await speedTest.listen(numberFromEnv('SANDBOX_SPEEDTEST_PORT', 8093), host);
console.log(`Speed test at ${speedTestAddress}/`);

// For deployments that run the sandbox as its own service (docker compose --profile demo): the tenants file
// the server provisions from, pointing at the addresses the server reaches the two simulators by.
const tenantsFile = process.env.SANDBOX_TENANTS_FILE;
if (tenantsFile) {
  const cieloUrl = process.env.SANDBOX_CIELO_PUBLIC_URL || cieloAddress;
  const watchUrl = process.env.SANDBOX_WATCH_PUBLIC_URL || watchAddress;
  const nextcloudUrl = process.env.SANDBOX_NEXTCLOUD_PUBLIC_URL || nextcloudAddress;
  const ixcAcsUrl = process.env.SANDBOX_IXC_ACS_PUBLIC_URL || ixcAcsAddress;
  // The browser, not the server, opens the speed test: its address as the browser sees it.
  const speedTestUrl = process.env.SANDBOX_SPEEDTEST_PUBLIC_URL || `${speedTestAddress}/`;
  await writeFile(
    tenantsFile,
    JSON.stringify(
      demoTenants(process.env.SANDBOX_PUBLIC_URL || address, { cieloUrl, watchUrl, nextcloudUrl, ixcAcsUrl, speedTestUrl }),
      null,
      2,
    ),
  );
  console.log(`Demo tenants written to ${tenantsFile}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    Promise.all([
      sandbox.close(),
      cielo.close(),
      watch.close(),
      nextcloud.close(),
      ixcAcs.close(),
      genieAcs.close(),
      speedTest.close(),
    ]).then(
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
