import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startPostgresCluster } from './lib/postgres-cluster';
import { runCommand } from './lib/run';
import { ROOT } from './lib/prepare';
import { productionEnv, startStack, type Stack } from './lib/stack';

/**
 * `npm run smoke`: builds the server (`npm run build`) and starts it exactly as the Dockerfile does, through
 * bin/central-server (plain Node on apps/server/dist/main.js with a heap limit, production mode, a real Postgres,
 * secrets from the environment), then makes the requests an operator would try first. A build that works only under
 * tsx fails here.
 */
const started = performance.now();
await runCommand('npm', ['run', '--silent', 'build'], { cwd: ROOT });
embeddedDatabaseLoadedOnlyWhenUsed();
const postgres = await startPostgresCluster();
let stack: Stack | undefined;
try {
  stack = await startStack({ built: true, env: productionEnv(postgres.url) });
  const commandLine = readFileSync(`/proc/${stack.pid}/cmdline`, 'utf8').split('\0');
  assert.ok(
    commandLine.some((arg) => /^--max-old-space-size=\d+$/.test(arg)),
    `the production start sets a heap limit: ${commandLine.join(' ')}`,
  );
  await smokeRequests(stack);
  console.log(`Built server smoke test passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await stack?.stop();
  await postgres.stop();
}

/** PGlite (tens of megabytes of WebAssembly) must be a dynamic import in the build, so a server on Postgres never loads it. */
function embeddedDatabaseLoadedOnlyWhenUsed() {
  const bundle = readFileSync(join(ROOT, 'apps/server/dist/main.js'), 'utf8');
  for (const name of ['@electric-sql/pglite', 'pglite-prisma-adapter']) {
    assert.doesNotMatch(bundle, new RegExp(`from ["']${name}["']`), `${name} is imported statically by the built server`);
    assert.match(bundle, new RegExp(`import\\(["']${name}["']\\)`), `${name} is not imported dynamically by the built server`);
  }
}

async function smokeRequests(stack: Stack) {
  const base = `http://127.0.0.1:${stack.port}`;
  const host = `demo.localhost:${stack.port}`;
  const request = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { ...init, headers: { host, ...init.headers } });

  const ready = await request('/api/ready');
  assert.equal(ready.status, 200, 'GET /api/ready');

  const theme = await request('/api/central/theme');
  assert.equal(theme.status, 200, 'GET /api/central/theme');
  assert.equal(((await theme.json()) as { client_id?: unknown }).client_id, 'demo', "the theme is the demo provider's");

  const page = await request('/sign-in', { headers: { 'accept-encoding': 'br' } });
  assert.equal(page.status, 200, 'GET /sign-in');
  const html = await page.text();
  assert.match(html, /<div id="root">/, 'the web build is served');
  await compileHintOnBootOnly(html, request);
  await styleSheetLinked(html, request);

  const signIn = await request('/api/central/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cpfOrCnpj: '529.982.247-25', password: 'demo123' }),
  });
  assert.equal(signIn.status, 200, 'POST /api/central/sign-in against the sandbox ERP');
  assert.equal(((await signIn.json()) as { customer: { firstName?: unknown } }).customer.firstName, 'Maria');
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;

  const invoices = await request('/api/central/customer/list/invoices?status=to_pay', { headers: { cookie } });
  assert.equal(invoices.status, 200, 'GET the open invoices');
  const { invoices: open } = (await invoices.json()) as { invoices: { id: string }[] };
  assert.ok(
    open.some((invoice) => invoice.id === '5004'),
    'the open invoices include 5004',
  );
  console.log(`Smoke: ready, theme, /sign-in, sign-in and ${open.length} open invoices from node apps/server/dist/main.js`);
}

/**
 * The boot chunk, as the browser gets it (Brotli), starts with V8's compile hint, and no other script the page names
 * does (apps/web/vite.config.ts, `compileHints`); V8 reads the hint only on a file's first line.
 */
async function compileHintOnBootOnly(html: string, request: (path: string, init?: RequestInit) => Promise<Response>) {
  const boot = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const others = [...html.matchAll(/<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  assert.ok(boot && others.length >= 1, `/sign-in names its boot chunk and the chunks it preloads: ${boot}, ${others.join(', ')}`);
  for (const script of [boot, ...others]) {
    const answer = await request(script, { headers: { 'accept-encoding': 'br' } });
    assert.equal(answer.headers.get('content-encoding'), 'br', `${script} is sent precompressed`);
    const hinted = (await answer.text()).startsWith('//# allFunctionsCalledOnLoad\n');
    assert.equal(hinted, script === boot, `${script} ${script === boot ? 'starts' : 'does not start'} with the compile hint`);
  }
}

/**
 * The page links the build's one style sheet (Griffel's rules, apps/web/build/griffel-css.ts) before its boot chunk,
 * and the server sends it precompressed, as CSS, cached for good.
 */
async function styleSheetLinked(html: string, request: (path: string, init?: RequestInit) => Promise<Response>) {
  const sheet = /<link rel="stylesheet"[^>]* href="(\/assets\/griffel-[\w-]+\.css)">\s*<script type="module"/.exec(html)?.[1];
  assert.ok(sheet, '/sign-in links the style sheet before its boot chunk');
  const answer = await request(sheet, { headers: { 'accept-encoding': 'br' } });
  assert.equal(answer.status, 200, `GET ${sheet}`);
  assert.equal(answer.headers.get('content-type'), 'text/css; charset=utf-8', `${sheet} is CSS`);
  assert.equal(answer.headers.get('content-encoding'), 'br', `${sheet} is sent precompressed`);
  assert.match(answer.headers.get('cache-control') ?? '', /immutable/, `${sheet} is cached for good`);
  assert.match(await answer.text(), /^\.r[\w-]+\{/, `${sheet} starts with Griffel's reset rules`);
}
