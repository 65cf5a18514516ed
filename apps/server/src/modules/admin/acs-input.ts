import { createPrivateKey } from 'node:crypto';
import { isValidUrl, MESSAGES } from '@central/domain';
import type { AcsBody } from '@central/domain/api';
import { AppError } from '../../lib/app-error';

export const ACS_ISSUER_MAX_LENGTH = 200;
const KINDS = ['ixc', 'genieacs'] as const;
export type AcsKind = (typeof KINDS)[number];

/** What an ACS form holds once checked; `privateKey` is null when an edit keeps the stored key. */
export interface AcsInput {
  url: string;
  issuerId: string;
  privateKey: string | null;
  kind: AcsKind | null;
}

const text = (value: string | null | undefined) => (value ?? '').trim();

/** SPEC section 4: '-' in all three fields deletes the ACS record. */
export function asksForDeletion(body: AcsBody): boolean {
  return text(body.acs_url) === '-' && text(body.acs_issuer_id) === '-' && text(body.acs_private_key) === '-';
}

/** The ACS signs its tokens with ES256: the key must be an EC P-256 private key in PEM. */
export function isP256PrivateKey(pem: string): boolean {
  try {
    const key = createPrivateKey({ key: pem, format: 'pem' });
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
  } catch {
    return false;
  }
}

/** A GenieACS NBI's Basic-auth password (optional: many run it behind a private network only). */
export const GENIEACS_PASSWORD_MAX_LENGTH = 500;

/**
 * The form's fields checked, or 400 'Dados ACS inválidos' naming each bad field. On edit (`keyRequired` false)
 * an empty key keeps the stored one. For IXC's ACS the issuer and an EC P-256 key are needed (it signs ES256
 * tokens); a GenieACS NBI takes them as an optional Basic-auth user and password (issue 13), so both may be empty.
 */
export function checkAcsBody(body: AcsBody, options: { keyRequired: boolean; storedKind?: AcsKind }): AcsInput {
  const fields: Record<string, string> = {};
  const url = text(body.acs_url);
  const issuerId = text(body.acs_issuer_id);
  const key = body.acs_private_key?.trim() ?? '';
  const kind = text(body.acs_kind);
  const effectiveKind = kind === '' ? (options.storedKind ?? 'ixc') : kind;
  if (!isValidUrl(url)) fields.acs_url = MESSAGES.acsInvalid;
  if (effectiveKind === 'genieacs') {
    if (issuerId.length > ACS_ISSUER_MAX_LENGTH) fields.acs_issuer_id = MESSAGES.acsInvalid;
    if (key.length > GENIEACS_PASSWORD_MAX_LENGTH) fields.acs_private_key = MESSAGES.acsInvalid;
  } else {
    if (issuerId === '' || issuerId.length > ACS_ISSUER_MAX_LENGTH) fields.acs_issuer_id = MESSAGES.acsInvalid;
    if ((key !== '' || options.keyRequired) && !isP256PrivateKey(key)) fields.acs_private_key = MESSAGES.acsInvalid;
  }
  if (!(KINDS as readonly string[]).includes(effectiveKind)) fields.acs_kind = MESSAGES.acsInvalid;
  if (Object.keys(fields).length > 0) throw new AppError('ACS_INVALID', 400, MESSAGES.acsInvalid, {}, fields);
  return { url, issuerId, privateKey: key === '' ? null : key, kind: kind === '' ? null : (kind as AcsKind) };
}
