export { createIxcAcsClient, type IxcAcsClientOptions } from './client';
export { ixcAcsBaseUrl } from './paths';
