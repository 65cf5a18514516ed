import type { WifiNetwork } from '../acs-client';
import { instancesOf, leafText, leafWritable, nodeAt, type Tree } from './device-tree';
import { bandFromName, tr098Band } from './wifi-band';

/** A network and the leaf its passphrase is written to; `passphraseLeaf` null when the ACS says it is read-only. */
export interface DeviceNetwork {
  network: WifiNetwork;
  passphraseLeaf: string | null;
}

/**
 * The Wi-Fi networks of a device document, both data models, ordered 2.4 GHz first. Passphrases read back empty
 * over TR-069 (`hidden`/`secured` in the BBF models), so `password` is always null.
 * - TR-098 `InternetGatewayDevice.LANDevice.{i}.WLANConfiguration.{j}` has key `i,j`.
 * - TR-181 `Device.WiFi.AccessPoint.{i}` has key `ap,i`; its SSID comes from `SSIDReference` and its band from that
 *   SSID's `LowerLayers` radio.
 */
export function readNetworks(document: Tree, manufacturer: string | null): DeviceNetwork[] {
  const networks = [...tr098Networks(document, manufacturer), ...tr181Networks(document)];
  return networks.sort((left, right) => (left.network.band === right.network.band ? 0 : left.network.band === '2.4' ? -1 : 1));
}

/**
 * TR-098 has two passphrase leaves, `PreSharedKey.1.KeyPassphrase` (WPA) and `KeyPassphrase` (mirrors it). Intelbras
 * and Greatek firmwares take `KeyPassphrase` (Flashman's model files); the others the WPA one. A leaf GenieACS has
 * never fetched is absent from the document: then the standard WPA leaf is written anyway.
 */
function tr098PassphraseLeaf(document: Tree, base: string, manufacturer: string | null): string | null {
  const wpa = `${base}.PreSharedKey.1.KeyPassphrase`;
  const mirror = `${base}.KeyPassphrase`;
  const order = /intelbras|greatek/i.test(manufacturer ?? '') ? [mirror, wpa] : [wpa, mirror];
  const writable = order.find((path) => leafWritable(document, path) === true);
  if (writable) return writable;
  return order.every((path) => leafWritable(document, path) === undefined) ? wpa : null;
}

function tr098Networks(document: Tree, manufacturer: string | null): DeviceNetwork[] {
  return instancesOf(document, 'InternetGatewayDevice.LANDevice').flatMap((lan) =>
    instancesOf(document, `InternetGatewayDevice.LANDevice.${lan}.WLANConfiguration`).map((index) => {
      const path = `InternetGatewayDevice.LANDevice.${lan}.WLANConfiguration.${index}`;
      const node = nodeAt(document, path) as Tree;
      const leaves: Record<string, string | undefined> = {};
      for (const name of Object.keys(node)) if (!name.startsWith('_')) leaves[name] = leafText(node, name);
      const ssid = leaves.SSID ?? '';
      return {
        network: { band: tr098Band({ index, manufacturer, leaves, ssid }), key: `${lan},${index}`, path, ssid, password: null },
        passphraseLeaf: tr098PassphraseLeaf(document, path, manufacturer),
      };
    }),
  );
}

/** `Device.WiFi.SSID.3.` or `Device.WiFi.SSID.3` → the instance path without the trailing dot. */
const reference = (value: string | undefined) => (value ?? '').split(',')[0]!.trim().replace(/\.$/, '');

function tr181Networks(document: Tree): DeviceNetwork[] {
  return instancesOf(document, 'Device.WiFi.AccessPoint').map((index) => {
    const path = `Device.WiFi.AccessPoint.${index}`;
    const ssidPath = reference(leafText(document, `${path}.SSIDReference`));
    const radioPath = ssidPath ? reference(leafText(document, `${ssidPath}.LowerLayers`)) : '';
    const band =
      bandFromName(leafText(document, `${radioPath}.OperatingFrequencyBand`)) ??
      bandFromName(leafText(document, `${radioPath}.SupportedFrequencyBands`)) ??
      // No band said: the first radio (or, without a radio, the first access point) is 2.4 GHz, as on every model seen.
      ((radioPath ? radioPath.endsWith('.Radio.1') : index === 1) ? '2.4' : '5.8');
    const passphrase = `${path}.Security.KeyPassphrase`;
    const writable = leafWritable(document, passphrase);
    return {
      network: { band, key: `ap,${index}`, path, ssid: (ssidPath && leafText(document, `${ssidPath}.SSID`)) || '', password: null },
      passphraseLeaf: writable === false ? null : passphrase,
    };
  });
}
