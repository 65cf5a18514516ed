import { completeCpf } from '@central/domain';
import { SANDBOX_TOKENS } from '@central/sandbox';
import { Agent, request } from 'undici';
import { HOSTILE_PATH_VALUES } from './lib/hostile-path-values';
import { ensurePrismaClient, ensureWebBuild } from './lib/prepare';
import { startStack, type Stack } from './lib/stack';

/**
 * `npm run attack`: tries the running portal as an attacker would and prints, for each limit, how
 * many guesses got through against how many the limit allows.
 *
 *   npm run attack                         the portal of `npm start` (http://127.0.0.1:3000, provider demo)
 *   npm run attack -- --url http://127.0.0.1:3000 --host demo.localhost --sandbox http://127.0.0.1:8089
 *   npm run attack -- --start              starts its own portal and sandbox, like the browser journeys
 *
 * Sources are told apart by the address the portal sees: each attacking source connects from its own
 * loopback address (127.0.0.0/8), so this runs on the portal's own machine. Every run guesses at CPFs made up
 * for it, so it never locks the demo logins.
 */
const args = new Map(process.argv.slice(2).map((arg, i, all) => [arg, all[i + 1] ?? '']));
let stack: Stack | null = null;
if (args.has('--start')) {
  await Promise.all([ensurePrismaClient(), ensureWebBuild()]);
  stack = await startStack();
}
const base = stack ? `http://127.0.0.1:${stack.port}` : args.get('--url') || 'http://127.0.0.1:3000';
const host = args.get('--host') || (stack ? `demo.localhost:${stack.port}` : 'demo.localhost');
const sandboxUrl = stack?.sandboxUrl ?? (args.get('--sandbox') || 'http://127.0.0.1:8089');

const runId = Math.floor(Math.random() * 9_000_000);
const freshCpf = (n: number) => completeCpf(String(100_000_000 + ((runId * 131 + n * 7919) % 800_000_000)));
const agents = new Map<string, Agent>();
const from = (address: string) => agents.get(address) ?? agents.set(address, new Agent({ localAddress: address })).get(address)!;

async function call(
  method: 'GET' | 'POST',
  path: string,
  options: { source?: string; body?: object; headers?: Record<string, string> } = {},
) {
  return (await exchange(method, path, options)).status;
}

async function exchange(
  method: 'GET' | 'POST',
  path: string,
  options: { source?: string; body?: object; headers?: Record<string, string> } = {},
) {
  const response = await request(`${base}${path}`, {
    method,
    dispatcher: from(options.source ?? '127.0.0.1'),
    headers: { host, 'content-type': 'application/json', ...options.headers },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  await response.body.text();
  return { status: response.statusCode, cookies: [response.headers['set-cookie'] ?? []].flat() };
}

/** `name=value` of one cookie the portal set, or ''. */
const cookieNamed = (cookies: string[], name: string) => cookies.find((line) => line.startsWith(`${name}=`))?.split(';')[0] ?? '';

const signIn = (cpf: string, attempt: number, source: string, headers?: Record<string, string>) =>
  call('POST', '/api/central/sign-in', { source, headers, body: { cpfOrCnpj: cpf, password: `adivinha-${attempt}` } });
/** A guess got through when the password was checked: 401 (wrong password) or 404 (no such customer). */
const checked = (statuses: number[]) => statuses.filter((status) => status === 401 || status === 404).length;
const erpPasswordChecks = async () => {
  try {
    const stats = (await (await fetch(`${sandboxUrl}/__sandbox/stats`)).json()) as { byResource: Record<string, number> };
    return stats.byResource.cliente ?? 0;
  } catch {
    return null;
  }
};

/** How many answers of each status, e.g. `5×200 195×429`. */
const tallyOf = (statuses: number[]) =>
  Object.entries(statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {}))
    .map(([status, count]) => `${count}×${status}`)
    .join(' ');

const rows: Array<[string, number, number, string]> = [];
async function measure(limit: string, allowed: number, attack: () => Promise<number[]>) {
  const checksBefore = await erpPasswordChecks();
  const started = performance.now();
  const statuses = await attack();
  const checksAfter = await erpPasswordChecks();
  const erp =
    checksBefore === null || checksAfter === null ? 'ERP checks not visible' : `${checksAfter - checksBefore} ERP password checks`;
  rows.push([limit, checked(statuses), allowed, `${erp}; ${tallyOf(statuses)}; ${Math.round(performance.now() - started)} ms`]);
}

try {
  await measure('200 concurrent guesses, one CPF, one source', 5, () =>
    Promise.all(Array.from({ length: 200 }, (_, i) => signIn(freshCpf(1), i, '127.0.0.40'))),
  );

  await measure('150 guesses from 30 sources at one CPF (per day)', 100, async () => {
    const sources = Array.from({ length: 30 }, (_, i) => `127.0.1.${i + 1}`);
    const perSource = await Promise.all(
      sources.map(async (source) => {
        const statuses = [];
        for (let attempt = 0; attempt < 5; attempt++) statuses.push(await signIn(freshCpf(2), attempt, source));
        return statuses;
      }),
    );
    return perSource.flat();
  });

  await measure('50 guesses, one source, forged X-Forwarded-For', 5, async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      const forged = `${(attempt * 37) % 223}.${attempt % 256}.${(attempt * 7) % 256}.${attempt + 1}`;
      statuses.push(await signIn(freshCpf(3), attempt, '127.0.0.41', { 'x-forwarded-for': forged, 'x-real-ip': forged }));
    }
    return statuses;
  });

  await measure('spraying: 58 CPFs from one source without a device cookie', 10, async () => {
    const statuses = [];
    for (let n = 0; n < 58; n++) statuses.push(await signIn(freshCpf(100 + n), 0, '127.0.0.43'));
    return statuses;
  });

  rows.push(await ownerDuringAttack());

  const fuzz = await pathFuzz();
  rows.push(['path fuzz: answers of 500 or more', fuzz.errors, 0, `${fuzz.requests} requests, ${fuzz.tally}`]);

  console.log(`\nCentral attack run against ${base} (host ${host})\n`);
  const width = Math.max(...rows.map(([limit]) => limit.length));
  console.log(`  ${'limit'.padEnd(width)}  through  allowed  result`);
  for (const [limit, through, allowed, detail] of rows) {
    const verdict = through <= allowed ? 'held' : 'BROKEN';
    console.log(`  ${limit.padEnd(width)}  ${String(through).padStart(7)}  ${String(allowed).padStart(7)}  ${verdict}: ${detail}`);
  }
  process.exitCode = rows.every(([, through, allowed]) => through <= allowed) ? 0 : 1;
} finally {
  await Promise.all([...agents.values()].map((agent) => agent.close()));
  await stack?.stop();
}

/**
 * A subscriber made for this run signs in once on their browser; then 21 sources × 5 wrong passwords spend the
 * account's tries of the day; then the owner's browser, from yet another address, must still get in (0 refused),
 * while a new browser with the right password is refused.
 */
async function ownerDuringAttack(): Promise<[string, number, number, string]> {
  const owner = { cpfOrCnpj: freshCpf(999), password: `dono-${runId}` };
  const created = await fetch(`${sandboxUrl}/webservice/v1/cliente`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(SANDBOX_TOKENS.demo).toString('base64')}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      razao: 'Dono da conta',
      cnpj_cpf: owner.cpfOrCnpj,
      senha: owner.password,
      ativo: 'S',
      email: 'dono@example.com',
    }),
  }).catch(() => null);
  const label = "owner's known browser during a distributed attack (refusals)";
  if (!created?.ok) return [label, 0, 0, 'skipped: the sandbox did not take a new subscriber'];

  const first = await exchange('POST', '/api/central/sign-in', { source: '127.0.0.44', body: owner });
  const device = cookieNamed(first.cookies, 'deviceToken');
  const attack = (
    await Promise.all(
      Array.from({ length: 21 }, async (_, s) => {
        const statuses = [];
        for (let attempt = 0; attempt < 5; attempt++) statuses.push(await signIn(owner.cpfOrCnpj, attempt, `127.0.2.${s + 1}`));
        return statuses;
      }),
    )
  ).flat();
  const stranger = await call('POST', '/api/central/sign-in', { source: '127.0.0.45', body: owner });
  const known = await call('POST', '/api/central/sign-in', { source: '127.0.0.46', body: owner, headers: { cookie: device } });
  const refused = [first.status, known].filter((status) => status !== 200).length;
  return [
    label,
    refused,
    0,
    `attack: ${checked(attack)} of ${attack.length} guesses checked; new browser ${stranger}; owner's browser ${known}`,
  ];
}

/** Every route with a path parameter (docs/product/README.md#api), each parameter replaced by hostile values. */
async function pathFuzz() {
  const routes: Array<['GET' | 'POST', string]> = [
    ['GET', '/pwa/:p/config.json'],
    ['GET', '/api/central/customer/invoice/:p'],
    ['GET', '/api/central/customer/read/pix-payment/:p'],
    ['GET', '/api/central/customer/download/invoice/:p'],
    ['GET', '/api/central/customer/download/sale-invoice/:p'],
    ['GET', '/api/central/customer/download/contract/:p'],
    ['POST', '/api/central/customer/contracts/unlock/:p'],
    ['GET', '/api/central/customer/contract/:p/annual-debt-settlement?year=2025'],
    ['GET', '/api/central/customer/support/:p'],
    ['GET', '/api/central/customer/list/support/messages/:p'],
    ['GET', '/api/central/does-not-exist/:p'],
  ];
  const session = await signInCookie();
  const statuses: number[] = [];
  for (const [method, route] of routes) {
    for (const value of HOSTILE_PATH_VALUES) {
      for (const cookie of [session, '']) {
        statuses.push(
          await call(method, route.replace(':p', value), { headers: cookie ? { cookie } : {}, body: method === 'POST' ? {} : undefined }),
        );
      }
    }
  }
  return { requests: statuses.length, errors: statuses.filter((status) => status >= 500).length, tally: tallyOf(statuses) };
}

async function signInCookie(): Promise<string> {
  const demo = { cpfOrCnpj: '529.982.247-25', password: 'demo123' };
  const { status, cookies } = await exchange('POST', '/api/central/sign-in', { source: '127.0.0.42', body: demo });
  return status === 200 ? cookieNamed(cookies, 'validToken') : '';
}
