import { beforeAll, expect } from 'vitest';
import { fibraSul } from './fibra-sul';
import { recordCalls } from './recorded-calls';
import { adminClient } from './staff';
import { madeBeforeAll, sharedTestApp } from './suite';

const PROVIDERS = '/api/payment/customer';

/**
 * The suites of the admin's back office: the app, with every answer and log line kept (recordCalls) so the suite can
 * prove no secret left the server, and a client signed in as an admin. With `fibraSul`, that provider is created
 * through the admin's form before the tests (support/fibra-sul.ts).
 */
export function adminSuite({ fibraSul: createFibraSul = false } = {}) {
  const recorded = recordCalls();
  const { call } = recorded;
  const t = sharedTestApp({ logger: recorded.logger });
  const admin = madeBeforeAll(() => adminClient(t));
  const tenantRow = (clientId: string) => t.db.prisma.tenant.findUnique({ where: { clientId } });
  /** The demo provider's ERP, the IXC sandbox: a provider made with this address reads the demo dataset. */
  let sandboxUrl = '';
  const fibraSulForm = () => fibraSul(sandboxUrl);
  const createProvider = (change: object = {}) => call(admin, 'post', `${PROVIDERS}/create`, { ...fibraSulForm(), ...change });

  beforeAll(async () => {
    sandboxUrl = (await tenantRow('demo'))!.ixcDomain;
    if (createFibraSul) expect((await createProvider()).status).toBe(201);
  });

  return {
    t,
    admin,
    recorded,
    call,
    tenantRow,
    themeOf: (clientId: string) => call(t.client(`${clientId}.localhost`), 'get', '/api/central/theme'),
    fibraSulForm,
    /** Creates a provider through the admin's form: Fibra Sul's, with `change` over it. */
    createProvider,
    /** Edits a provider through the admin's form, by the address that names it. */
    editProvider: (clientId: string, change: object) => call(admin, 'put', `${PROVIDERS}/${clientId}/edit`, change),
  };
}
