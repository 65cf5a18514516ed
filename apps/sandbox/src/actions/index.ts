import { desbloqueioConfianca } from './desbloqueio-confianca';
import type { ActionRegistry } from './registry';

/** Action routes by webservice name; each handler lives in its own file in this folder. */
export const ACTIONS: ActionRegistry = new Map([['desbloqueio_confianca', desbloqueioConfianca]]);
