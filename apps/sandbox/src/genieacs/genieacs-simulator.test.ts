import { request } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENIEACS_DEMO_DEVICES } from './demo-devices';
import { createGenieAcsSimulator, GENIEACS_SANDBOX_BASIC_AUTH, type GenieAcsSimulator } from './genieacs-simulator';

const { mariaHome, mariaShop, bakery, stranger } = GENIEACS_DEMO_DEVICES;
const HOME_PSK = 'InternetGatewayDevice.LANDevice.1.WLANConfiguration.5.PreSharedKey.1.KeyPassphrase';
const SHOP_PSK = 'Device.WiFi.AccessPoint.3.Security.KeyPassphrase';

describe('GenieACS simulator', () => {
  let simulator: GenieAcsSimulator;
  let origin: string;
  const call = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await request(`${origin}${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.body.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.statusCode, statusText: response.statusText, headers: response.headers, text, json };
  };
  const query = (value: unknown, projection?: string) =>
    `/devices/?query=${encodeURIComponent(JSON.stringify(value))}${projection ? `&projection=${encodeURIComponent(projection)}` : ''}`;
  const tasksPath = (id: string) => `/devices/${encodeURIComponent(id)}/tasks?connection_request&timeout=3000`;
  const setTask = (path: string, value: string) => ({ name: 'setParameterValues', parameterValues: [[path, value, 'xsd:string']] });

  beforeAll(async () => {
    simulator = createGenieAcsSimulator();
    origin = await simulator.listen();
  });
  afterAll(() => simulator.close());
  beforeEach(() => simulator.reset());

  it('finds devices by PPPoE username with $or and $in, projected, with the total header', async () => {
    const answer = await call(
      'GET',
      query(
        {
          $or: [
            {
              'InternetGatewayDevice.WANDevice.1.WANConnectionDevice.1.WANPPPConnection.1.Username': { $in: ['maria.silva', 'maria.loja'] },
            },
            { 'Device.PPP.Interface.1.Username': { $in: ['maria.silva', 'maria.loja'] } },
          ],
        },
        '_id,_deviceId._SerialNumber',
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.total).toBe('2');
    expect(answer.json).toEqual([
      { _id: mariaHome.id, _deviceId: { _SerialNumber: mariaHome.serial } },
      { _id: mariaShop.id, _deviceId: { _SerialNumber: mariaShop.serial } },
    ]);
  });

  it('shows leaves with _value/_type/_writable and hides passphrases as empty strings', async () => {
    const answer = await call('GET', query({ _id: mariaHome.id }, 'InternetGatewayDevice.LANDevice.1.WLANConfiguration.5'));
    const wlan = (answer.json as any[])[0].InternetGatewayDevice.LANDevice['1'].WLANConfiguration['5'];
    expect(wlan._object).toBe(true);
    expect(wlan.SSID).toMatchObject({ _value: 'MARIA_5G', _type: 'xsd:string', _writable: true });
    expect(wlan.PreSharedKey['1'].KeyPassphrase._value).toBe('');
    expect(simulator.passphrase(mariaHome.id, HOME_PSK)).toBe('CasaMaria2024');
  });

  it('answers 400 to a query that is not JSON and 405 to other methods on a collection', async () => {
    expect((await call('GET', '/devices/?query=%7Bnot-json')).status).toBe(400);
    const refused = await call('PUT', '/devices/', {});
    expect(refused.status).toBe(405);
    expect(refused.headers.allow).toBe('GET, HEAD');
  });

  it('applies a set at once (200) when the device answers the connection request', async () => {
    const answer = await call('POST', tasksPath(mariaHome.id), setTask(HOME_PSK, 'NovaSenha2025'));
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ name: 'setParameterValues', device: mariaHome.id, _id: expect.any(String) });
    expect(simulator.passphrase(mariaHome.id, HOME_PSK)).toBe('NovaSenha2025');
    expect(simulator.tasks()).toEqual([]);
  });

  it('queues the task (202 Task queued but not processed) when the device does not answer, and runs it on inform', async () => {
    const answer = await call('POST', tasksPath(mariaShop.id), setTask(SHOP_PSK, 'NovaSenha2025'));
    expect(answer.status).toBe(202);
    expect(answer.statusText).toBe('Task queued but not processed');
    expect(simulator.tasks()).toHaveLength(1);
    expect(simulator.passphrase(mariaShop.id, SHOP_PSK)).toBe('LojaMaria2023');
    simulator.inform(mariaShop.id);
    expect(simulator.passphrase(mariaShop.id, SHOP_PSK)).toBe('NovaSenha2025');
    expect(simulator.tasks()).toEqual([]);
  });

  it("holds a slow device's answer until its session ends: the task is queued at once, posted once, and runs at the next inform", async () => {
    simulator.setSlowSession(mariaHome.id, true);
    const abandoned = request(`${origin}${tasksPath(mariaHome.id)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(setTask(HOME_PSK, 'NovaSenha2025')),
      signal: AbortSignal.timeout(300),
    });
    await expect(abandoned).rejects.toThrow();
    expect(simulator.tasks()).toEqual([expect.objectContaining({ device: mariaHome.id, name: 'setParameterValues' })]);
    expect(simulator.passphrase(mariaHome.id, HOME_PSK)).toBe('CasaMaria2024');
    simulator.inform(mariaHome.id);
    expect(simulator.passphrase(mariaHome.id, HOME_PSK)).toBe('NovaSenha2025');
    expect(simulator.tasks()).toEqual([]);
    expect(simulator.taskPosts()).toEqual([
      { taskId: expect.any(String), device: mariaHome.id, name: 'setParameterValues', parameterNames: [HOME_PSK], at: expect.any(Date) },
    ]);

    // A caller that waits gets the answer when the session ends.
    const waiting = call('POST', tasksPath(mariaHome.id), setTask(HOME_PSK, 'OutraSenha2026'));
    await vi.waitFor(() => expect(simulator.taskPosts()).toHaveLength(2));
    simulator.inform(mariaHome.id);
    expect((await waiting).status).toBe(200);
    expect(simulator.passphrase(mariaHome.id, HOME_PSK)).toBe('OutraSenha2026');
    expect(JSON.stringify(simulator.taskPosts())).not.toContain('Senha20');
  });

  it('faults a set of a read-only or unknown parameter (202 Task faulted), keeping the task and recording the fault', async () => {
    const answer = await call('POST', tasksPath(mariaHome.id), {
      name: 'setParameterValues',
      parameterValues: [
        [HOME_PSK, 'NovaSenha2025', 'xsd:string'],
        ['InternetGatewayDevice.LANDevice.1.WLANConfiguration.5.TotalAssociations', 3, 'xsd:unsignedInt'],
      ],
    });
    expect(answer.status).toBe(202);
    expect(answer.statusText).toBe('Task faulted');
    const taskId = (answer.json as { _id: string })._id;
    const faults = await call('GET', `/faults/?query=${encodeURIComponent(JSON.stringify({ _id: `${mariaHome.id}:task_${taskId}` }))}`);
    expect(faults.json).toEqual([expect.objectContaining({ code: 'cwmp.9003', message: 'Invalid arguments', channel: `task_${taskId}` })]);
    expect(simulator.passphrase(mariaHome.id, HOME_PSK)).toBe('CasaMaria2024');
    expect(simulator.tasks()).toHaveLength(1);
  });

  it('decodes the escaped id from the path and answers 404 No such device for an unknown one', async () => {
    simulator.setOnline(mariaShop.id, true);
    expect((await call('POST', tasksPath(mariaShop.id), setTask(SHOP_PSK, 'NovaSenha2025'))).status).toBe(200);
    const unknown = await call('POST', tasksPath('000000-Nope-1'), setTask(SHOP_PSK, 'NovaSenha2025'));
    expect(unknown.status).toBe(404);
    expect(unknown.text).toBe('No such device');
  });

  it('queues without a connection request (202) and keeps the stranger offline by its last inform', async () => {
    const answer = await call('POST', `/devices/${encodeURIComponent(stranger.id)}/tasks`, { name: 'refreshObject', objectName: '' });
    expect(answer.status).toBe(202);
    const old = simulator.devices().find((device) => device._id === stranger.id)!;
    expect(Date.now() - old._lastInform.getTime()).toBeGreaterThan(60 * 60_000);
  });

  it('reboots a device that answers the connection request (200 with the task): uptime 0, _lastBoot now', async () => {
    const before = simulator.devices().find((device) => device._id === mariaHome.id)!;
    expect(before.InternetGatewayDevice).toMatchObject({ DeviceInfo: { UpTime: { _value: 273_600, _type: 'xsd:unsignedInt' } } });
    const answer = await call('POST', tasksPath(mariaHome.id), { name: 'reboot' });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ name: 'reboot', device: mariaHome.id, _id: expect.any(String) });
    const after = simulator.devices().find((device) => device._id === mariaHome.id)!;
    expect(after.InternetGatewayDevice).toMatchObject({ DeviceInfo: { UpTime: { _value: 0 } } });
    expect(after._lastBoot!.getTime()).toBeGreaterThan(before._lastBoot!.getTime());
    expect(simulator.reboots(mariaHome.id)).toEqual({ posted: 1, performed: 1 });
    expect(simulator.tasks()).toEqual([]);
  });

  it('queues a reboot for the offline bakery router (202 Task queued but not processed) until it informs', async () => {
    const offline = simulator.devices().find((device) => device._id === bakery.id)!;
    expect(Date.now() - offline._lastInform.getTime()).toBeGreaterThan(60 * 60_000);
    const answer = await call('POST', tasksPath(bakery.id), { name: 'reboot' });
    expect([answer.status, answer.statusText]).toEqual([202, 'Task queued but not processed']);
    expect(simulator.tasks()).toEqual([expect.objectContaining({ device: bakery.id, name: 'reboot' })]);
    expect(simulator.reboots(bakery.id)).toEqual({ posted: 1, performed: 0 });
    simulator.inform(bakery.id);
    expect(simulator.reboots(bakery.id)).toEqual({ posted: 1, performed: 1 });
    expect(simulator.tasks()).toEqual([]);
  });

  it('answers 404 to a reboot of an unknown device, and 400 with the parse error to a body that is not JSON, whatever its type', async () => {
    const unknown = await call('POST', tasksPath('000000-Nope-1'), { name: 'reboot' });
    expect([unknown.status, unknown.text]).toEqual([404, 'No such device']);
    for (const contentType of ['application/json', 'text/plain']) {
      const response = await request(`${origin}${tasksPath(mariaHome.id)}`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: '{"name":"reboot"',
      });
      expect([response.statusCode, (await response.body.text()).startsWith('SyntaxError: ')]).toEqual([400, true]);
    }
    const textBody = await request(`${origin}${tasksPath(mariaHome.id)}`, { method: 'POST', body: '{"name":"reboot"}' });
    expect(textBody.statusCode).toBe(200);
    await textBody.body.dump();
    expect(simulator.reboots(mariaHome.id)).toEqual({ posted: 1, performed: 1 });
  });

  it('seeds the demo routers with their host tables, uptime and optical power in the vendor path and unit', async () => {
    const [home] = (await call('GET', query({ _id: mariaHome.id }, 'InternetGatewayDevice.LANDevice.1.Hosts.Host'))).json as any[];
    expect(Object.keys(home.InternetGatewayDevice.LANDevice['1'].Hosts.Host).filter((key) => !key.startsWith('_'))).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(home.InternetGatewayDevice.LANDevice['1'].Hosts.Host['2'].HostName._value).toBe('');
    const [shop] = (await call('GET', query({ _id: mariaShop.id }, 'Device.Optical,Device.Hosts'))).json as any[];
    expect(shop.Device.Optical.Interface['1'].X_TP_GPON_Config.RXPower._value).toBe(115);
    expect(shop.Device.Hosts.Host['1'].PhysAddress._value).toBe('00:1B:44:11:3A:B7');
    const padaria = simulator.devices().find((device) => device._id === bakery.id) as any;
    expect(padaria.InternetGatewayDevice.WANDevice['1'].X_GponInterafceConfig.RXPower._value).toBe('-26.40');
    expect(padaria.InternetGatewayDevice.LANDevice['1'].Hosts.Host['2'].InterfaceType._value).toBe('802.11');
  });

  it('stages faults and logs requests without their query', async () => {
    simulator.failNext('queryDevices', { status: 503 });
    expect((await call('GET', query({}))).status).toBe(503);
    expect(simulator.requests().map((entry) => `${entry.route} ${entry.path} ${entry.status}`)).toEqual(['queryDevices /devices/ 503']);
  });
});

describe('GenieACS simulator behind a Basic-auth proxy', () => {
  let simulator: GenieAcsSimulator;
  let origin: string;
  beforeAll(async () => {
    simulator = createGenieAcsSimulator({ basicAuth: GENIEACS_SANDBOX_BASIC_AUTH });
    origin = await simulator.listen();
  });
  afterAll(() => simulator.close());

  it('answers 401 without or with wrong credentials, 200 with the right ones', async () => {
    const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    const statusWith = async (authorization?: string) => {
      const response = await request(`${origin}/devices/`, { headers: authorization ? { authorization } : {} });
      await response.body.dump();
      return response.statusCode;
    };
    expect(await statusWith()).toBe(401);
    expect(await statusWith(basic(GENIEACS_SANDBOX_BASIC_AUTH.user, 'wrong'))).toBe(401);
    expect(await statusWith(basic(GENIEACS_SANDBOX_BASIC_AUTH.user, GENIEACS_SANDBOX_BASIC_AUTH.password))).toBe(200);
    expect(simulator.requests().map((entry) => entry.user)).toEqual([undefined, 'nbi-proxy', 'nbi-proxy']);
  });
});
