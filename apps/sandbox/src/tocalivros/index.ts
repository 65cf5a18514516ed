export {
  createTocaLivrosSimulator,
  TOCALIVROS_SANDBOX_CREDENTIALS,
  type TocaLivrosSimulator,
  type TocaLivrosSimulatorOptions,
} from './tocalivros-simulator';
export type { TocaLivrosFault, TocaLivrosRoute } from './faults';
export type { TocaLivrosCredentials, TocaLivrosLoggedRequest } from './serve-call';
export type { TocaLivrosUser } from './user-store';
export { TOCALIVROS_TEXTS } from './wire';
