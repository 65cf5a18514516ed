import { IXC_ACS_DEMO_DEVICES } from '@central/sandbox';
import { describe, expect, it } from 'vitest';
import { expectNoSecrets, failureOf, ixcAcsUnderTest, NEW_PASSWORD } from './client-test-setup';

const { mariaHome, mariaShop, bakery } = IXC_ACS_DEMO_DEVICES;

/** The adapter's Wi-Fi changes against the IXC ACS simulator of `@central/sandbox`, over real HTTP. */
describe('IXC ACS client', () => {
  const { simulator, connect, routes } = ixcAcsUnderTest();

  describe('setWifiPassword', () => {
    it('changes both bands at once (unified)', async () => {
      const results = await connect().setWifiPassword(mariaHome.serial, ['2.4,1', '5.8,5'], NEW_PASSWORD);
      expect(results).toEqual([
        { key: '2.4,1', band: '2.4', outcome: 'applied' },
        { key: '5.8,5', band: '5.8', outcome: 'applied' },
      ]);
      expect(simulator.wifiOf(mariaHome.serial)).toMatchObject({
        '2.4': [{ password: NEW_PASSWORD }, { password: 'Visitas2024' }],
        '5.8': [{ password: NEW_PASSWORD }],
      });
      expect(routes().sort()).toEqual(['changeWifi 200', 'changeWifi 200', 'readWifi 200', 'token 200']);
    });

    it('changes one band and leaves the other', async () => {
      expect(await connect().setWifiPassword(bakery.serial, ['2.4,2'], NEW_PASSWORD)).toEqual([
        { key: '2.4,2', band: '2.4', outcome: 'applied' },
      ]);
      expect(simulator.wifiOf(bakery.serial)!['2.4'].map((item) => item.password)).toEqual(['PaoQuente2024', NEW_PASSWORD]);
      expect(simulator.wifiOf(bakery.serial)!['5.8'][0]!.password).toBe('PaoQuente2024');
    });

    it('reports a band the device refuses, in the ACS words, and applies the other', async () => {
      simulator.refuseBand({ band: '5.8', serial: mariaHome.serial });
      expect(await connect().setWifiPassword(mariaHome.serial, ['2.4,1', '5.8,5'], NEW_PASSWORD)).toEqual([
        { key: '2.4,1', band: '2.4', outcome: 'applied' },
        { key: '5.8,5', band: '5.8', outcome: 'failed', reason: 'O equipamento recusou a alteração da rede 5.8 GHz' },
      ]);
    });

    it('reports the ACS refusal of a password', async () => {
      expect(await connect().setWifiPassword(mariaHome.serial, ['2.4,1'], 'x'.repeat(64))).toEqual([
        { key: '2.4,1', band: '2.4', outcome: 'failed', reason: 'A senha deve ter entre 8 e 63 caracteres' },
      ]);
    });

    it('queues the change of an offline device', async () => {
      expect(await connect().setWifiPassword(mariaShop.serial, ['2.4,1'], NEW_PASSWORD)).toEqual([
        { key: '2.4,1', band: '2.4', outcome: 'queued' },
      ]);
    });

    it('fails a network the device does not have, or has switched off, without calling the ACS for it', async () => {
      expect(await connect().setWifiPassword(mariaHome.serial, ['5.8,9', 'bogus', '2.4,2'], NEW_PASSWORD)).toEqual([
        { key: '5.8,9', band: '5.8', outcome: 'failed', reason: 'no such Wi-Fi network on this device' },
        { key: 'bogus', band: '2.4', outcome: 'failed', reason: 'no such Wi-Fi network on this device' },
        { key: '2.4,2', band: '2.4', outcome: 'failed', reason: 'no such Wi-Fi network on this device' },
      ]);
      expect(routes()).toEqual(['token 200', 'readWifi 200']);
      expect(simulator.wifiOf(mariaHome.serial)!['2.4'][1]).toMatchObject({ ssid: 'MARIA_VISITAS', password: 'Visitas2024' });
    });

    it('answers null for an unknown device', async () => {
      expect(await connect().setWifiPassword('NOPE00000000', ['2.4,1'], NEW_PASSWORD)).toBeNull();
    });

    it('throws when every change died the same way', async () => {
      simulator.failNext('changeWifi', { status: 503, times: 2 });
      const error = await failureOf(connect().setWifiPassword(mariaHome.serial, ['2.4,1', '5.8,5'], NEW_PASSWORD));
      expect([error.failure, error.httpStatus]).toEqual(['unavailable', 503]);
      expectNoSecrets(error);
    });

    it('reports per network when only one change died', async () => {
      simulator.failNext('changeWifi', { status: 503 });
      const results = await connect().setWifiPassword(mariaHome.serial, ['2.4,1', '5.8,5'], NEW_PASSWORD);
      expect(results!.map((result) => result.outcome).sort()).toEqual(['applied', 'failed']);
      expect(results!.find((result) => result.outcome === 'failed')!.reason).toBe('ACS PATCH /devices/:serial/wifi/:id: HTTP 503');
    });
  });
});
