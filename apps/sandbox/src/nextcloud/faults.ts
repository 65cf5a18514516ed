import type { StagedFault } from '../simulator-kit';

/** The simulator's routes, named for `failNext` and the request log. */
export type NextcloudRoute =
  'listGroups' | 'createGroup' | 'groupMembers' | 'deleteGroup' | 'createUser' | 'getUser' | 'editUser' | 'deleteUser';

export const NEXTCLOUD_ROUTES: readonly NextcloudRoute[] = [
  'listGroups',
  'createGroup',
  'groupMembers',
  'deleteGroup',
  'createUser',
  'getUser',
  'editUser',
  'deleteUser',
];

/**
 * A failure to stage for the next call(s) of a route, to exercise an adapter's error handling.
 * - `status`: answer this HTTP status with a plain-text body, as a proxy in front of Nextcloud would (502, 503).
 * - `ocsStatus`: answer an OCS failure with this statuscode (e.g. 103, 996) in the envelope of the call's version.
 * - `hang`: never answer; the request ends only when the client gives up or the simulator closes.
 * - `delayMs`: wait this long first (alone, the real answer just comes late).
 * - `times`: how many calls it applies to (default 1).
 */
export interface NextcloudFault extends Omit<StagedFault, 'afterProcessing'> {
  ocsStatus?: number;
}
