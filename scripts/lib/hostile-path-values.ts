/**
 * Values an attacker puts in a path parameter: NULs and line breaks, broken and overlong escapes, traversal, a huge
 * segment, SQL, numbers out of range, prototype keys. Every route must answer them with less than 500 (the server's
 * input-hygiene suite, and `npm run attack` against a running portal).
 */
export const HOSTILE_PATH_VALUES = [
  '%00',
  '%0a',
  '%E0%A4%A',
  '%ZZ',
  '%',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'a'.repeat(1500),
  '%F0%9F%92%A9',
  "1'%20OR%20'1'%3D'1",
  '-1',
  '1e309',
  '%20',
  '__proto__',
  'constructor',
  '99999999999999999999',
  '%C0%AE',
  '%u0000',
  '%5Cx00',
  'null',
  '0x1f',
  '1.5',
];
