import { CONNECTION_MESSAGES, CONNECTION_VERDICTS, WIFI_MESSAGES } from '@central/domain';
import { GENIEACS_DEMO_DEVICES } from '@central/sandbox';
import { describe, expect, it } from 'vitest';
import { encodeDeviceId } from '../src/modules/devices/device-rules';
import { genieAcsSuite } from './support/acs';
import { PADARIA, signedIn } from './support/subscriber';

/** 'Minha conexão' with a GenieACS: the router's state and devices, and 'Reiniciar roteador'. */
const { t, acs, admin, acsUuid } = genieAcsSuite();

const { mariaHome, mariaShop, bakery, stranger } = GENIEACS_DEMO_DEVICES;
const CONNECTION = '/api/central/customer/connection';
const reboot = (id: string) => `/api/acs/device/${encodeDeviceId(id)}/reboot`;
const rebootAudits = () => t.db.prisma.auditEvent.findMany({ where: { action: 'router-reboot' }, orderBy: { createdAt: 'asc' } });

describe('the router in a contract connection', () => {
  it('shows the router online with its uptime and the devices on its network, MACs masked', async () => {
    const { body } = await (await signedIn(t)).get(CONNECTION).expect(200);
    const home = body.contracts.find((contract: { contract_id: string }) => contract.contract_id === '2001');
    expect(home.router).toMatchObject({ device_id: encodeDeviceId(mariaHome.id), online: true, can_reboot: true });
    expect(home.router.uptime_seconds).toBeGreaterThan(0);
    expect(home.router.hosts.length).toBeGreaterThan(0);
    for (const host of home.router.hosts) expect(host.mac).toMatch(/^[0-9A-F]{2}:[0-9A-F]{2}:••:••:[0-9A-F]{2}:[0-9A-F]{2}$/);
    expect(home.router.hosts.some((host: { name: string | null }) => host.name === null)).toBe(true);
    expect(JSON.stringify(body)).not.toContain(mariaHome.serial);
    expect(home.verdict).toBe(CONNECTION_VERDICTS.good);
  });

  it('tells a router the ACS sees offline, whatever IXC says of the session', async () => {
    const { body } = await (await signedIn(t, PADARIA)).get(CONNECTION).expect(200);
    expect(body.contracts[0]).toMatchObject({ online: true, verdict: CONNECTION_VERDICTS.routerOffline });
    expect(body.contracts[0].router).toMatchObject({
      device_id: encodeDeviceId(bakery.id),
      online: false,
      uptime_seconds: null,
      hosts: null,
    });
  });

  it('leaves the router unread when the ACS is down, and tells the rest', async () => {
    const client = await signedIn(t);
    acs.failNext('queryDevices', { status: 503, times: 5 });
    const { body } = await client.get(CONNECTION).expect(200);
    const home = body.contracts.find((contract: { contract_id: string }) => contract.contract_id === '2001');
    expect(home).toMatchObject({ router: null, unchecked: ['router'], online: true, signal: 'good' });
  });
});

describe("'Reiniciar roteador'", () => {
  it('restarts a router that answers, and says so', async () => {
    const answer = await (await signedIn(t)).post(reboot(mariaHome.id)).send({}).expect(202);
    expect(answer.body).toEqual({ message: CONNECTION_MESSAGES.rebootApplied, outcome: 'applied' });
    expect(acs.reboots(mariaHome.id)).toMatchObject({ posted: 1, performed: 1 });
    expect((await rebootAudits()).map((event) => event.outcome)).toEqual(['applied']);
  });

  it('queues it for a router that does not answer now, and never posts it again', async () => {
    const answer = await (await signedIn(t, PADARIA)).post(reboot(bakery.id)).send({}).expect(202);
    expect(answer.body).toEqual({ message: CONNECTION_MESSAGES.rebootQueued, outcome: 'queued' });
    expect(acs.reboots(bakery.id)).toMatchObject({ posted: 1, performed: 0 });
  });

  it('restarts one router at most twice an hour', async () => {
    const client = await signedIn(t);
    await client.post(reboot(mariaHome.id)).send({}).expect(202);
    await client.post(reboot(mariaHome.id)).send({}).expect(202);
    const limited = await client.post(reboot(mariaHome.id)).send({});
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(CONNECTION_MESSAGES.rebootLimited);
    expect(acs.reboots(mariaHome.id).posted).toBe(2);
    await client.post(reboot(mariaShop.id)).send({}).expect(202);
  });

  it("refuses another subscriber's router and an id that is no router, restarting nothing", async () => {
    const client = await signedIn(t);
    const refused = await client.post(reboot(stranger.id)).send({});
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(WIFI_MESSAGES.deviceNotFound);
    expect((await client.post(reboot(bakery.id)).send({})).status).toBe(404);
    expect((await client.post('/api/acs/device/not-an-id!/reboot').send({})).status).toBe(404);
    expect(acs.reboots(stranger.id).posted + acs.reboots(bakery.id).posted).toBe(0);
  });

  it('says the ACS failed when it is down, and does not count the try', async () => {
    const client = await signedIn(t);
    acs.failNext('postTask', { status: 503 });
    expect((await client.post(reboot(mariaHome.id)).send({})).status).toBe(502);
    await client.post(reboot(mariaHome.id)).send({}).expect(202);
    await client.post(reboot(mariaHome.id)).send({}).expect(202);
  });
});

// Last: it removes the suite's ACS record.
describe('an admin who changes the ACS', () => {
  it('is seen on the next read, however recent the answer kept', async () => {
    const client = await signedIn(t);
    const before = (await client.get(CONNECTION).expect(200)).body;
    expect(before.contracts[0].router).not.toBeNull();
    await admin.delete(`/api/acs/adm/${acsUuid()}`).expect(204);
    const after = (await client.get(CONNECTION).expect(200)).body;
    expect(after.contracts.every((contract: { router: unknown }) => contract.router === null)).toBe(true);
  });
});
