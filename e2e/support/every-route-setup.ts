import type { APIRequestContext } from '@playwright/test';
import { createIxcAcsSimulator, IXC_ACS_DEMO_DEVICES, IXC_ACS_SANDBOX_CLIENT } from '@central/sandbox';
import { adminApi, createDemoApp, removeDemoApp } from './demo-apps';
import { connectDemoAcs, disconnectDemoAcs } from './demo-acs';

/** What a walk of every page (every-route.ts) needs beyond the demo data, and the addresses it fills in. */
export interface EveryRouteSetup {
  /** The admin API, signed in, for a walk that needs more. */
  admin: APIRequestContext;
  /** An address of every-route.ts with its `{app}` and `{device}` filled in. */
  fill: (path: string) => string;
  /** Undoes the setup, so no other journey sees the app or a Wi-Fi menu. */
  close: () => Promise<void>;
}

const deviceId = Buffer.from(IXC_ACS_DEMO_DEVICES.mariaHome.serial).toString('base64url');

/** The demo provider connected to an ACS simulator (the device pages) and given an app with no partner (the app page). */
export async function setUpEveryRoute(): Promise<EveryRouteSetup> {
  const admin = await adminApi();
  const ixcAcs = createIxcAcsSimulator();
  await ixcAcs.listen();
  let acsId: string | undefined;
  let appId: string | undefined;
  const close = async () => {
    if (appId) await removeDemoApp(admin, appId);
    if (acsId) await disconnectDemoAcs(admin, acsId);
    await admin.dispose();
    await ixcAcs.close();
  };
  try {
    acsId = await connectDemoAcs(admin, {
      acs_kind: 'ixc',
      acs_url: ixcAcs.origin,
      acs_issuer_id: IXC_ACS_SANDBOX_CLIENT.issuerId,
      acs_private_key: IXC_ACS_SANDBOX_CLIENT.privateKeyPem,
    });
    appId = await createDemoApp(
      admin,
      {
        name: 'Revistas Digitais',
        pending_text: '',
        active_text: 'Leia suas revistas no aplicativo.',
        activation_criteria: 'any',
        product_ids: [],
        integration_method: 'display_only',
      },
      null,
    );
  } catch (error) {
    await close();
    throw error;
  }
  const app = appId;
  return { admin, fill: (path) => path.replace('{app}', app).replace('{device}', deviceId), close };
}
