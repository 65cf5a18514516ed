import { BlockList, isIP } from 'node:net';

/**
 * IPv4 ranges that are not the public internet (IANA's special-purpose address registry): a server-side fetch of an
 * address an admin typed must never reach the server's own machine, its network or a cloud metadata service.
 */
const NOT_PUBLIC_V4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network", the unspecified 0.0.0.0 included
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, where cloud metadata services answer
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, the broadcast 255.255.255.255 included
];

/**
 * IPv6 is judged the other way round: only global unicast (2000::/3) can be public, so loopback, unspecified,
 * link-local, unique-local, multicast, NAT64 and IPv4-compatible forms all fall outside. Inside it, these are not public.
 */
const NOT_PUBLIC_V6: readonly [string, number][] = [
  ['2001::', 23], // IETF protocol assignments, Teredo tunnels (2001::/32) included
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: a tunnel to an IPv4 address that may be private
  ['3fff::', 20], // documentation (RFC 9637)
];

const blockList = (family: 'ipv4' | 'ipv6', ranges: readonly [string, number][]) => {
  const list = new BlockList();
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, family);
  return list;
};
const notPublicV4 = blockList('ipv4', NOT_PUBLIC_V4);
const notPublicV6 = blockList('ipv6', NOT_PUBLIC_V6);
const globalUnicastV6 = blockList('ipv6', [['2000::', 3]]);
const ipv4MappedV6 = blockList('ipv6', [['::ffff:0:0', 96]]);

/**
 * Whether an IP address (as DNS answers it, or as written in a URL without brackets) is on the public internet.
 * An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is judged as the IPv4 address it carries. Anything that does not
 * parse, a zone-scoped address (fe80::1%eth0) among them, is not public.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublicV4.check(address, 'ipv4');
  if (family !== 6 || address.includes('%')) return false;
  if (ipv4MappedV6.check(address, 'ipv6')) return !notPublicV4.check(address, 'ipv6');
  return globalUnicastV6.check(address, 'ipv6') && !notPublicV6.check(address, 'ipv6');
}
