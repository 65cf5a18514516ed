/** The ATP Box pages (cloud-storage users) load as one chunk, once one of their addresses is opened. */
export { AtpBoxPage } from './AtpBoxPage';
export { AddCloudUserPage } from './AddCloudUserPage';
export { EditCloudUserPage } from './EditCloudUserPage';
