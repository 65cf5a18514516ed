export { createIxcSandbox, type IxcSandbox, type IxcSandboxOptions } from './ixc/sandbox';
export type { SandboxControl } from './ixc/control';
export { ERROR_ANSWERS, NO_FAULTS, type ErrorAnswer, type Faults } from './ixc/faults';
export type { SandboxStats } from './ixc/request-stats';
export type { DatasetBuilder, DatasetDefinition } from './ixc/sandbox-state';
export type { FixtureTables } from './ixc/store/dataset';
export type { Row } from './ixc/store/table-schema';
export { TABLES, type TableName } from './ixc/store/tables';
export { DEFAULT_DATASETS, SANDBOX_TOKENS } from './ixc/fixtures/datasets';
export { buildDemoDataset } from './ixc/fixtures/demo';
export { DEMO_IDS } from './ixc/fixtures/demo/ids';
export { buildAltDataset } from './ixc/fixtures/alt';
export { ALT_IDS } from './ixc/fixtures/alt/ids';
/** Test support: the text of a PDF the IXC sandbox printed. */
export { pageText, readPdf, type ReadPdf } from './ixc/testing/pdf-reader';
export { demoTenants } from './demo-tenants';
export {
  createPushService,
  type ForcedAnswer,
  type PushedMessage,
  type PushService,
  type PushServiceOptions,
  type SandboxSubscription,
} from './push/push-service';
export { decryptPushBody, type ReceiverKeys } from './push/decrypt';
export { pushSandboxCertificate } from './push/test-certificate';
export {
  CIELO_SANDBOX_CARD_ENDINGS,
  CIELO_SANDBOX_MERCHANT,
  createCieloSimulator,
  type CieloFault,
  type CieloLoggedRequest,
  type CieloMerchant,
  type CieloRoute,
  type CieloSale,
  type CieloSimulator,
  type CieloSimulatorOptions,
  type CieloStoredCard,
  cieloTestCard,
} from './cielo';
export {
  createWatchSimulator,
  WATCH_SANDBOX_CLIENT,
  WATCH_SANDBOX_OLETV_PACKAGE_ID,
  WATCH_SANDBOX_PACKAGE_ID,
  WATCH_TEXTS,
  type WatchClientCredentials,
  type WatchFault,
  type WatchLoggedRequest,
  type WatchRoute,
  type WatchSentEmail,
  type WatchSimulator,
  type WatchSimulatorOptions,
  type WatchTicket,
  type WatchUser,
} from './watch';
export {
  createNextcloudSimulator,
  NEXTCLOUD_SANDBOX_ADMIN,
  type NextcloudAdmin,
  type NextcloudFault,
  type NextcloudGroupView,
  type NextcloudLoggedRequest,
  type NextcloudRoute,
  type NextcloudSimulator,
  type NextcloudSimulatorOptions,
  type NextcloudUserView,
} from './nextcloud';
export {
  createSvaLoginSimulator,
  SVA_LOGIN_SANDBOX_CREDENTIALS,
  SVA_LOGIN_TEXTS,
  type SvaLoginAccount,
  type SvaLoginCredentials,
  type SvaLoginFault,
  type SvaLoginLoggedRequest,
  type SvaLoginRoute,
  type SvaLoginSimulator,
  type SvaLoginSimulatorOptions,
} from './sva-login';
export {
  createTocaLivrosSimulator,
  TOCALIVROS_SANDBOX_CREDENTIALS,
  TOCALIVROS_TEXTS,
  type TocaLivrosCredentials,
  type TocaLivrosFault,
  type TocaLivrosLoggedRequest,
  type TocaLivrosRoute,
  type TocaLivrosSimulator,
  type TocaLivrosSimulatorOptions,
  type TocaLivrosUser,
} from './tocalivros';
export {
  createIxcAcsSimulator,
  IXC_ACS_DEMO_DEVICES,
  IXC_ACS_SANDBOX_CLIENT,
  IXC_ACS_TEXTS,
  type IxcAcsApiClient,
  type IxcAcsBand,
  type IxcAcsBandRefusal,
  type IxcAcsBearerSeen,
  type IxcAcsClientCredentials,
  type IxcAcsExchangeSeen,
  type IxcAcsFault,
  type IxcAcsJwtSeen,
  type IxcAcsLoggedRequest,
  type IxcAcsRoute,
  type IxcAcsSimulator,
  type IxcAcsSimulatorOptions,
  type IxcAcsStoredDevice,
  type IxcAcsWifiItem,
} from './ixc-acs';
export {
  createGenieAcsSimulator,
  GENIEACS_DEMO_DEVICES,
  GENIEACS_SANDBOX_BASIC_AUTH,
  GENIEACS_TEXTS,
  genieAcsDemoDevices,
  genieDeviceId,
  type GenieAcsBasicAuth,
  type GenieAcsDeviceDocument,
  type GenieAcsFault,
  type GenieAcsFaultDocument,
  type GenieAcsLoggedRequest,
  type GenieAcsRoute,
  type GenieAcsSeedDevice,
  type GenieAcsSeedParameter,
  type GenieAcsSimulator,
  type GenieAcsSimulatorOptions,
  type GenieAcsTask,
} from './genieacs';
export { createSpeedTestServer, SPEED_TEST_ROUTES, type SpeedTestRoute, type SpeedTestServer } from './speedtest';
/** The demo's simulators, each on the port its SANDBOX_* variable names: `npm start` and the sandbox's own main. */
export { startDemoSimulators } from './demo-simulators';
