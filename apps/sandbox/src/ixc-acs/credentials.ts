/** A Client API the simulated ACS accepts: its id (the JWT `iss`) and the public half of its EC P-256 key pair. */
export interface IxcAcsApiClient {
  issuerId: string;
  publicKeyPem: string;
}

/** A Client API with its private key, as the provider's admin enters it in the portal. */
export interface IxcAcsClientCredentials extends IxcAcsApiClient {
  privateKeyPem: string;
}

/**
 * The sandbox's Client API: an EC P-256 pair generated once with node:crypto for demos and tests. It signs nothing
 * outside the sandbox and is no IXC credential. The id has the 24-hex shape of the ids in IXC ACS's token docs.
 */
export const IXC_ACS_SANDBOX_CLIENT: IxcAcsClientCredentials = {
  issuerId: 'c45db105f31c677ab59d6b6d',
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
