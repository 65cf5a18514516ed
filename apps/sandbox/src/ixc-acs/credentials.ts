/**
 * A Client API the simulated ACS accepts (Tools > API Clients in IXC ACS): its id (the `client_id` of the exchange and
 * the JWT's `iss`), its secret, the public half of its EC P-256 key pair, and the lifetime of the access tokens it
 * gets (set per Client API in IXC ACS, at most 86,400 s).
 */
export interface IxcAcsApiClient {
  issuerId: string;
  clientSecret: string;
  publicKeyPem: string;
  tokenLifetimeSeconds?: number;
}

/** A Client API with its private key, as the provider's admin enters it in the portal. */
export interface IxcAcsClientCredentials extends IxcAcsApiClient {
  privateKeyPem: string;
}

/**
 * The sandbox's Client API: an EC P-256 pair generated once with node:crypto for demos and tests. It signs nothing
 * outside the sandbox and is no IXC credential, nor is its secret. The id has the 24-hex shape of the ids in IXC
 * ACS's token docs.
 */
export const IXC_ACS_SANDBOX_CLIENT: IxcAcsClientCredentials = {
  issuerId: 'c45db105f31c677ab59d6b6d',
  clientSecret: 'sandbox-acs-secret-6f1d0c9a8b7e4d2f',
  privateKeyPem: [
    '-----BEGIN PRIVATE KEY-----',
    'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgkcmvK/1BPOrhZxJM',
    'T+SL+wxDphWkvThCFgXtZ902tmGhRANCAATGyDferq7pZ50H7Q0YCoO9zlozxIV7',
    '+M0hk8ABYbt5wpxVCFAB2iZHVBh2Lk3D8OecVUse8llGgJLUlF1b1x4E',
    '-----END PRIVATE KEY-----',
    '',
  ].join('\n'),
  publicKeyPem: [
    '-----BEGIN PUBLIC KEY-----',
    'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAExsg33q6u6WedB+0NGAqDvc5aM8SF',
    'e/jNIZPAAWG7ecKcVQhQAdomR1QYdi5Nw/DnnFVLHvJZRoCS1JRdW9ceBA==',
    '-----END PUBLIC KEY-----',
    '',
  ].join('\n'),
};
