export { createNextcloudClient, type NextcloudClientOptions } from './client';
export type { CloudStorage, CloudUser, CloudUserField, NewCloudUser } from './cloud-storage';
export { isNextcloudFailure, NextcloudError, type NextcloudFailure, PASSWORD_CONFIRMATION_LOG } from './errors';
export { BYTES_PER_GB, bytesToGigabytes, gigabytesToBytes } from './quota';
