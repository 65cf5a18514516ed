import type { APIRequestContext } from '@playwright/test';
import { IXC_ACS_SANDBOX_CLIENT } from '@central/sandbox';
import { expect } from './fixtures';

/**
 * The e2e stack's demo provider has no ACS: a Wi-Fi journey connects it to an ACS simulator it runs itself, through
 * the admin API as an admin would, and disconnects it at the end so no other journey sees a Wi-Fi menu.
 */
export type AcsForm = {
  acs_kind: 'ixc' | 'genieacs';
  acs_auth?: 'client_secret' | 'jwt';
  acs_url: string;
  acs_issuer_id: string;
  acs_private_key: string;
};

export async function connectDemoAcs(admin: APIRequestContext, form: AcsForm): Promise<string> {
  const response = await admin.post('/api/acs/adm', { data: { client_id: 'demo', ...form } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { uuid: string }).uuid;
}

/** The demo provider connected to an IXC ACS simulator with the Client API's id and secret (the public client's way). */
export function connectDemoIxcAcs(admin: APIRequestContext, ixcAcs: { origin: string }): Promise<string> {
  return connectDemoAcs(admin, {
    acs_kind: 'ixc',
    acs_auth: 'client_secret',
    acs_url: ixcAcs.origin,
    acs_issuer_id: IXC_ACS_SANDBOX_CLIENT.issuerId,
    acs_private_key: IXC_ACS_SANDBOX_CLIENT.clientSecret,
  });
}

export async function disconnectDemoAcs(admin: APIRequestContext, uuid: string): Promise<void> {
  expect((await admin.delete(`/api/acs/adm/${uuid}`)).ok()).toBe(true);
}
