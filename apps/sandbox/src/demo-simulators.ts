import { createCieloSimulator } from './cielo';
import { createGenieAcsSimulator } from './genieacs';
import { createIxcAcsSimulator } from './ixc-acs';
import { createIxcSandbox, type IxcSandbox } from './ixc/sandbox';
import { createNextcloudSimulator } from './nextcloud';
import { createSpeedTestServer } from './speedtest';
import { createWatchSimulator } from './watch';

/** The address each of the demo's simulators listens at. */
export interface DemoAddresses {
  /** The IXC sandbox (its webservice under /webservice/v1). */
  ixc: string;
  cielo: string;
  watch: string;
  nextcloud: string;
  ixcAcs: string;
  genieAcs: string;
  speedTest: string;
}

export interface DemoSimulators {
  sandbox: IxcSandbox;
  addresses: DemoAddresses;
  close(): Promise<void>;
}

/**
 * The demo provider's whole outside world on `host`: the IXC sandbox (SANDBOX_LATENCY_MS, SANDBOX_ERROR_RATE) and
 * the simulators of its card payments (Cielo), partner apps (Watch Brasil and Olé TV, the ATP Box cloud on
 * Nextcloud), routers (IXC's ACS, a GenieACS NBI) and speed test, each on the port its SANDBOX_*_PORT names.
 */
export async function startDemoSimulators(host = '127.0.0.1'): Promise<DemoSimulators> {
  const sandbox = createIxcSandbox({
    latencyMs: numberFromEnv('SANDBOX_LATENCY_MS', 0),
    errorRate: numberFromEnv('SANDBOX_ERROR_RATE', 0),
  });
  const cielo = createCieloSimulator();
  const watch = createWatchSimulator();
  const nextcloud = createNextcloudSimulator();
  const ixcAcs = createIxcAcsSimulator();
  const genieAcs = createGenieAcsSimulator();
  const speedTest = createSpeedTestServer();
  const addresses: DemoAddresses = {
    ixc: await sandbox.listen({ port: numberFromEnv('SANDBOX_PORT', 8089), host }),
    cielo: await cielo.listen(numberFromEnv('SANDBOX_CIELO_PORT', 8090), host),
    watch: await watch.listen(numberFromEnv('SANDBOX_WATCH_PORT', 8091), host),
    nextcloud: await nextcloud.listen(numberFromEnv('SANDBOX_NEXTCLOUD_PORT', 8092), host),
    ixcAcs: await ixcAcs.listen(numberFromEnv('SANDBOX_IXC_ACS_PORT', 8094), host),
    genieAcs: await genieAcs.listen(numberFromEnv('SANDBOX_GENIEACS_PORT', 8095), host),
    speedTest: await speedTest.listen(numberFromEnv('SANDBOX_SPEEDTEST_PORT', 8093), host),
  };
  return {
    sandbox,
    addresses,
    async close() {
      await Promise.all([
        sandbox.close(),
        cielo.close(),
        watch.close(),
        nextcloud.close(),
        ixcAcs.close(),
        genieAcs.close(),
        speedTest.close(),
      ]);
    },
  };
}

/** A number from the environment, `fallback` when unset or empty; anything else that is not a number is an error. */
export function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got "${raw}"`);
  return value;
}
