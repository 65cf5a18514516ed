export {
  createNextcloudSimulator,
  NEXTCLOUD_SANDBOX_ADMIN,
  type NextcloudAdmin,
  type NextcloudSimulator,
  type NextcloudSimulatorOptions,
} from './nextcloud-simulator';
export type { NextcloudGroupView, NextcloudUserView } from './directory';
export type { NextcloudFault, NextcloudRoute } from './faults';
export type { NextcloudLoggedRequest } from './serve-ocs';
export { computerFileSize, humanFileSize } from './quota';
