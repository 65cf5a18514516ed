import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  createCieloSimulator,
  createGenieAcsSimulator,
  createIxcAcsSimulator,
  createIxcSandbox,
  createNextcloudSimulator,
  createSpeedTestServer,
  createWatchSimulator,
  demoTenants,
} from '@central/sandbox';
import { connectProviderWatchApps, signInAdmin } from './lib/connect-watch';
import { ensurePrismaClient, ensureWebBuild, ROOT } from './lib/prepare';

/**
 * `npm start`: the portal with its embedded database and the IXC sandbox, ready to try. The server runs
 * exactly as in production; only its configuration points the demo tenants at the sandbox.
 */
const startedAt = performance.now();
const port = Number(process.env.PORT ?? 3000);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8089);
const cieloPort = Number(process.env.SANDBOX_CIELO_PORT ?? 8090);
const watchPort = Number(process.env.SANDBOX_WATCH_PORT ?? 8091);
const nextcloudPort = Number(process.env.SANDBOX_NEXTCLOUD_PORT ?? 8092);
const ixcAcsPort = Number(process.env.SANDBOX_IXC_ACS_PORT ?? 8094);
const speedTestPort = Number(process.env.SANDBOX_SPEEDTEST_PORT ?? 8093);
const genieAcsPort = Number(process.env.SANDBOX_GENIEACS_PORT ?? 8095);
const dataDir = resolve(process.env.DATA_DIR ?? join(ROOT, 'data'));
const outboxDir = resolve(process.env.OUTBOX_DIR ?? join(dataDir, 'outbox'));
/** The demo's admin, created on the first start with an empty database unless ADMIN_EMAIL/ADMIN_PASSWORD are set. */
const DEMO_ADMIN = { email: 'admin@central.demo', password: 'central-admin-demo' };
const demoAdmin = !process.env.ADMIN_EMAIL && !process.env.ADMIN_PASSWORD;

await Promise.all([ensurePrismaClient(), ensureWebBuild()]);

const sandbox = createIxcSandbox({
  latencyMs: Number(process.env.SANDBOX_LATENCY_MS ?? 0),
  errorRate: Number(process.env.SANDBOX_ERROR_RATE ?? 0),
});
const sandboxUrl = await sandbox.listen({ port: sandboxPort, host: '127.0.0.1' });
// The demo provider takes cards through this Cielo simulator (its test cards: README, demo).
const cielo = createCieloSimulator();
const cieloUrl = await cielo.listen(cieloPort);
// Its partner apps: Watch Brasil (and Olé TV) and the ATP Box cloud (a Nextcloud).
const watchSimulator = createWatchSimulator();
const watchUrl = await watchSimulator.listen(watchPort);
const nextcloud = createNextcloudSimulator();
const nextcloudUrl = await nextcloud.listen(nextcloudPort);
// Its routers and Wi-Fi: IXC's own ACS (TR-069), with Maria's and the bakery's routers.
const ixcAcs = createIxcAcsSimulator();
const ixcAcsUrl = await ixcAcs.listen(ixcAcsPort);
// Its speed test (Velocidade), embedded by the subscriber's browser: http://localhost, which the speed test rule allows.
const speedTest = createSpeedTestServer();
await speedTest.listen(speedTestPort);
const speedTestUrl = `http://localhost:${speedTestPort}/`;
// A GenieACS NBI with the same routers, for trying the other kind of ACS in the admin area (Tipo de ACS: GenieACS).
const genieAcs = createGenieAcsSimulator();
const genieAcsUrl = await genieAcs.listen(genieAcsPort);

await Promise.all([mkdir(dataDir, { recursive: true }), mkdir(outboxDir, { recursive: true })]);
const tenantsFile = join(dataDir, 'demo-tenants.json');
await writeFile(
  tenantsFile,
  JSON.stringify(demoTenants(sandboxUrl, { cieloUrl, watchUrl, nextcloudUrl, ixcAcsUrl, speedTestUrl }), null, 2),
);

const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    OUTBOX_DIR: outboxDir,
    TENANTS_FILE: process.env.TENANTS_FILE ?? tenantsFile,
    DEFAULT_TENANT: process.env.DEFAULT_TENANT ?? 'demo',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // A logo tried in the demo may be served by this machine (e.g. /central-logo.svg), which production refuses.
    IMAGE_FETCH_ALLOW_PRIVATE: process.env.IMAGE_FETCH_ALLOW_PRIVATE ?? 'true',
    ...(demoAdmin ? { ADMIN_EMAIL: DEMO_ADMIN.email, ADMIN_PASSWORD: DEMO_ADMIN.password } : {}),
  },
});

const closeSimulators = () =>
  Promise.all([
    sandbox.close(),
    cielo.close(),
    watchSimulator.close(),
    nextcloud.close(),
    ixcAcs.close(),
    genieAcs.close(),
    speedTest.close(),
  ]);
const stop = async () => {
  server.kill('SIGTERM');
  await closeSimulators();
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
server.once('exit', (code) => {
  void closeSimulators().then(() => process.exit(code ?? 0));
});

await waitForReady(`http://127.0.0.1:${port}/api/ready`);
const watchConnected = await connectDemoWatchApps();
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
console.log(`
  Central está no ar (${seconds} s): http://demo.localhost:${port}  (ou http://localhost:${port})
  Segundo provedor de exemplo:       http://acme.localhost:${port}
  ERP IXC simulado (sandbox):        ${sandboxUrl}
  Cielo simulada (cartões):          ${cieloUrl}
  Watch Brasil simulada (apps):      ${watchUrl}${watchConnected}
  Nextcloud simulado (ATP Box):      ${nextcloudUrl}
  IXC ACS simulado (Wi-Fi):          ${ixcAcsUrl}
  Teste de velocidade (Velocidade):  ${speedTestUrl}
  GenieACS simulado (outro ACS):     ${genieAcsUrl}

  Acessos de demonstração (provedor demo):
    CPF  529.982.247-25      senha demo123   (vários contratos, faturas e atendimentos)
    CNPJ 11.222.333/0001-81  senha demo456
    CPF  111.444.777-35      senha demo123   (cliente desabilitado)
  Provedor acme: CPF 529.982.247-25, senha alt12345

${demoAdmin ? `  Administração:         http://localhost:${port}/auth/adm/sign-in   e-mail ${DEMO_ADMIN.email}, senha ${DEMO_ADMIN.password}\n` : ''}  Área do provedor demo: http://demo.localhost:${port}/admin          usuário demo, senha provedor-demo-123

  E-mails (códigos de verificação) ficam em ${outboxDir}; os novos códigos aparecem aqui.
`);
watchOutbox(outboxDir);

/**
 * The demo provider's Watch apps start connected, as an admin would connect them with 'Conectar à Watch' (Watch's
 * code flow, which the simulator approves at once): each start has a new simulator, whose earlier tokens are gone.
 */
async function connectDemoWatchApps(): Promise<string> {
  const email = demoAdmin ? DEMO_ADMIN.email : process.env.ADMIN_EMAIL;
  const password = demoAdmin ? DEMO_ADMIN.password : process.env.ADMIN_PASSWORD;
  if (!email || !password)
    return '\n  (Apps da Watch não conectados: sem ADMIN_EMAIL e ADMIN_PASSWORD, use Conectar à Watch na administração.)';
  try {
    const names = await connectProviderWatchApps(await signInAdmin(`http://127.0.0.1:${port}`, { email, password }), 'demo');
    return names.length ? `\n    conectados à Watch simulada: ${names.join(', ')}` : '';
  } catch (error) {
    return `\n  (Apps da Watch não conectados: ${(error as Error).message}. Use Conectar à Watch na administração.)`;
  }
}

async function waitForReady(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error('the server stopped before it was ready');
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`the server did not get ready at ${url}`);
}

function watchOutbox(dir: string): void {
  watch(dir, (_event, name) => {
    if (name?.endsWith('.eml')) void printVerificationCode(join(dir, name));
  });
}

async function printVerificationCode(file: string): Promise<void> {
  const message = await readFile(file, 'utf8').catch(() => '');
  const code = message.match(/^(\d{3}-\d{3}-\d{3})$/m)?.[1];
  const to = message.match(/^To: (.+)$/m)?.[1];
  if (code) console.log(`  Código de verificação para ${to}: ${code}`);
}
