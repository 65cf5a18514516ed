import type { ConnectedHost } from '../acs-client';
import { instancesOf, leafText, nodeAt, type Tree } from './device-tree';

/** The host tables the adapter reads: TR-098's first LAN, and TR-181's. */
export const HOST_TABLES = {
  tr098: 'InternetGatewayDevice.LANDevice.1.Hosts.Host',
  tr181: 'Device.Hosts.Host',
} as const;

/**
 * The router's host table (docs/product/acs.md#genieacs): TR-098 `…LANDevice.1.Hosts.Host.{i}` (`HostName`,
 * `MACAddress`, `Active`, the link in `InterfaceType` or `Layer2Interface`), TR-181 `Device.Hosts.Host.{i}` (the MAC in
 * `PhysAddress`). Hosts without a MAC are left out. Null when the document has neither table (never fetched).
 */
export function readHosts(document: Tree): ConnectedHost[] | null {
  const tables = [
    { path: HOST_TABLES.tr098, macLeaf: 'MACAddress' },
    { path: HOST_TABLES.tr181, macLeaf: 'PhysAddress' },
  ].filter((table) => nodeAt(document, table.path) !== undefined);
  if (tables.length === 0) return null;
  return tables.flatMap(({ path, macLeaf }) =>
    instancesOf(document, path).flatMap((index) => {
      const leaf = (name: string) => leafText(document, `${path}.${index}.${name}`)?.trim() ?? '';
      const mac = leaf(macLeaf).toUpperCase();
      if (!mac) return [];
      return [
        {
          name: leaf('HostName') || null,
          mac,
          link: linkOf(leaf('InterfaceType'), leaf('Layer2Interface')),
          active: isTrue(leaf('Active')),
        },
      ];
    }),
  );
}

/**
 * Wi-Fi or cable: TR-098's `InterfaceType` (`802.11`, `Ethernet`) first, then the interface `Layer2Interface` points
 * at (`…WLANConfiguration.1`, `Device.WiFi.SSID.1` against `…LANEthernetInterfaceConfig.1`, `Device.Ethernet.Interface.1`).
 */
export function linkOf(interfaceType: string, layer2Interface: string): ConnectedHost['link'] {
  const type = interfaceType.toLowerCase();
  if (type.startsWith('802.11')) return 'wifi';
  if (type === 'ethernet') return 'cable';
  if (/wlan|wifi|ssid/i.test(layer2Interface)) return 'wifi';
  if (/ethernet/i.test(layer2Interface)) return 'cable';
  return null;
}

const isTrue = (value: string) => value === 'true' || value === '1';
