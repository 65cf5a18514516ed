import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { SANDBOX_TOKENS } from '@central/sandbox';
import { ensurePrismaClient, ensureWebBuild } from './lib/prepare';
import { startStack, type Stack } from './lib/stack';

/**
 * `npm run bench`: speed figures as ratios against a baseline measured in the same run, never as pass/fail
 * timings. The ERP is the sandbox with IXC's measured latency (about 1.4 s per call).
 */
const ERP_LATENCY_MS = 1400;
const rows: Array<[string, string, string]> = [];
const report = (what: string, value: string, ratio: string) => rows.push([what, value, ratio]);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;

await ensurePrismaClient();
await ensureWebBuild();

await coldStart();
const stack = await startStack({ sandboxLatencyMs: ERP_LATENCY_MS });
try {
  await signInCost(stack);
  await firstRouteJavaScript(stack);
} finally {
  await stack.stop();
}

console.log('\nCentral bench\n');
const width = Math.max(...rows.map(([what]) => what.length));
for (const [what, value, ratio] of rows) console.log(`  ${what.padEnd(width)}  ${value.padStart(12)}  ${ratio}`);

/** Time from spawning the server to its first ready answer, against a bare Node start with the same loader. */
async function coldStart() {
  const bare = median([1, 2, 3].map(() => timeCommand(process.execPath, ['--import', 'tsx', '-e', ''])));
  const stack = await startStack();
  try {
    const first = stack.readyAfterMs;
    const again = median([await stack.restart(), await stack.restart(), await stack.restart()]);
    report('node --import tsx, empty program (baseline)', ms(bare), '1.0x');
    report('server cold start, new embedded database', ms(first), `${(first / bare).toFixed(1)}x baseline`);
    report('server cold start, second run', ms(again), `${(again / bare).toFixed(1)}x baseline`);
  } finally {
    await stack.stop();
  }
}

/** Sign-in against a 1.4 s ERP: it should cost one ERP round trip, measured directly as the baseline. */
async function signInCost(stack: Stack) {
  const erpCall = () =>
    timed(() =>
      fetch(`${stack.sandboxUrl}/webservice/v1/cliente`, {
        method: 'POST',
        headers: { ixcsoft: 'listar', authorization: `Basic ${Buffer.from(SANDBOX_TOKENS.demo).toString('base64')}`, 'content-type': 'application/json' },
        body: JSON.stringify({ qtype: 'cliente.cnpj_cpf', query: '529.982.247-25', oper: '=', page: '1', rp: '20' }),
      }).then((r) => r.text()),
    );
  const signIn = () =>
    timed(() =>
      fetch(`http://127.0.0.1:${stack.port}/api/central/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: `demo.localhost:${stack.port}` },
        body: JSON.stringify({ cpfOrCnpj: '529.982.247-25', password: 'demo123' }),
      }).then((r) => r.text()),
    );
  const erp = median(await sequence(5, erpCall));
  stack.sandbox.sandbox.resetStats();
  const signIns = await sequence(5, signIn);
  const calls = stack.sandbox.sandbox.stats().total / signIns.length;
  report('one ERP list call at 1.4 s latency (baseline)', ms(erp), '1.0x');
  report('sign-in, ERP at 1.4 s', ms(median(signIns)), `${(median(signIns) / erp).toFixed(2)}x baseline, ${calls} ERP call(s)`);
}

/** JavaScript the browser fetches to show /sign-in, gzip level 9, against React DOM alone from the same build. */
async function firstRouteJavaScript(stack: Stack) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const scripts: Buffer[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.body());
    });
    await page.goto(`http://demo.localhost:${stack.port}/sign-in`, { waitUntil: 'networkidle' });
    const gzip = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    report('first route (/sign-in) JavaScript, gzip', `${(gzip / 1024).toFixed(1)} KB`, `${scripts.length} files; target ≤ 175 KB`);
  } finally {
    await browser.close();
  }
}

function timeCommand(command: string, args: string[]): number {
  const started = performance.now();
  spawnSync(command, args, { stdio: 'ignore' });
  return performance.now() - started;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function sequence(times: number, work: () => Promise<number>): Promise<number[]> {
  const results: number[] = [];
  for (let i = 0; i < times; i++) results.push(await work());
  return results;
}
