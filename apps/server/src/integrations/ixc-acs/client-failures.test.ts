import type { RequestListener } from 'node:http';
import { IXC_ACS_DEMO_DEVICES } from '@central/sandbox';
import { describe, expect, it } from 'vitest';
import { originWithNoServer, withHttpServer } from '../http/adapter-test-kit';
import { expectNoSecrets, failureOf, ixcAcsUnderTest, NEW_PASSWORD } from './client-test-setup';

const { mariaHome } = IXC_ACS_DEMO_DEVICES;

/** How the adapter fails, against the IXC ACS simulator of `@central/sandbox` and servers that are no ACS. */
describe('IXC ACS client', () => {
  const { simulator, connect } = ixcAcsUnderTest();

  describe('failures', () => {
    it('answers unavailable when the ACS is down', async () => {
      const error = await failureOf(connect({ url: await originWithNoServer() }).findDevices(['maria.silva']));
      expect(error.failure).toBe('unavailable');
      expectNoSecrets(error);
    });

    it('answers unavailable on a 5xx', async () => {
      simulator.failNext('readWifi', { status: 502 });
      const error = await failureOf(connect().readDevice(mariaHome.serial));
      expect([error.failure, error.httpStatus]).toEqual(['unavailable', 502]);
    });

    it('answers timeout when the ACS hangs', async () => {
      simulator.failNext('readWifi', { hang: true });
      const error = await failureOf(connect({}, 300).setWifiPassword(mariaHome.serial, ['2.4,1'], NEW_PASSWORD));
      expect(error.failure).toBe('timeout');
      expectNoSecrets(error);
    });

    it('answers malformed, not an empty list, when acs_url points at no ACS API', async () => {
      const error = await failureOf(connect({ url: `${simulator.origin}/elsewhere` }).findDevices(['maria.silva']));
      expect([error.failure, error.httpStatus]).toEqual(['malformed', 404]);
      expect(error.message).toContain('is acs_url the ACS address?');
    });

    it('answers malformed to an answer that is not the protocol, from the exchange on', async () => {
      const loginPage: RequestListener = (_request, response) =>
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>login</html>');
      await withHttpServer(loginPage, async (url) => {
        const error = await failureOf(connect({ url }).findDevices(['maria.silva']));
        expect([error.failure, error.operation]).toEqual(['malformed', 'POST /token/oauth']);
        expect(error.message).toContain('the exchange answered no access_token');
      });
    });
  });
});
