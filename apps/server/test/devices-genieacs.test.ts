import { WIFI_MESSAGES } from '@central/domain';
import { GENIEACS_DEMO_DEVICES, GENIEACS_SANDBOX_BASIC_AUTH } from '@central/sandbox';
import type supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { encodeDeviceId } from '../src/modules/devices/device-rules';
import { genieAcsSuite } from './support/acs';
import { PADARIA, signedIn } from './support/subscriber';

/** Routers and Wi-Fi through a GenieACS NBI behind a Basic-auth proxy, against its simulator. */
const { t, acs, admin, acsUuid } = genieAcsSuite();

const { mariaHome, mariaShop, bakery, stranger } = GENIEACS_DEMO_DEVICES;
const TR098 = (wlan: number) => `InternetGatewayDevice.LANDevice.1.WLANConfiguration.${wlan}.PreSharedKey.1.KeyPassphrase`;
const TR181 = (accessPoint: number) => `Device.WiFi.AccessPoint.${accessPoint}.Security.KeyPassphrase`;
const change = (client: supertest.Agent, id: string, body: object) => client.patch(`/api/acs/device/${encodeDeviceId(id)}/wifi`).send(body);
const STRONG = { password: 'NovaSenha2025', confirmation: 'NovaSenha2025' };

describe('a GenieACS NBI', () => {
  it("lists Maria's TR-098 and TR-181 routers in one NBI query, and reads each band's networks", async () => {
    const client = await signedIn(t);
    const { body } = await client.get('/api/acs/devices').expect(200);
    expect(
      body.devices.map((device: { id: string; pppLogin: string; contractId: string; online: boolean }) => [
        device.id,
        device.pppLogin,
        device.contractId,
        device.online,
      ]),
    ).toEqual([
      [encodeDeviceId(mariaHome.id), 'maria.silva', '2001', true],
      [encodeDeviceId(mariaShop.id), 'maria.loja', '2003', true],
    ]);
    expect(acs.requests().filter((entry) => entry.route === 'queryDevices')).toHaveLength(1);

    const home = (await client.get(`/api/acs/device/${encodeDeviceId(mariaHome.id)}`).expect(200)).body.deviceInfo.wlanData;
    expect(home).toEqual({
      '2.4': [expect.objectContaining({ key: '1,1', ssid: 'MARIA_2G', password: null })],
      '5.8': [expect.objectContaining({ key: '1,5', ssid: 'MARIA_5G', password: null })],
    });
    const shop = (await client.get(`/api/acs/device/${encodeDeviceId(mariaShop.id)}`).expect(200)).body.deviceInfo.wlanData;
    expect([shop['2.4'].map((item: { key: string }) => item.key), shop['5.8'].map((item: { key: string }) => item.key)]).toEqual([
      ['ap,1'],
      ['ap,3'],
    ]);
  });

  it('sets both bands in one task the router applies, and shows its owner the password TR-069 hides', async () => {
    const client = await signedIn(t);
    const { body } = await change(client, mariaHome.id, { ...STRONG, networks: ['1,1', '1,5'] }).expect(200);
    expect(body).toEqual({
      message: WIFI_MESSAGES.changed,
      results: [
        { key: '1,1', band: '2.4', outcome: 'applied', message: WIFI_MESSAGES.bandApplied('2.4') },
        { key: '1,5', band: '5.8', outcome: 'applied', message: WIFI_MESSAGES.bandApplied('5.8') },
      ],
    });
    expect(acs.requests().filter((entry) => entry.route === 'postTask')).toHaveLength(1);
    expect([acs.passphrase(mariaHome.id, TR098(1)), acs.passphrase(mariaHome.id, TR098(5))]).toEqual(['NovaSenha2025', 'NovaSenha2025']);
    const read = (await client.get(`/api/acs/device/${encodeDeviceId(mariaHome.id)}`).expect(200)).body.deviceInfo.wlanData;
    expect([read['2.4'][0].password, read['5.8'][0].password]).toEqual(['NovaSenha2025', 'NovaSenha2025']);
  });

  it("queues the change on a router that does not answer the connection request; it applies at the router's next inform", async () => {
    const client = await signedIn(t);
    const { body } = await change(client, mariaShop.id, { ...STRONG, networks: ['ap,3'] }).expect(200);
    expect(body.results).toEqual([{ key: 'ap,3', band: '5.8', outcome: 'queued', message: WIFI_MESSAGES.bandQueued('5.8') }]);
    expect(acs.passphrase(mariaShop.id, TR181(3))).not.toBe('NovaSenha2025');
    acs.inform(mariaShop.id);
    expect(acs.passphrase(mariaShop.id, TR181(3))).toBe('NovaSenha2025');
    expect(acs.passphrase(mariaShop.id, TR181(1))).not.toBe('NovaSenha2025');
  });

  it('reports a change the router is too slow to confirm as queued, after one task POST, and the router applies it at its next session', async () => {
    acs.setSlowSession(mariaHome.id, true);
    const client = await signedIn(t);
    // The NBI holds the answer past our wait (the ACS deadline plus the connection request's 5 s).
    const { body } = await change(client, mariaHome.id, { ...STRONG, networks: ['1,1', '1,5'] }).expect(200);
    expect(body).toEqual({
      message: WIFI_MESSAGES.changed,
      results: [
        { key: '1,1', band: '2.4', outcome: 'queued', message: WIFI_MESSAGES.bandQueued('2.4') },
        { key: '1,5', band: '5.8', outcome: 'queued', message: WIFI_MESSAGES.bandQueued('5.8') },
      ],
    });
    expect(acs.taskPosts()).toEqual([expect.objectContaining({ device: mariaHome.id, parameterNames: [TR098(1), TR098(5)] })]);
    expect(acs.requests().filter((entry) => entry.route === 'postTask')).toHaveLength(1);
    acs.inform(mariaHome.id);
    expect([acs.passphrase(mariaHome.id, TR098(1)), acs.passphrase(mariaHome.id, TR098(5))]).toEqual(['NovaSenha2025', 'NovaSenha2025']);
    const read = (await client.get(`/api/acs/device/${encodeDeviceId(mariaHome.id)}`).expect(200)).body.deviceInfo.wlanData;
    expect([read['2.4'][0].password, read['5.8'][0].password]).toEqual(['NovaSenha2025', 'NovaSenha2025']);
    expect(acs.taskPosts()).toHaveLength(1);
  });

  it('costs one NBI query for the list and for a router; a change reads twice, sends one task, and looks its fault up only when queued', async () => {
    const client = await signedIn(t);
    const count = () =>
      Object.fromEntries(
        ['queryDevices', 'postTask', 'queryFaults'].map((route) => [route, acs.requests().filter((entry) => entry.route === route).length]),
      );
    await client.get('/api/acs/devices').expect(200);
    await client.get(`/api/acs/device/${encodeDeviceId(mariaHome.id)}`).expect(200);
    expect(count()).toEqual({ queryDevices: 2, postTask: 0, queryFaults: 0 });
    acs.reset();
    await change(client, mariaHome.id, { ...STRONG, networks: ['1,1', '1,5'] }).expect(200);
    expect(count()).toEqual({ queryDevices: 2, postTask: 1, queryFaults: 0 });
    acs.reset();
    await change(client, mariaShop.id, { ...STRONG, networks: ['ap,1', 'ap,3'] }).expect(200);
    expect(count()).toEqual({ queryDevices: 2, postTask: 1, queryFaults: 1 });
  });

  it("answers 404 for another subscriber's router and one nobody owns, on read and on write", async () => {
    const maria = await signedIn(t);
    const padaria = await signedIn(t, PADARIA);
    for (const [client, id] of [
      [maria, bakery.id],
      [maria, stranger.id],
      [padaria, mariaHome.id],
    ] as const) {
      expect((await client.get(`/api/acs/device/${encodeDeviceId(id)}`)).status).toBe(404);
      expect((await change(client, id, { ...STRONG, networks: ['1,1'] })).status).toBe(404);
    }
    expect(acs.requests().filter((entry) => entry.route === 'postTask')).toEqual([]);
    expect((await padaria.get('/api/acs/devices').expect(200)).body.devices.map((device: { pppLogin: string }) => device.pppLogin)).toEqual(
      ['paoquente'],
    );
  });

  it('answers the failure texts when the NBI is down, and when the proxy refuses the credentials', async () => {
    const client = await signedIn(t);
    acs.failNext('queryDevices', { status: 503 });
    const down = await client.get('/api/acs/devices');
    expect([down.status, down.body.message]).toEqual([502, WIFI_MESSAGES.listFailure]);
    acs.failNext('queryDevices', { status: 401 });
    const refused = await client.get(`/api/acs/device/${encodeDeviceId(mariaHome.id)}`);
    expect([refused.status, refused.body.message]).toEqual([502, WIFI_MESSAGES.detailsFailure]);

    // Credentials fixed in the admin area take effect on the next request.
    await admin
      .put(`/api/acs/adm/${acsUuid()}`)
      .send({ acs_url: acs.origin, acs_issuer_id: 'outro', acs_private_key: 'errada' })
      .expect(200);
    expect((await client.get('/api/acs/devices')).status).toBe(502);
    await admin
      .put(`/api/acs/adm/${acsUuid()}`)
      .send({ acs_url: acs.origin, acs_issuer_id: GENIEACS_SANDBOX_BASIC_AUTH.user, acs_private_key: GENIEACS_SANDBOX_BASIC_AUTH.password })
      .expect(200);
    await client.get('/api/acs/devices').expect(200);
  });
});
