import { MESSAGES } from '@central/domain';
import { describe, expect, it } from 'vitest';
import type { AcsConfig } from '../../../generated/prisma/client';
import { acsAuditView, asksForDeletion, checkAcsBody, toAcsRecord } from './acs-rules';

const form = {
  acs_url: 'https://acs.provedor.com.br',
  acs_issuer_id: 'central',
  acs_private_key: 'segredo-do-acs',
  acs_auth: 'client_secret',
};

describe('the ACS form', () => {
  it("asks for deletion with '-' in all three fields, and only then", () => {
    expect(asksForDeletion({ acs_url: ' - ', acs_issuer_id: '-', acs_private_key: '-' })).toBe(true);
    expect(asksForDeletion({ acs_url: '-', acs_issuer_id: '-', acs_private_key: '' })).toBe(false);
  });

  it('reads a new IXC ACS with its client secret, trimmed', () => {
    expect(checkAcsBody({ ...form, acs_issuer_id: ' central ' }, { keyRequired: true })).toEqual({
      url: 'https://acs.provedor.com.br',
      issuerId: 'central',
      privateKey: 'segredo-do-acs',
      kind: null,
      auth: 'client_secret',
    });
  });

  it('names every bad field under one 400', () => {
    expect(() => checkAcsBody({ acs_url: 'not a url', acs_issuer_id: '', acs_private_key: '' }, { keyRequired: true })).toThrow(
      expect.objectContaining({
        statusCode: 400,
        fields: { acs_url: MESSAGES.acsInvalid, acs_issuer_id: MESSAGES.acsInvalid, acs_private_key: MESSAGES.acsInvalid },
      }),
    );
  });

  it('keeps the stored credential on an edit of the same origin, and asks for it again for another origin', () => {
    const stored = { kind: 'ixc' as const, auth: 'client_secret' as const, url: 'https://acs.provedor.com.br', keyStored: true };
    expect(checkAcsBody({ ...form, acs_private_key: '' }, { keyRequired: false, stored }).privateKey).toBeNull();
    expect(() =>
      checkAcsBody({ ...form, acs_url: 'https://outro.example.com', acs_private_key: '' }, { keyRequired: false, stored }),
    ).toThrow(expect.objectContaining({ fields: { acs_private_key: MESSAGES.acsSecretRetype } }));
  });

  it('takes a GenieACS without user or password', () => {
    expect(checkAcsBody({ acs_url: 'http://genie:7557', acs_kind: 'genieacs' }, { keyRequired: true })).toMatchObject({
      kind: 'genieacs',
      auth: null,
      privateKey: null,
    });
  });
});

describe('an ACS record as the admin sees it', () => {
  const row = {
    id: 'u1',
    tenantId: 't1',
    url: 'https://acs.x',
    issuerId: 'c',
    kind: 'ixc',
    auth: 'jwt',
    privateKey: 'sealed',
  } as AcsConfig;

  it('says the key is stored, never what it is', () => {
    expect(toAcsRecord(row)).toMatchObject({ uuid: 'u1', acs_private_key: null, acs_private_key_stored: true, acs_auth: 'jwt' });
    expect(toAcsRecord({ ...row, kind: 'genieacs', privateKey: '' })).toMatchObject({ acs_private_key_stored: false, acs_auth: null });
  });

  it('is audited with the key only when one was given', () => {
    expect(acsAuditView(row)).toEqual({
      acs_url: 'https://acs.x',
      acs_issuer_id: 'c',
      acs_kind: 'ixc',
      acs_auth: 'jwt',
      acs_private_key: null,
    });
    expect(acsAuditView(row, 'new-key').acs_private_key).toBe('new-key');
  });
});
