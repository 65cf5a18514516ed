import { describe, expect, it } from 'vitest';
import { bandFromName, tr098Band, type Tr098WlanHints } from './wifi-band';

const wlan = (overrides: Partial<Tr098WlanHints> = {}): Tr098WlanHints => ({
  index: 1,
  manufacturer: 'Huawei',
  leaves: {},
  ssid: 'CASA',
  ...overrides,
});

describe('TR-098 band heuristics', () => {
  it('trusts a vendor extension first', () => {
    expect(tr098Band(wlan({ index: 5, leaves: { X_HW_OperatingFrequencyBand: '2.4GHz', Channel: '40' } }))).toBe('2.4');
    expect(tr098Band(wlan({ leaves: { 'X_ZTE-COM_FrequencyBand': '5GHz' } }))).toBe('5.8');
    expect(tr098Band(wlan({ leaves: { 'X_CT-COM_OperatingFrequencyBand': '5G' } }))).toBe('5.8');
  });

  it('reads Standard: a or ac is 5 GHz, b or g is 2.4 GHz, n or ax alone says nothing', () => {
    expect(tr098Band(wlan({ leaves: { Standard: 'a,n,ac' } }))).toBe('5.8');
    expect(tr098Band(wlan({ index: 5, leaves: { Standard: 'b,g,n' } }))).toBe('2.4');
    expect(tr098Band(wlan({ index: 5, leaves: { Standard: 'ax' } }))).toBe('5.8');
    expect(tr098Band(wlan({ index: 1, leaves: { Standard: 'n' } }))).toBe('2.4');
  });

  it('reads Channel above 14 as 5 GHz and ignores channel 0 (auto)', () => {
    expect(tr098Band(wlan({ leaves: { Channel: '36' } }))).toBe('5.8');
    expect(tr098Band(wlan({ index: 5, leaves: { Channel: '11' } }))).toBe('2.4');
    expect(tr098Band(wlan({ index: 5, leaves: { Channel: '0' } }))).toBe('5.8');
  });

  it('knows the models whose instances differ: Intelbras .6 = 2.4, .1 = 5; TP-Link .2 = 5', () => {
    expect(tr098Band(wlan({ manufacturer: 'Intelbras', index: 6 }))).toBe('2.4');
    expect(tr098Band(wlan({ manufacturer: 'Intelbras', index: 1 }))).toBe('5.8');
    expect(tr098Band(wlan({ manufacturer: 'TP-Link', index: 2 }))).toBe('5.8');
  });

  it('then an SSID ending in 5G, then the default .1-.4 = 2.4, .5+ = 5', () => {
    expect(tr098Band(wlan({ index: 2, ssid: 'CASA_5G' }))).toBe('5.8');
    expect(tr098Band(wlan({ index: 1 }))).toBe('2.4');
    expect(tr098Band(wlan({ index: 5 }))).toBe('5.8');
  });

  it('names TR-181 radio bands, 6 GHz as the high band', () => {
    expect(bandFromName('2.4GHz')).toBe('2.4');
    expect(bandFromName('5GHz')).toBe('5.8');
    expect(bandFromName('6GHz')).toBe('5.8');
    expect(bandFromName('')).toBeUndefined();
  });
});
