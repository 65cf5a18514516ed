export { createIxcAcsClient, type IxcAcsClientOptions } from './client';
export { impliedAuth, isP256PrivateKey } from './jwt';
export { ixcAcsBaseUrl } from './paths';
