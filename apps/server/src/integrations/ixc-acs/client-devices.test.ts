import type { RequestListener } from 'node:http';
import { IXC_ACS_DEMO_DEVICES } from '@central/sandbox';
import { describe, expect, it } from 'vitest';
import { withHttpServer } from '../http/adapter-test-kit';
import { failureOf, ixcAcsUnderTest } from './client-test-setup';

const { mariaHome, mariaShop, bakery, stranger } = IXC_ACS_DEMO_DEVICES;

/** The adapter's reads against the IXC ACS simulator of `@central/sandbox`, over real HTTP. */
describe('IXC ACS client', () => {
  const { simulator, connect, routes } = ixcAcsUnderTest();

  describe('findDevices', () => {
    it('searches each login once and maps the natural view', async () => {
      const devices = await connect().findDevices(['maria.silva', 'maria.loja', 'maria.silva']);
      expect(devices).toEqual([
        {
          acsId: mariaHome.serial,
          serialNumber: mariaHome.serial,
          manufacturer: 'ZTE',
          model: 'F670L',
          pppLogin: 'maria.silva',
          lastContact: expect.any(Date),
          online: true,
          uptimeSeconds: 273_600,
          opticalRxDbm: -19.5,
          opticalTxDbm: 2.1,
        },
        expect.objectContaining({
          acsId: mariaShop.serial,
          manufacturer: 'Huawei',
          model: 'EG8145V5',
          pppLogin: 'maria.loja',
          online: false,
          opticalRxDbm: -29.4,
        }),
      ]);
      expect(routes()).toEqual(['token 200', 'naturalView 200', 'naturalView 200']);
    });

    it('keeps only exact logins, though the search matches parts', async () => {
      expect(await connect().findDevices(['maria'])).toEqual([]);
      expect(await connect().findDevices(['vizinho.teste'])).toMatchObject([{ acsId: stranger.serial }]);
    });

    it('answers [] for no logins without a call', async () => {
      expect(await connect().findDevices([' ', ''])).toEqual([]);
      expect(simulator.requests()).toEqual([]);
    });

    it('keeps at most 4 searches in flight', async () => {
      simulator.failNext('naturalView', { delayMs: 150, times: 6 });
      const started = Date.now();
      await connect().findDevices(['a1', 'a2', 'a3', 'a4', 'a5', 'a6']);
      // Six delayed searches, four at a time: two waves.
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(routes().filter((route) => route.startsWith('naturalView'))).toHaveLength(6);
    });

    it('works with an acs_url that already ends in /api/v1/', async () => {
      expect(await connect({ url: `${simulator.origin}/api/v1/` }).findDevices(['paoquente'])).toMatchObject([{ acsId: bakery.serial }]);
    });

    it('answers malformed to the old answer shape (a list under data)', async () => {
      const oldShape: RequestListener = (request, response) => {
        const body = request.url!.startsWith('/api/v1/token')
          ? { access_token: 't', expires_at: '2099-01-01T00:00:00' }
          : { data: [{ serial: 'X1' }], total: 1 };
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      await withHttpServer(oldShape, async (url) => {
        const error = await failureOf(connect({ url }).findDevices(['maria.silva']));
        expect([error.failure, error.operation]).toEqual(['malformed', 'GET /devices/views/natural']);
      });
    });
  });

  describe('readDevice', () => {
    it('reads the device by serial in the ipv6 view and the networks switched on of both bands, with their passwords', async () => {
      const device = await connect().readDevice(mariaHome.serial);
      expect(device).toMatchObject({
        acsId: mariaHome.serial,
        pppLogin: 'maria.silva',
        online: true,
        uptimeSeconds: 273_600,
        opticalRxDbm: -19.5,
        opticalTxDbm: 2.1,
        hosts: null,
      });
      expect(routes().sort()).toEqual(['ipv6View 200', 'readWifi 200', 'token 200']);
      // MARIA_VISITAS, switched off, is not there.
      expect(device!.networks).toEqual([
        { band: '2.4', key: '2.4,1', path: 'wifi/2.4/1', ssid: 'MARIA_2G', password: 'CasaMaria2024' },
        { band: '5.8', key: '5.8,5', path: 'wifi/5.8/5', ssid: 'MARIA_5G', password: 'CasaMaria2024' },
      ]);
    });

    it('answers null for an unknown device', async () => {
      expect(await connect().readDevice('NOPE00000000')).toBeNull();
    });
  });

  describe('reboot', () => {
    it('is not offered, and refuses without calling the ACS', async () => {
      const client = connect();
      expect(client.canReboot).toBe(false);
      await expect(client.reboot(mariaHome.serial)).rejects.toThrow('not supported');
      expect(simulator.requests()).toEqual([]);
    });
  });
});
