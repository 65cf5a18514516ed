import { CONNECTION_MESSAGES } from '@central/domain';
import { createIxcAcsSimulator, IXC_ACS_DEMO_DEVICES, IXC_ACS_SANDBOX_CLIENT } from '@central/sandbox';
import { describe, expect, it } from 'vitest';
import { encodeDeviceId } from '../src/modules/devices/device-rules';
import { acsSuite } from './support/acs';
import { signedIn } from './support/subscriber';

/** 'Minha conexão' with IXC's own ACS: the router's state and optical reading; no restart, which it does not offer. */
const { t, acs } = acsSuite(createIxcAcsSimulator, (simulator) => ({
  acs_kind: 'ixc',
  acs_auth: 'client_secret',
  acs_url: simulator.origin,
  acs_issuer_id: IXC_ACS_SANDBOX_CLIENT.issuerId,
  acs_private_key: IXC_ACS_SANDBOX_CLIENT.clientSecret,
}));

const { mariaHome } = IXC_ACS_DEMO_DEVICES;

describe('a provider on IXC ACS', () => {
  it('shows the router with its uptime, offers no restart, and lists no devices', async () => {
    const { body } = await (await signedIn(t)).get('/api/central/customer/connection').expect(200);
    const home = body.contracts.find((contract: { contract_id: string }) => contract.contract_id === '2001');
    expect(home.router).toEqual({
      device_id: encodeDeviceId(mariaHome.serial),
      online: true,
      uptime_seconds: 3 * 86_400 + 4 * 3600,
      last_contact: expect.any(String),
      can_reboot: false,
      hosts: null,
    });
  });

  it('refuses a restart with its text, calling nothing', async () => {
    const client = await signedIn(t);
    const calls = acs.requests().length;
    const refused = await client.post(`/api/acs/device/${encodeDeviceId(mariaHome.serial)}/reboot`).send({});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(CONNECTION_MESSAGES.rebootUnavailable);
    expect(
      acs
        .requests()
        .slice(calls)
        .filter((request) => request.method !== 'GET' && !request.path.includes('token')),
    ).toEqual([]);
  });
});
