import { MESSAGES } from '@central/domain';
import { describe, expect, it } from 'vitest';
import { adminSuite } from './support/admin-suite';
import { FIBRA_SUL_SECRETS } from './support/fibra-sul';
import { providerClient } from './support/staff';
import { MARIA, signedIn } from './support/subscriber';

/** What suspending and deleting a provider do to its host, its sessions and what it owns. */
const { t, admin, recorded, call, tenantRow, themeOf } = adminSuite({ fibraSul: true });

describe('suspending a provider', () => {
  it('takes its host offline and ends every session; reactivating brings the host back, not the sessions', async () => {
    const maria = await signedIn(t, MARIA, 'fibra-sul.localhost');
    expect((await call(maria, 'get', '/api/central/customer/list')).status).toBe(200);
    await providerClient(t, 'fibra-sul');
    const tenant = (await tenantRow('fibra-sul'))!;

    const suspended = await call(admin, 'patch', '/api/payment/customer/fibra-sul/suspend');
    expect(suspended.status).toBe(200);
    expect(suspended.body.customer.status).toBe('suspended');
    expect((await themeOf('fibra-sul')).body).toEqual({ code: 'TENANT_NOT_FOUND', message: MESSAGES.notFoundPage });
    expect((await call(maria, 'get', '/api/central/customer/list')).status).toBe(404);
    expect(await t.db.prisma.session.count({ where: { tenantId: tenant.id, revokedAt: null } })).toBe(0);
    expect(await t.db.prisma.staffSession.count({ where: { tenantId: tenant.id, revokedAt: null } })).toBe(0);

    const reactivated = await call(admin, 'patch', '/api/payment/customer/fibra-sul/suspend', { suspended: false });
    expect(reactivated.body.customer.status).toBe('active');
    expect((await themeOf('fibra-sul')).status).toBe(200);
    expect((await call(maria, 'get', '/api/central/customer/list')).status).toBe(401);
    const again = await signedIn(t, MARIA, 'fibra-sul.localhost');
    expect((await call(again, 'get', '/api/central/customer/list')).status).toBe(200);

    const actions = (await call(admin, 'get', '/api/payment/customer/fibra-sul/history')).body.events.map(
      (event: { action: string }) => event.action,
    );
    expect(actions.slice(0, 2)).toEqual(['reactivate', 'suspend']);
  });
});

describe('deleting a provider', () => {
  it('removes it with its sessions, apps and ACS record; its history stays readable', async () => {
    await signedIn(t, MARIA, 'fibra-sul.localhost');
    await providerClient(t, 'fibra-sul');
    const tenant = (await tenantRow('fibra-sul'))!;
    await t.db.prisma.customerApp.create({
      data: { tenantId: tenant.id, name: 'Watch', image: 'https://x.example.com/w.png', integrationMethod: 'watch' },
    });
    await t.db.prisma.acsConfig.create({
      data: { tenantId: tenant.id, url: 'https://acs.example.com', issuerId: 'central', privateKey: 'sealed' },
    });

    const response = await call(admin, 'delete', '/api/payment/customer/fibra-sul');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Cliente excluído com sucesso' });
    expect((await call(admin, 'get', '/api/payment/customer/fibra-sul')).status).toBe(404);
    expect((await themeOf('fibra-sul')).status).toBe(404);
    const where = { where: { tenantId: tenant.id } };
    expect([
      await t.db.prisma.session.count(where),
      await t.db.prisma.staffSession.count(where),
      await t.db.prisma.customerApp.count(where),
      await t.db.prisma.acsConfig.count(where),
    ]).toEqual([0, 0, 0, 0]);
    const history = await call(admin, 'get', '/api/payment/customer/fibra-sul/history');
    expect(history.status).toBe(200);
    expect(history.body.events[0].action).toBe('delete');
    expect(history.body.events[0].fields.sort()).toEqual(['alias', 'client_id']);
  });
});

describe('secrets', () => {
  it('never appear in an answer or a log line', () => {
    recorded.expectNoneOf([FIBRA_SUL_SECRETS.token, FIBRA_SUL_SECRETS.providerPassword], 10);
  });
});
