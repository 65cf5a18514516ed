export { createIxcSandbox, type IxcSandbox, type IxcSandboxOptions } from './sandbox';
export type { SandboxControl } from './control';
export { ERROR_ANSWERS, NO_FAULTS, type ErrorAnswer, type Faults } from './faults';
export type { SandboxStats } from './request-stats';
export type { DatasetBuilder, DatasetDefinition } from './sandbox-state';
export type { FixtureTables } from './store/dataset';
export type { Row } from './store/table-schema';
export { TABLES, type TableName } from './store/tables';
export { DEFAULT_DATASETS, SANDBOX_TOKENS } from './fixtures/datasets';
export { buildDemoDataset } from './fixtures/demo';
export { DEMO_IDS } from './fixtures/demo/ids';
export { buildAltDataset } from './fixtures/alt';
export { ALT_IDS } from './fixtures/alt/ids';
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
