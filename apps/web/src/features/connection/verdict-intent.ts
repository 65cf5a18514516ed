import type { ConnectionVerdict } from '@central/domain';

export type VerdictIntent = 'success' | 'warning' | 'error' | 'info';

/**
 * How the verdict's banner looks: what is well green, what is at its limit amber, what stops the internet red. Apart
 * from the other display rules, so the home's card takes no more than it.
 */
const INTENTS: Record<ConnectionVerdict, VerdictIntent> = {
  good: 'success',
  online: 'success',
  attention: 'warning',
  blocked: 'error',
  routerOffline: 'error',
  noLight: 'error',
  offline: 'error',
  unknown: 'info',
};

export const verdictIntent = (kind: ConnectionVerdict): VerdictIntent => INTENTS[kind];
