import { createGenieAcsSimulator } from '@central/sandbox';
import { type AcsConnection, AcsError } from '../acs-client';
import { rejectionOf, serveDuringTests } from '../http/adapter-test-kit';
import { createGenieAcsClient } from './index';

/** What the GenieACS client's tests share: the simulator of `@central/sandbox` over real HTTP, and clients of it. */

export const failureOf = (promise: Promise<unknown>) => rejectionOf(promise, AcsError);

/** The simulator, served for the tests around the call and reset before each; `connect` makes a client of it. */
export function genieAcsUnderTest() {
  const simulator = createGenieAcsSimulator();
  serveDuringTests(simulator);
  return {
    simulator,
    connect: (overrides: Partial<AcsConnection> = {}, timeoutMs = 2000) =>
      createGenieAcsClient(
        { kind: 'genieacs', url: simulator.origin, issuerId: '', privateKey: '', ...overrides },
        { timeoutMs, connectionRequestTimeoutMs: 500 },
      ),
    /** The routes called since the reset, with their statuses: `postTask 202`. */
    routes: () => simulator.requests().map((entry) => `${entry.route} ${entry.status}`),
  };
}
