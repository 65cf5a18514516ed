/**
 * GenieACS's device document as the NBI returns it (`lib/cwmp/db.ts`): leaf nodes `{_value,_type,_timestamp,
 * _writable}`, object nodes `{_object,_writable,_timestamp, "1": {...}}`, and the `_`-prefixed top-level fields.
 */
export interface LeafNode {
  _value: string | number | boolean;
  _type: string;
  _timestamp: Date;
  _writable: boolean;
}

export interface DeviceIdentity {
  _Manufacturer: string;
  _OUI: string;
  _ProductClass: string;
  _SerialNumber: string;
}

export type DeviceDocument = Record<string, unknown> & {
  _id: string;
  _deviceId: DeviceIdentity;
  _lastInform: Date;
  _registered: Date;
  _lastBoot?: Date;
  _tags?: string[];
};

/** A parameter to seed: its value, and whether the ACS may write it (default false). */
export interface SeedParameter {
  value: string | number | boolean;
  writable?: boolean;
  type?: string;
}

/**
 * GenieACS's device id: `OUI-ProductClass-Serial` (or `OUI-Serial` without a product class), every character
 * outside `[A-Za-z0-9_]` of each part written as `%XX` (`lib/util.ts`), so a `-` in a serial becomes `%2D`.
 */
export function genieDeviceId(identity: Pick<DeviceIdentity, '_OUI' | '_ProductClass' | '_SerialNumber'>): string {
  const escape = (part: string) =>
    part.replace(/[^A-Za-z0-9_]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  const parts = identity._ProductClass
    ? [identity._OUI, identity._ProductClass, identity._SerialNumber]
    : [identity._OUI, identity._SerialNumber];
  return parts.map(escape).join('-');
}

const typeOf = (value: SeedParameter['value']) =>
  typeof value === 'boolean' ? 'xsd:boolean' : typeof value === 'number' ? 'xsd:unsignedInt' : 'xsd:string';

/**
 * Builds the nested document from flat parameter paths; every intermediate node becomes an object node
 * (instances and objects alike, writable when the path segment is a number: instances can be deleted).
 */
export function buildDocument(
  identity: DeviceIdentity,
  parameters: Record<string, SeedParameter>,
  dates: { lastInform: Date; registered: Date; lastBoot?: Date },
): DeviceDocument {
  const document: DeviceDocument = {
    _id: genieDeviceId(identity),
    _deviceId: { ...identity },
    _lastInform: dates.lastInform,
    _registered: dates.registered,
    ...(dates.lastBoot ? { _lastBoot: dates.lastBoot } : {}),
    _tags: [],
  };
  for (const [path, parameter] of Object.entries(parameters)) {
    const segments = path.split('.');
    let node: Record<string, unknown> = document;
    for (const segment of segments.slice(0, -1)) {
      node[segment] ??= { _object: true, _writable: /^\d+$/.test(segment), _timestamp: dates.lastInform };
      node = node[segment] as Record<string, unknown>;
    }
    const leaf: LeafNode = {
      _value: parameter.value,
      _type: parameter.type ?? typeOf(parameter.value),
      _timestamp: dates.lastInform,
      _writable: parameter.writable ?? false,
    };
    node[segments.at(-1)!] = leaf;
  }
  return document;
}

/** The node at a dotted path, or undefined. */
export function nodeAt(document: Record<string, unknown>, path: string): unknown {
  let node: unknown = document;
  for (const segment of path.split('.')) {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

export const isLeaf = (node: unknown): node is LeafNode => Boolean(node && typeof node === 'object' && '_value' in node && '_type' in node);

/** A deep copy that keeps Dates as Dates. */
export const cloneDocument = <T>(value: T): T => structuredClone(value);
