export type { Answer } from './answer';
export { basicCredentials, basicUser } from './basic-auth';
export { createFaultQueue, type FaultQueue, type StagedFault } from './fault-queue';
export type { AppliedFault, LoggedRequest } from './logged-request';
export { behindBasicAuth, type BasicPair, messageWire, type MessageWire, recordOf } from './message-wire';
export {
  createSimulatorServer,
  type SimulatedCall,
  type SimulatedRouteHandler,
  type SimulatorHandle,
  type SimulatorServer,
  type SimulatorServerOptions,
} from './simulator-server';
