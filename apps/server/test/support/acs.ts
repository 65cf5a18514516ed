import { createGenieAcsSimulator, GENIEACS_SANDBOX_BASIC_AUTH } from '@central/sandbox';
import { beforeAll, beforeEach, expect } from 'vitest';
import { adminClient } from './staff';
import { madeBeforeAll, sharedSimulator, sharedTestApp, type SuiteSimulator } from './suite';
import type { TestAppOptions } from './test-app';

/**
 * The suites of routers and Wi-Fi through an ACS: its simulator (sharedSimulator), the app, a client signed in as an
 * admin, and the demo provider's ACS record, made through the admin's form from `record` (the form's fields but
 * client_id) before the tests; `acsUuid()` names it. Before each test no Wi-Fi password is stored.
 */
export function acsSuite<S extends SuiteSimulator>(createAcs: () => S, record: (acs: S) => object, appOptions: TestAppOptions = {}) {
  const acs = sharedSimulator(createAcs);
  const t = sharedTestApp({ prefetchOnSignIn: false, ...appOptions });
  const admin = madeBeforeAll(() => adminClient(t));
  let acsUuid = '';
  beforeAll(async () => {
    const created = await admin.post('/api/acs/adm').send({ client_id: 'demo', ...record(acs) });
    expect(created.status).toBe(201);
    acsUuid = created.body.uuid;
  });
  beforeEach(async () => {
    await t.db.prisma.wifiPassword.deleteMany();
  });
  return { t, acs, admin, acsUuid: () => acsUuid };
}

/** acsSuite with the GenieACS simulator behind its Basic-auth proxy, connected as the demo provider's ACS. */
export function genieAcsSuite(appOptions: TestAppOptions = {}) {
  return acsSuite(
    () => createGenieAcsSimulator({ basicAuth: GENIEACS_SANDBOX_BASIC_AUTH }),
    (simulator) => ({
      acs_kind: 'genieacs',
      acs_url: simulator.origin,
      acs_issuer_id: GENIEACS_SANDBOX_BASIC_AUTH.user,
      acs_private_key: GENIEACS_SANDBOX_BASIC_AUTH.password,
    }),
    appOptions,
  );
}
