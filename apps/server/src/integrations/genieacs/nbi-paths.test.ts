import { describe, expect, it } from 'vitest';
import { deviceTasksPath, findByLoginsQuery, readDeviceQuery, taskFaultQuery } from './nbi-paths';

describe('GenieACS NBI requests', () => {
  it('finds by login with $in at every username path, projecting only the summary fields (uptime and optical power included)', () => {
    const { query, projection } = findByLoginsQuery(['maria.silva', 'maria.loja']);
    const parsed = JSON.parse(query) as { $or: Record<string, { $in: string[] }>[] };
    expect(parsed.$or).toContainEqual({ 'VirtualParameters.pppoeUsername': { $in: ['maria.silva', 'maria.loja'] } });
    expect(parsed.$or).toContainEqual({
      'InternetGatewayDevice.WANDevice.1.WANConnectionDevice.2.WANPPPConnection.1.Username': { $in: ['maria.silva', 'maria.loja'] },
    });
    expect(parsed.$or).toContainEqual({ 'Device.PPP.Interface.1.Username': { $in: ['maria.silva', 'maria.loja'] } });
    expect(projection.split(',').slice(0, 3)).toEqual(['_id', '_deviceId', '_lastInform']);
    expect(projection).not.toContain('WLANConfiguration');
    expect(projection.split(',')).toEqual(
      expect.arrayContaining([
        'InternetGatewayDevice.DeviceInfo.UpTime',
        'Device.DeviceInfo.UpTime',
        'InternetGatewayDevice.WANDevice.1.X_GponInterafceConfig.RXPower',
        'Device.Optical.Interface.1.X_TP_GPON_Config.RXPower',
      ]),
    );
    expect(projection).not.toContain('Hosts');
  });

  it('reads one device by _id with the Wi-Fi subtrees and the host tables', () => {
    const { query, projection } = readDeviceQuery('3C52A1-XX230v-2237%2DA1B2C3');
    expect(JSON.parse(query)).toEqual({ _id: '3C52A1-XX230v-2237%2DA1B2C3' });
    expect(projection).toContain('InternetGatewayDevice.LANDevice.1.WLANConfiguration');
    expect(projection).toContain('Device.WiFi.AccessPoint');
    expect(projection.split(',')).toEqual(
      expect.arrayContaining(['InternetGatewayDevice.LANDevice.1.Hosts.Host', 'Device.Hosts.Host', 'Device.DeviceInfo.UpTime']),
    );
  });

  it('encodes the escaped id again in the task path and names the task fault by channel', () => {
    expect(deviceTasksPath('3C52A1-XX230v-2237%2DA1B2C3')).toBe('/devices/3C52A1-XX230v-2237%252DA1B2C3/tasks');
    expect(JSON.parse(taskFaultQuery('A-B', 'abc').query)).toEqual({ _id: 'A-B:task_abc' });
  });
});
