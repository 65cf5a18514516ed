export { GENIEACS_DEMO_DEVICES, genieAcsDemoDevices } from './demo-devices';
export {
  genieDeviceId,
  type DeviceDocument as GenieAcsDeviceDocument,
  type SeedParameter as GenieAcsSeedParameter,
} from './device-document';
export type {
  GenieAcsFaultDocument,
  GenieAcsSeedDevice,
  GenieAcsTask,
  GenieAcsTaskPost,
  RebootCount as GenieAcsRebootCount,
} from './device-store';
export {
  createGenieAcsSimulator,
  GENIEACS_SANDBOX_BASIC_AUTH,
  type GenieAcsBasicAuth,
  type GenieAcsFault,
  type GenieAcsLoggedRequest,
  type GenieAcsRoute,
  type GenieAcsSimulator,
  type GenieAcsSimulatorOptions,
} from './genieacs-simulator';
export { GENIEACS_TEXTS } from './nbi-operations';
