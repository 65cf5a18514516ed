import { createGenieAcsSimulator, GENIEACS_DEMO_DEVICES, GENIEACS_SANDBOX_BASIC_AUTH } from '@central/sandbox';
import { describe, expect, it } from 'vitest';
import type { AcsError } from '../acs-client';
import { originWithNoServer, serveDuringTests } from '../http/adapter-test-kit';
import { failureOf, genieAcsUnderTest } from './client-test-setup';
import { createGenieAcsClient } from './index';

const { mariaHome, mariaShop, bakery, stranger } = GENIEACS_DEMO_DEVICES;
const NEW_PASSWORD = 'NovaSenha2025';
const HOME_WPA = (index: number) => `InternetGatewayDevice.LANDevice.1.WLANConfiguration.${index}.PreSharedKey.1.KeyPassphrase`;

function expectNoSecrets(error: AcsError) {
  const text = `${error.message} ${JSON.stringify(error)} ${error.stack}`;
  expect(text).not.toContain(NEW_PASSWORD);
  expect(text).not.toContain(GENIEACS_SANDBOX_BASIC_AUTH.password);
}

/** The adapter against the GenieACS simulator of `@central/sandbox`, over real HTTP. */
describe('GenieACS client', () => {
  const { simulator, connect, routes } = genieAcsUnderTest();

  it('finds the devices of several logins in one request, on TR-098 and TR-181 username paths', async () => {
    const found = await connect().findDevices(['maria.silva', 'maria.loja', 'paoquente', 'ninguem']);
    expect(routes()).toEqual(['queryDevices 200']);
    expect(found.map((device) => [device.acsId, device.pppLogin, device.online])).toEqual([
      [mariaHome.id, 'maria.silva', true],
      [mariaShop.id, 'maria.loja', true],
      [bakery.id, 'paoquente', false],
    ]);
    expect(found[1]).toMatchObject({
      serialNumber: mariaShop.serial,
      manufacturer: 'TP-Link',
      model: 'XX230v',
      lastContact: expect.any(Date),
    });
  });

  it('answers [] for no logins without calling, and reports an old inform as offline', async () => {
    expect(await connect().findDevices([])).toEqual([]);
    expect(routes()).toEqual([]);
    const [neighbour] = await connect().findDevices(['vizinho.teste']);
    expect(neighbour).toMatchObject({ acsId: stranger.id, online: false });
  });

  it('reads a TR-098 device: WLANConfiguration keys, SSIDs and bands, passwords null', async () => {
    const device = await connect().readDevice(mariaHome.id);
    expect(device?.networks).toEqual([
      { band: '2.4', key: '1,1', path: 'InternetGatewayDevice.LANDevice.1.WLANConfiguration.1', ssid: 'MARIA_2G', password: null },
      { band: '5.8', key: '1,5', path: 'InternetGatewayDevice.LANDevice.1.WLANConfiguration.5', ssid: 'MARIA_5G', password: null },
    ]);
    expect(device?.pppLogin).toBe('maria.silva');
  });

  it('reads the Intelbras instances the other way round (.6 = 2.4, .1 = 5)', async () => {
    const device = await connect().readDevice(bakery.id);
    expect(device?.networks.map((network) => [network.key, network.band, network.ssid])).toEqual([
      ['1,6', '2.4', 'PAOQUENTE'],
      ['1,1', '5.8', 'PAOQUENTE_5G'],
    ]);
  });

  it('reads a TR-181 device through AccessPoint, SSIDReference and the radio band', async () => {
    const device = await connect().readDevice(mariaShop.id);
    expect(device?.networks).toEqual([
      { band: '2.4', key: 'ap,1', path: 'Device.WiFi.AccessPoint.1', ssid: 'LOJA_MARIA', password: null },
      { band: '5.8', key: 'ap,3', path: 'Device.WiFi.AccessPoint.3', ssid: 'LOJA_MARIA_5G', password: null },
    ]);
  });

  it('answers null for a device the ACS does not know', async () => {
    expect(await connect().readDevice('000000-Nope-1')).toBeNull();
    expect(await connect().setWifiPassword('000000-Nope-1', ['1,1'], NEW_PASSWORD)).toBeNull();
  });

  it('sets both bands in one task, applied when the device answers the connection request', async () => {
    const results = await connect().setWifiPassword(mariaHome.id, ['1,1', '1,5'], NEW_PASSWORD);
    expect(results).toEqual([
      { key: '1,1', band: '2.4', outcome: 'applied' },
      { key: '1,5', band: '5.8', outcome: 'applied' },
    ]);
    expect(routes()).toEqual(['queryDevices 200', 'postTask 200']);
    expect(simulator.passphrase(mariaHome.id, HOME_WPA(1))).toBe(NEW_PASSWORD);
    expect(simulator.passphrase(mariaHome.id, HOME_WPA(5))).toBe(NEW_PASSWORD);
  });

  it('writes KeyPassphrase on Intelbras, queued on the offline bakery router until it informs', async () => {
    const results = await connect().setWifiPassword(bakery.id, ['1,6'], NEW_PASSWORD);
    expect(results).toEqual([{ key: '1,6', band: '2.4', outcome: 'queued', reason: expect.stringContaining('next contact') }]);
    simulator.inform(bakery.id);
    expect(simulator.passphrase(bakery.id, 'InternetGatewayDevice.LANDevice.1.WLANConfiguration.6.KeyPassphrase')).toBe(NEW_PASSWORD);
  });

  it('reports queued when the device does not answer (escaped id in the path), and the device takes it on inform', async () => {
    const results = await connect().setWifiPassword(mariaShop.id, ['ap,3'], NEW_PASSWORD);
    expect(results).toEqual([{ key: 'ap,3', band: '5.8', outcome: 'queued', reason: expect.stringContaining('next contact') }]);
    expect(routes()).toEqual(['queryDevices 200', 'postTask 202', 'queryFaults 200']);
    simulator.inform(mariaShop.id);
    expect(simulator.passphrase(mariaShop.id, 'Device.WiFi.AccessPoint.3.Security.KeyPassphrase')).toBe(NEW_PASSWORD);
  });

  it('reports failed with the CPE fault when the task faults, without the password', async () => {
    const results = await connect().setWifiPassword(mariaHome.id, ['1,5'], 'curta');
    expect(results).toEqual([
      { key: '1,5', band: '5.8', outcome: 'failed', reason: 'cwmp.9003 Invalid arguments: Invalid parameter value' },
    ]);
    expect(simulator.passphrase(mariaHome.id, HOME_WPA(5))).toBe('CasaMaria2024');
  });

  it('fails a key the device does not have without sending it', async () => {
    const results = await connect().setWifiPassword(mariaHome.id, ['1,9'], NEW_PASSWORD);
    expect(results).toEqual([{ key: '1,9', band: '2.4', outcome: 'failed', reason: 'no such Wi-Fi network on this device' }]);
    expect(routes()).toEqual(['queryDevices 200']);
  });

  it('says unavailable on a 5xx, timeout on a hanging query, never with the password', async () => {
    simulator.failNext('queryDevices', { status: 503 });
    const down = await failureOf(connect().setWifiPassword(mariaHome.id, ['1,1'], NEW_PASSWORD));
    expect(down).toMatchObject({ failure: 'unavailable', httpStatus: 503, operation: 'GET /devices/' });
    simulator.failNext('queryDevices', { hang: true });
    const slow = await failureOf(connect({}, 300).setWifiPassword(mariaHome.id, ['1,1'], NEW_PASSWORD));
    expect(slow).toMatchObject({ failure: 'timeout', operation: 'GET /devices/' });
    for (const error of [down, slow]) expectNoSecrets(error);
  });

  it('reports queued, posted once, when the task outlives our wait (a slow router), and the router takes it at its next session', async () => {
    simulator.setSlowSession(mariaHome.id, true);
    const results = await connect({}, 300).setWifiPassword(mariaHome.id, ['1,1', '1,5'], NEW_PASSWORD);
    const reason =
      'the ACS did not answer within our wait (the router is busy or slow); the change is queued and will apply when the router answers';
    expect(results).toEqual([
      { key: '1,1', band: '2.4', outcome: 'queued', reason },
      { key: '1,5', band: '5.8', outcome: 'queued', reason },
    ]);
    expect(simulator.taskPosts()).toEqual([expect.objectContaining({ device: mariaHome.id, parameterNames: [HOME_WPA(1), HOME_WPA(5)] })]);
    expect(simulator.requests().map((entry) => entry.route)).toEqual(['queryDevices', 'postTask']);
    expect(simulator.passphrase(mariaHome.id, HOME_WPA(1))).toBe('CasaMaria2024');
    simulator.inform(mariaHome.id);
    expect([simulator.passphrase(mariaHome.id, HOME_WPA(1)), simulator.passphrase(mariaHome.id, HOME_WPA(5))]).toEqual([
      NEW_PASSWORD,
      NEW_PASSWORD,
    ]);
    expect(simulator.taskPosts()).toHaveLength(1);
  });

  it('says malformed when the URL is not an NBI', async () => {
    const error = await failureOf(connect({ url: `${simulator.origin}/nothing` }).findDevices(['maria.silva']));
    expect(error.failure).toBe('malformed');
  });
});

describe('GenieACS client: reachability and the Basic-auth proxy', () => {
  const simulator = createGenieAcsSimulator({ basicAuth: GENIEACS_SANDBOX_BASIC_AUTH });
  serveDuringTests(simulator);
  const connect = (user: string, password: string, url = simulator.origin) =>
    createGenieAcsClient({ kind: 'genieacs', url, issuerId: user, privateKey: password }, { timeoutMs: 1000 });

  it('sends the Basic pair when one is set', async () => {
    const found = await connect(GENIEACS_SANDBOX_BASIC_AUTH.user, GENIEACS_SANDBOX_BASIC_AUTH.password).findDevices(['maria.silva']);
    expect(found).toHaveLength(1);
  });

  it('says unauthorized without credentials or with wrong ones', async () => {
    const missing = await failureOf(connect('', '').findDevices(['maria.silva']));
    const wrong = await failureOf(connect(GENIEACS_SANDBOX_BASIC_AUTH.user, 'errada').setWifiPassword(mariaHome.id, ['1,1'], NEW_PASSWORD));
    for (const error of [missing, wrong]) {
      expect(error).toMatchObject({ failure: 'unauthorized', httpStatus: 401 });
      expectNoSecrets(error);
    }
  });

  it('says unavailable when nothing listens', async () => {
    const error = await failureOf(connect('', '', await originWithNoServer()).findDevices(['maria.silva']));
    expect(error.failure).toBe('unavailable');
  });
});
