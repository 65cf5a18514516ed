import { CHECK_TEXTS, type CheckLine } from '@central/domain';
import { AcsError, type AcsConnection } from '../../integrations/acs-client';
import { createGenieAcsClient } from '../../integrations/genieacs';
import { createIxcAcsClient } from '../../integrations/ixc-acs';
import { line, transportDetail } from './check-lines';

/** A login no subscriber has: the search must answer an empty list, which proves the credentials and the protocol. */
const NOBODY = 'central-verificacao-integracao';

/**
 * The ACS, either kind: its credentials (for IXC ACS, the exchange for an access token) and a device search of a
 * login nobody has, through the same adapter the Wi-Fi pages use. Reads only.
 */
export async function probeAcs(connection: AcsConnection, timeoutMs: number): Promise<CheckLine[]> {
  const title = CHECK_TEXTS.acs.title(connection.kind);
  const client =
    connection.kind === 'genieacs' ? createGenieAcsClient(connection, { timeoutMs }) : createIxcAcsClient(connection, { timeoutMs });
  try {
    await client.findDevices([NOBODY]);
    return [line('acs', title, 'ok', CHECK_TEXTS.acs.ok(connection.kind))];
  } catch (error) {
    if (!(error instanceof AcsError)) throw error;
    return [line('acs', title, 'failed', failureDetail(connection, error, timeoutMs))];
  }
}

function failureDetail(connection: AcsConnection, error: AcsError, timeoutMs: number): string {
  const system = connection.kind === 'ixc' ? 'IXC ACS' : 'GenieACS';
  switch (error.failure) {
    case 'unauthorized':
      if (connection.kind === 'genieacs') return CHECK_TEXTS.acs.refusedBasic;
      if (/not an EC P-256/.test(error.message)) return CHECK_TEXTS.acs.refusedKey;
      return connection.auth === 'client_secret' ? CHECK_TEXTS.acs.refusedSecret : CHECK_TEXTS.acs.refusedJwt;
    case 'timeout':
    case 'unavailable':
      return transportDetail(error.failure, system, timeoutMs, error.httpStatus);
    case 'malformed':
      return CHECK_TEXTS.notItsProtocol(system);
  }
}
