import { GENIEACS_DEMO_DEVICES } from '@central/sandbox';
import { describe, expect, it } from 'vitest';
import { failureOf, genieAcsUnderTest } from './client-test-setup';

const { mariaHome, mariaShop, bakery, stranger } = GENIEACS_DEMO_DEVICES;

/** Uptime, optical power, the host table and the restart, against the GenieACS simulator over real HTTP. */
describe('GenieACS client: the connection as the router reports it', () => {
  const { simulator, connect, routes } = genieAcsUnderTest();

  it("reads uptime and optical power in each vendor's own path and unit, in the list's one query too", async () => {
    const found = await connect().findDevices(['maria.silva', 'maria.loja', 'paoquente', 'vizinho.teste']);
    expect(found.map((device) => [device.pppLogin, device.uptimeSeconds, device.opticalRxDbm, device.opticalTxDbm])).toEqual([
      ['maria.silva', 273_600, -19.52, 2.11],
      ['maria.loja', 1_036_800, -19.39, 2],
      ['paoquente', 604_800, -26.4, 1.9],
      ['vizinho.teste', 90_000, -18.48, 2.5],
    ]);
    expect(routes()).toEqual(['queryDevices 200']);
  });

  it('reads the TR-098 host table with its links from Layer2Interface, nameless hosts named null', async () => {
    const device = await connect().readDevice(mariaHome.id);
    expect(device?.hosts).toEqual([
      { name: 'Celular-Maria', mac: 'A4:C3:F0:11:22:33', link: 'wifi', active: true },
      { name: null, mac: '3C:2A:F4:44:55:66', link: 'wifi', active: true },
      { name: 'DESKTOP-SALA', mac: '00:E0:4C:77:88:99', link: 'cable', active: true },
      { name: 'TV-Quarto', mac: 'F8:4D:89:AA:BB:CC', link: 'wifi', active: false },
    ]);
  });

  it("reads TR-181 hosts by PhysAddress, a host without Layer2Interface of no known link, and the offline bakery's InterfaceType", async () => {
    const shop = await connect().readDevice(mariaShop.id);
    expect(shop?.hosts?.map((host) => [host.name, host.mac, host.link])).toEqual([
      ['Maquininha', '00:1B:44:11:3A:B7', 'cable'],
      [null, 'DC:A6:32:01:02:03', 'wifi'],
      ['PDV-Caixa', 'B8:27:EB:04:05:06', null],
    ]);
    const padaria = await connect().readDevice(bakery.id);
    expect(padaria).toMatchObject({ online: false, uptimeSeconds: 604_800, opticalRxDbm: -26.4 });
    expect(padaria?.hosts?.map((host) => [host.name, host.link, host.active])).toEqual([
      ['Caixa-Padaria', 'cable', true],
      [null, 'wifi', true],
      ['Celular-Joao', 'wifi', false],
    ]);
  });

  it('restarts a router that answers the connection request: applied, one task, the uptime back to 0', async () => {
    const client = connect();
    expect(client.canReboot).toBe(true);
    expect(await client.reboot(mariaHome.id)).toBe('applied');
    expect(routes()).toEqual(['postTask 200']);
    expect(simulator.taskPosts()).toEqual([expect.objectContaining({ device: mariaHome.id, name: 'reboot' })]);
    expect(simulator.reboots(mariaHome.id)).toEqual({ posted: 1, performed: 1 });
    expect((await client.readDevice(mariaHome.id))?.uptimeSeconds).toBe(0);
  });

  it('reports queued for an offline router, posted once; the router restarts at its next inform', async () => {
    expect(await connect().reboot(bakery.id)).toBe('queued');
    expect(routes()).toEqual(['postTask 202']);
    expect(simulator.tasks()).toEqual([expect.objectContaining({ device: bakery.id, name: 'reboot' })]);
    expect(simulator.reboots(bakery.id)).toEqual({ posted: 1, performed: 0 });
    simulator.inform(bakery.id);
    expect(simulator.reboots(bakery.id)).toEqual({ posted: 1, performed: 1 });
    expect(simulator.tasks()).toEqual([]);
  });

  it('reports queued, posted once, when the router is too slow for our wait', async () => {
    simulator.setSlowSession(mariaHome.id, true);
    expect(await connect({}, 300).reboot(mariaHome.id)).toBe('queued');
    expect(simulator.reboots(mariaHome.id)).toEqual({ posted: 1, performed: 0 });
    simulator.inform(mariaHome.id);
    expect(simulator.reboots(mariaHome.id)).toEqual({ posted: 1, performed: 1 });
  });

  it('answers null for an unknown router, and throws when the NBI fails or refuses', async () => {
    expect(await connect().reboot('000000-Nope-1')).toBeNull();
    simulator.failNext('postTask', { status: 503 });
    expect(await failureOf(connect().reboot(stranger.id))).toMatchObject({ failure: 'unavailable', httpStatus: 503 });
    simulator.failNext('postTask', { status: 400 });
    expect(await failureOf(connect().reboot(stranger.id))).toMatchObject({
      failure: 'malformed',
      httpStatus: 400,
      operation: 'POST /devices/{id}/tasks',
    });
    expect(simulator.reboots(stranger.id)).toEqual({ posted: 0, performed: 0 });
  });
});
