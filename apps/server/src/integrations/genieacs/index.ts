export { createGenieAcsClient, type GenieAcsClientOptions } from './client';
