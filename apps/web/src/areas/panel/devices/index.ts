/** The Wi-Fi pages load as one chunk, once one of their addresses is opened. */
export { DevicesPage } from './DevicesPage';
export { DevicePage } from './DevicePage';
