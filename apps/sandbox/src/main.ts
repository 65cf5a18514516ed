import { createIxcSandbox, SANDBOX_TOKENS } from './index';

const port = numberFromEnv('SANDBOX_PORT', 8089);
const host = process.env.SANDBOX_HOST || '127.0.0.1';
const sandbox = createIxcSandbox({
  latencyMs: numberFromEnv('SANDBOX_LATENCY_MS', 0),
  errorRate: numberFromEnv('SANDBOX_ERROR_RATE', 0),
});

const address = await sandbox.listen({ port, host });
const tokens = Object.entries(SANDBOX_TOKENS).map(([dataset, token]) => `${dataset}=${token}`);
console.log(`IXC sandbox at ${address}/webservice/v1 (today ${sandbox.sandbox.today()}; tokens ${tokens.join(' ')})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    sandbox.close().then(
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
