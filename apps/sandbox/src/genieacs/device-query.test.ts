import { describe, expect, it } from 'vitest';
import { buildDocument } from './device-document';
import { matchesQuery } from './device-query';

const lastInform = new Date('2026-11-23T12:00:00Z');
const document = buildDocument(
  { _Manufacturer: 'ACME', _OUI: 'A1B2C3', _ProductClass: 'R1', _SerialNumber: 'SN-1' },
  { 'Device.PPP.Interface.1.Username': { value: 'ana' }, 'Device.WiFi.Radio.1.Channel': { value: 36 } },
  { lastInform, registered: lastInform },
);

describe('GenieACS device query', () => {
  it('escapes the id as GenieACS does', () => {
    expect(document._id).toBe('A1B2C3-R1-SN%2D1');
  });

  it('reads parameter keys at ._value and underscore keys as they are', () => {
    expect(matchesQuery(document, { 'Device.PPP.Interface.1.Username': 'ana' })).toBe(true);
    expect(matchesQuery(document, { 'Device.PPP.Interface.1.Username': 'bia' })).toBe(false);
    expect(matchesQuery(document, { '_deviceId._SerialNumber': 'SN-1' })).toBe(true);
    expect(matchesQuery(document, { _id: 'A1B2C3-R1-SN%2D1' })).toBe(true);
  });

  it('evaluates $in, $or, $and, $ne and $exists', () => {
    expect(matchesQuery(document, { $or: [{ 'X.Username': 'ana' }, { 'Device.PPP.Interface.1.Username': { $in: ['bia', 'ana'] } }] })).toBe(
      true,
    );
    expect(
      matchesQuery(document, { $and: [{ 'Device.PPP.Interface.1.Username': 'ana' }, { 'Device.WiFi.Radio.1.Channel': { $gt: 14 } }] }),
    ).toBe(true);
    expect(matchesQuery(document, { 'Device.PPP.Interface.1.Username': { $ne: 'ana' } })).toBe(false);
    expect(matchesQuery(document, { 'Device.PPP.Interface.2.Username': { $exists: false } })).toBe(true);
  });

  it('lets a string stand for its number, its date and a wildcard', () => {
    expect(matchesQuery(document, { 'Device.WiFi.Radio.1.Channel': '36' })).toBe(true);
    expect(matchesQuery(document, { _lastInform: { $lt: '2026-11-23 13:00:00 +0000' } })).toBe(true);
    expect(matchesQuery(document, { 'Device.PPP.Interface.1.Username': 'a*' })).toBe(true);
  });

  it('refuses an operator it does not know', () => {
    expect(() => matchesQuery(document, { _id: { $where: 'x' } })).toThrow(TypeError);
  });
});
