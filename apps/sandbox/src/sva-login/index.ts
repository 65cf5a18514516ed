export {
  createSvaLoginSimulator,
  SVA_LOGIN_SANDBOX_CREDENTIALS,
  type SvaLoginSimulator,
  type SvaLoginSimulatorOptions,
} from './sva-login-simulator';
export type { SvaLoginAccount } from './account-store';
export type { SvaLoginFault, SvaLoginRoute } from './faults';
export type { SvaLoginCredentials, SvaLoginLoggedRequest } from './serve-call';
export { SVA_LOGIN_TEXTS } from './wire';
