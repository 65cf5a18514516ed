import { describe, expect, it } from 'vitest';
import { WIFI_MESSAGES } from '@central/domain';
import type { Device } from '@central/domain/api';
import { canUnify, networksOf, unifiedKeys, wifiPasswordSchema } from './wifi-form';

const item = (key: string, ssid: string) => ({ key, path: key, ssid, password: null });
const device = (two4: ReturnType<typeof item>[], five: ReturnType<typeof item>[]) =>
  ({ deviceInfo: { manufacturer: null, pppLogin: 'maria.silva', wlanData: { '2.4': two4, '5.8': five } } }) as Pick<Device, 'deviceInfo'>;

describe('the networks a change can name', () => {
  it('unifies the main network of each band, leaving guest networks out', () => {
    const router = device([item('1,1', 'MARIA_2G'), item('1,2', 'MARIA_VISITAS')], [item('1,5', 'MARIA_5G')]);
    expect(unifiedKeys(router)).toEqual(['1,1', '1,5']);
    expect(canUnify(router)).toBe(true);
    expect(networksOf(router).map((network) => [network.band, network.ssid])).toEqual([
      ['2.4', 'MARIA_2G'],
      ['2.4', 'MARIA_VISITAS'],
      ['5.8', 'MARIA_5G'],
    ]);
  });

  it('offers no unified network on a single-band router', () => {
    expect(canUnify(device([item('1,1', 'PADARIA')], []))).toBe(false);
  });
});

describe('wifiPasswordSchema', () => {
  const problems = async (password: string, confirmation: string) =>
    wifiPasswordSchema.validate({ password, confirmation }, { abortEarly: false }).then(
      () => [],
      (error: { errors: string[] }) => error.errors,
    );

  it("uses the product's texts, then asks for a matching confirmation", async () => {
    expect(await problems('', '')).toEqual([WIFI_MESSAGES.passwordRequired, WIFI_MESSAGES.confirmationRequired]);
    expect(await problems('abcdefg1', 'abcdefg1')).toEqual([WIFI_MESSAGES.passwordNeedsUppercase]);
    expect(await problems('CasaNova2025', 'CasaNova2024')).toEqual([WIFI_MESSAGES.passwordsMustMatch]);
    expect(await problems('CasaNova2025', 'CasaNova2025')).toEqual([]);
  });
});
