import { beforeEach } from 'vitest';
import type { Prisma } from '../../src/generated/prisma/client';
import { createSecretBox } from '../../src/lib/crypto';
import { sharedSimulator, sharedTestApp, type SuiteSimulator } from './suite';
import { TEST_SECRETS, type TestApp, type TestAppOptions } from './test-app';

export type AppColumns = Omit<Prisma.CustomerAppUncheckedCreateInput, 'tenantId'>;

const box = createSecretBox(TEST_SECRETS.secretsKey);

/** An app of the provider `clientId`, stored straight in its table as the admin's form would have saved it. */
export async function seedApp(t: TestApp, columns: AppColumns, clientId = 'demo') {
  const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId } });
  return t.db.prisma.customerApp.create({ data: { tenantId: tenant.id, ...columns } });
}

/** Where an app reaches its partner and the pair it signs in with. */
export interface PartnerConnection {
  url: string;
  user: string;
  secret: string;
}

/** An app's columns for its partner connection, the secret sealed for `clientId` as the admin's form stores it. */
export function connectionColumns({ url, user, secret }: PartnerConnection, clientId = 'demo') {
  return { integrationUrl: url, integrationUser: user, integrationSecret: box.seal(secret, clientId) };
}

/**
 * The suites of apps over one partner: its simulator (sharedSimulator) and the app, and before each test no provider
 * has an app.
 */
export function partnerAppSuite<S extends SuiteSimulator>(createPartner: () => S, appOptions: TestAppOptions = {}) {
  const partner = sharedSimulator(createPartner);
  const t = sharedTestApp(appOptions);
  beforeEach(async () => {
    await t.db.prisma.customerApp.deleteMany();
  });
  return { t, partner };
}
