import { writeFile } from 'node:fs/promises';
import { startDemoSimulators } from './demo-simulators';
import { demoTenants, SANDBOX_TOKENS } from './index';

const simulators = await startDemoSimulators(process.env.SANDBOX_HOST || '127.0.0.1');
const { sandbox, addresses } = simulators;
const tokens = Object.entries(SANDBOX_TOKENS).map(([dataset, token]) => `${dataset}=${token}`);
console.log(`IXC sandbox at ${addresses.ixc}/webservice/v1 (today ${sandbox.sandbox.today()}; tokens ${tokens.join(' ')})`);
// Cielo API 3.0 beside it, where the demo provider's card payments go (one origin serves Cielo's two hosts).
console.log(`Cielo simulator at ${addresses.cielo}`);
// The demo provider's partner apps: Watch Brasil (and Olé TV) and the ATP Box cloud (a Nextcloud).
console.log(`Watch Brasil simulator at ${addresses.watch}; Nextcloud simulator at ${addresses.nextcloud}`);
// Its routers and Wi-Fi: IXC's own ACS (TR-069), and a GenieACS NBI.
console.log(`IXC ACS simulator at ${addresses.ixcAcs}; GenieACS NBI simulator at ${addresses.genieAcs}`);
// The demo provider's speed test (LibreSpeed's protocol), which the subscriber's browser embeds.
console.log(`Speed test at ${addresses.speedTest}/`);

// For deployments that run the sandbox as its own service (docker compose --profile demo): the tenants file
// the server provisions from, pointing at the addresses the server reaches the two simulators by.
const tenantsFile = process.env.SANDBOX_TENANTS_FILE;
if (tenantsFile) {
  const cieloUrl = process.env.SANDBOX_CIELO_PUBLIC_URL || addresses.cielo;
  const watchUrl = process.env.SANDBOX_WATCH_PUBLIC_URL || addresses.watch;
  const nextcloudUrl = process.env.SANDBOX_NEXTCLOUD_PUBLIC_URL || addresses.nextcloud;
  const ixcAcsUrl = process.env.SANDBOX_IXC_ACS_PUBLIC_URL || addresses.ixcAcs;
  // The browser, not the server, opens the speed test: its address as the browser sees it.
  const speedTestUrl = process.env.SANDBOX_SPEEDTEST_PUBLIC_URL || `${addresses.speedTest}/`;
  await writeFile(
    tenantsFile,
    JSON.stringify(
      demoTenants(process.env.SANDBOX_PUBLIC_URL || addresses.ixc, { cieloUrl, watchUrl, nextcloudUrl, ixcAcsUrl, speedTestUrl }),
      null,
      2,
    ),
  );
  console.log(`Demo tenants written to ${tenantsFile}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    simulators.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
