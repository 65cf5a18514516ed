import { ensurePrismaClient, ensureWebBuild } from '../../scripts/lib/prepare';
import { startStack } from '../../scripts/lib/stack';

/** The first admin, which the server creates at start from ADMIN_EMAIL and ADMIN_PASSWORD. */
const ADMIN = { email: 'admin@central-e2e.example', password: 'admin-e2e-senha-123' };

/**
 * Starts what a person would use: the sandbox ERP and the real server process serving the real web build,
 * on free ports, with a fresh embedded database. Journeys reach them through the E2E_* variables. The ERP
 * timeout and circuit cool-down are short so the failure journeys stay quick.
 */
export default async function globalSetup() {
  await Promise.all([ensurePrismaClient(), ensureWebBuild()]);
  const stack = await startStack({
    env: {
      IXC_TIMEOUT_MS: '2500',
      IXC_LIST_RETRIES: '1',
      IXC_BREAKER_COOLDOWN_MS: '500',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The notification journeys stand in for the browser's push service under this host (e2e/notifications.spec.ts).
      PUSH_SERVICE_HOSTS: 'push.test.localhost',
    },
    // The provider id 'cliente' offers no contract documents (SPEC section 6);
    // 'zapnet' answers support by WhatsApp (support_menu chat); both reuse the demo ERP.
    tenants: (records) => [
      ...records,
      { ...records[0]!, client_id: 'cliente', alias: 'Cliente Telecom' },
      { ...records[0]!, client_id: 'zapnet', alias: 'ZapNet', support_menu: 'chat' },
    ],
  });
  process.env.E2E_PORT = String(stack.port);
  process.env.E2E_SANDBOX_URL = stack.sandboxUrl;
  process.env.E2E_OUTBOX_DIR = stack.outboxDir;
  process.env.E2E_ADMIN_EMAIL = ADMIN.email;
  process.env.E2E_ADMIN_PASSWORD = ADMIN.password;
  return () => stack.stop();
}
