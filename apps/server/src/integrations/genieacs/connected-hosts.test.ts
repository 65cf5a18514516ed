import { describe, expect, it } from 'vitest';
import { linkOf, readHosts } from './connected-hosts';

const leaf = (value: string | boolean) => ({ _value: value, _type: typeof value === 'boolean' ? 'xsd:boolean' : 'xsd:string' });

describe('connected hosts', () => {
  it('tells Wi-Fi from cable by InterfaceType first, then by the interface Layer2Interface names', () => {
    expect(linkOf('802.11', '')).toBe('wifi');
    expect(linkOf('Ethernet', 'InternetGatewayDevice.LANDevice.1.WLANConfiguration.1')).toBe('cable');
    expect(linkOf('', 'InternetGatewayDevice.LANDevice.1.WLANConfiguration.5')).toBe('wifi');
    expect(linkOf('', 'Device.WiFi.SSID.3')).toBe('wifi');
    expect(linkOf('', 'SSID2')).toBe('wifi');
    expect(linkOf('', 'InternetGatewayDevice.LANDevice.1.LANEthernetInterfaceConfig.1')).toBe('cable');
    expect(linkOf('', 'Device.Ethernet.Interface.2')).toBe('cable');
    expect(linkOf('USB', '')).toBeNull();
    expect(linkOf('', '')).toBeNull();
  });

  it('reads TR-098 hosts by MACAddress, drops hosts without a MAC, names an empty HostName null', () => {
    const document = {
      InternetGatewayDevice: {
        LANDevice: {
          '1': {
            Hosts: {
              Host: {
                '2': { HostName: leaf(''), MACAddress: leaf('aa:bb:cc:00:11:22'), InterfaceType: leaf('802.11'), Active: leaf(true) },
                '1': {
                  HostName: leaf('PC'),
                  MACAddress: leaf('00:E0:4C:00:00:01'),
                  InterfaceType: leaf('Ethernet'),
                  Active: leaf('false'),
                },
                '3': { HostName: leaf('Sem MAC'), MACAddress: leaf(' '), Active: leaf(true) },
              },
            },
          },
        },
      },
    };
    expect(readHosts(document)).toEqual([
      { name: 'PC', mac: '00:E0:4C:00:00:01', link: 'cable', active: false },
      { name: null, mac: 'AA:BB:CC:00:11:22', link: 'wifi', active: true },
    ]);
  });

  it('reads TR-181 hosts by PhysAddress (Active 1 is true), and says null when the document has no host table', () => {
    const document = { Device: { Hosts: { Host: { '1': { PhysAddress: leaf('DC:A6:32:01:02:03'), Active: leaf('1') } } } } };
    expect(readHosts(document)).toEqual([{ name: null, mac: 'DC:A6:32:01:02:03', link: null, active: true }]);
    expect(readHosts({ Device: { Hosts: { Host: {} } } })).toEqual([]);
    expect(readHosts({ Device: { DeviceInfo: {} } })).toBeNull();
  });
});
