import { createIxcAcsSimulator, IXC_ACS_SANDBOX_CLIENT } from '@central/sandbox';
import { expect } from 'vitest';
import { type AcsConnection, AcsError } from '../acs-client';
import { rejectionOf, serveDuringTests } from '../http/adapter-test-kit';
import { createIxcAcsClient, type IxcAcsClientOptions } from './index';

/** What the IXC ACS client's tests share: the simulator of `@central/sandbox` over real HTTP, and clients of it. */

export const NEW_PASSWORD = 'NovaSenha2025';

export const failureOf = (promise: Promise<unknown>) => rejectionOf(promise, AcsError);

/** No key, secret, JWT or Wi-Fi password in what a caller may log. */
export function expectNoSecrets(error: AcsError) {
  const text = `${error.message} ${JSON.stringify(error)} ${error.stack}`;
  expect(text).not.toMatch(/PRIVATE KEY|eyJ/);
  expect(text).not.toContain(IXC_ACS_SANDBOX_CLIENT.privateKeyPem.split('\n')[1]!);
  expect(text).not.toContain(IXC_ACS_SANDBOX_CLIENT.clientSecret);
  expect(text).not.toContain(NEW_PASSWORD);
}

/** A client of the ACS at `url` by the Client API's id and secret (the public client's way), unless `overrides` say otherwise. */
export const sandboxClient = (url: string, overrides: Partial<AcsConnection> = {}, options: IxcAcsClientOptions = {}) =>
  createIxcAcsClient(
    {
      kind: 'ixc',
      url,
      issuerId: IXC_ACS_SANDBOX_CLIENT.issuerId,
      privateKey: IXC_ACS_SANDBOX_CLIENT.clientSecret,
      auth: 'client_secret',
      ...overrides,
    },
    options,
  );

/** The simulator, served for the tests around the call and reset before each; `connect` makes a client of it. */
export function ixcAcsUnderTest() {
  const simulator = createIxcAcsSimulator();
  serveDuringTests(simulator);
  return {
    simulator,
    connect: (overrides: Partial<AcsConnection> = {}, timeoutMs = 2000) => sandboxClient(simulator.origin, overrides, { timeoutMs }),
    /** The routes called since the reset, with their statuses: `token 200`. */
    routes: () => simulator.requests().map((entry) => `${entry.route} ${entry.status}`),
  };
}
