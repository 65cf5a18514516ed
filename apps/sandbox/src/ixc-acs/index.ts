export type { IxcAcsBearerSeen, IxcAcsExchangeSeen } from './access-tokens';
export { IXC_ACS_SANDBOX_CLIENT, type IxcAcsApiClient, type IxcAcsClientCredentials } from './credentials';
export { IXC_ACS_DEMO_DEVICES } from './demo-devices';
export type { IxcAcsBand, IxcAcsBandRefusal, IxcAcsStoredDevice, IxcAcsWifiItem } from './device-store';
export {
  createIxcAcsSimulator,
  type IxcAcsFault,
  type IxcAcsLoggedRequest,
  type IxcAcsRoute,
  type IxcAcsSimulator,
  type IxcAcsSimulatorOptions,
} from './ixc-acs-simulator';
export type { IxcAcsJwtSeen } from './jwt-verifier';
export { IXC_ACS_TEXTS } from './operations';
