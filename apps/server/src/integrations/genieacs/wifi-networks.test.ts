import { describe, expect, it } from 'vitest';
import { readNetworks } from './wifi-networks';

const leaf = (value: string, writable = true) => ({
  _value: value,
  _type: 'xsd:string',
  _writable: writable,
  _timestamp: '2026-11-23T12:00:00.000Z',
});

describe('Wi-Fi networks of a device document', () => {
  it('marks a TR-098 network whose passphrase leaves are read-only, and writes the WPA leaf when none was fetched', () => {
    const document = {
      InternetGatewayDevice: {
        LANDevice: {
          '1': {
            WLANConfiguration: {
              '1': { SSID: leaf('A'), KeyPassphrase: leaf('', false), PreSharedKey: { '1': { KeyPassphrase: leaf('', false) } } },
              '5': { SSID: leaf('B'), Channel: leaf('44') },
            },
          },
        },
      },
    };
    expect(readNetworks(document, 'ZTE').map(({ network, passphraseLeaf }) => [network.key, network.band, passphraseLeaf])).toEqual([
      ['1,1', '2.4', null],
      ['1,5', '5.8', 'InternetGatewayDevice.LANDevice.1.WLANConfiguration.5.PreSharedKey.1.KeyPassphrase'],
    ]);
  });

  it('falls back on the radio index when a TR-181 radio names no band', () => {
    const document = {
      Device: {
        WiFi: {
          Radio: { '1': {}, '2': {} },
          SSID: {
            '1': { SSID: leaf('X'), LowerLayers: leaf('Device.WiFi.Radio.1.') },
            '2': { SSID: leaf('Y'), LowerLayers: leaf('Device.WiFi.Radio.2') },
          },
          AccessPoint: { '2': { SSIDReference: leaf('Device.WiFi.SSID.2') }, '1': { SSIDReference: leaf('Device.WiFi.SSID.1.') } },
        },
      },
    };
    expect(
      readNetworks(document, null).map(({ network, passphraseLeaf }) => [network.key, network.band, network.ssid, passphraseLeaf]),
    ).toEqual([
      ['ap,1', '2.4', 'X', 'Device.WiFi.AccessPoint.1.Security.KeyPassphrase'],
      ['ap,2', '5.8', 'Y', 'Device.WiFi.AccessPoint.2.Security.KeyPassphrase'],
    ]);
  });
});
