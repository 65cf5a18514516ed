import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { demoTenants, startDemoSimulators } from '@central/sandbox';
import { connectProviderWatchApps, signInAdmin } from './lib/connect-watch';
import { demoLoginLines } from './lib/demo-logins';
import { ensurePrismaClient, ensureWebBuild, ROOT } from './lib/prepare';
import { waitForReady } from './lib/server-process';

/**
 * `npm start`: the portal with its embedded database and the IXC sandbox, ready to try. The server runs
 * exactly as in production; only its configuration points the demo tenants at the sandbox.
 */
const startedAt = performance.now();
const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.DATA_DIR ?? join(ROOT, 'data'));
const outboxDir = resolve(process.env.OUTBOX_DIR ?? join(dataDir, 'outbox'));
/** The demo's admin, created on the first start with an empty database unless ADMIN_EMAIL/ADMIN_PASSWORD are set. */
const DEMO_ADMIN = { email: 'admin@central.demo', password: 'central-admin-demo' };
const demoAdmin = !process.env.ADMIN_EMAIL && !process.env.ADMIN_PASSWORD;

await Promise.all([ensurePrismaClient(), ensureWebBuild()]);

// The IXC sandbox and the simulators of the demo provider's cards, partner apps, routers and speed test.
const simulators = await startDemoSimulators();
const {
  ixc: sandboxUrl,
  cielo: cieloUrl,
  watch: watchUrl,
  nextcloud: nextcloudUrl,
  ixcAcs: ixcAcsUrl,
  genieAcs: genieAcsUrl,
} = simulators.addresses;
// The speed test is embedded by the subscriber's browser: http://localhost, which the speed test rule allows.
const speedTestUrl = `http://localhost:${new URL(simulators.addresses.speedTest).port}/`;

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

const stop = async () => {
  server.kill('SIGTERM');
  await simulators.close();
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
server.once('exit', (code) => {
  void simulators.close().then(() => process.exit(code ?? 0));
});

await waitForReady(`http://127.0.0.1:${port}/api/ready`, () => server.exitCode !== null);
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

${demoLoginLines().join('\n')}

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
