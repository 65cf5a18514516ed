import { isValidUrl, MESSAGES, secretMustBeRetyped } from '@central/domain';
import type { AcsBody, AcsRecord } from '@central/domain/api';
import type { AcsConfig } from '../../../generated/prisma/client';
import type { IxcAcsAuth } from '../../../integrations/acs-client';
import { impliedAuth, isP256PrivateKey } from '../../../integrations/ixc-acs';
import { AppError } from '../../../lib/app-error';

export const ACS_ISSUER_MAX_LENGTH = 200;
const KINDS = ['ixc', 'genieacs'] as const;
const AUTHS: readonly IxcAcsAuth[] = ['client_secret', 'jwt'];
export type AcsKind = (typeof KINDS)[number];

/** What an ACS form holds once checked; `privateKey` is null when an edit keeps the stored credential. */
export interface AcsInput {
  url: string;
  issuerId: string;
  privateKey: string | null;
  kind: AcsKind | null;
  /** IXC ACS's way to its access token; null for a GenieACS. */
  auth: IxcAcsAuth | null;
}

/** The record as stored, for an edit. */
export interface StoredAcs {
  kind: AcsKind;
  auth: IxcAcsAuth | null;
  url: string;
  /** Whether a credential (secret, key or Basic-auth password) is stored. */
  keyStored: boolean;
}

const text = (value: string | null | undefined) => (value ?? '').trim();

/** docs/product/admin.md#acs-connection: '-' in all three fields deletes the ACS record. */
export function asksForDeletion(body: AcsBody): boolean {
  return text(body.acs_url) === '-' && text(body.acs_issuer_id) === '-' && text(body.acs_private_key) === '-';
}

/** A GenieACS NBI's Basic-auth password (optional: many run it behind a private network only), or a Client API secret. */
export const ACS_SECRET_MAX_LENGTH = 500;
/** A client secret: printable, no spaces (a pasted one often carries a stray newline, which is trimmed first). */
const CLIENT_SECRET = new RegExp(`^[\\x21-\\x7e]{1,${ACS_SECRET_MAX_LENGTH}}$`);

/**
 * The form's fields checked, or 400 'Dados ACS inválidos' naming each bad field. On edit (`keyRequired` false) an
 * empty credential keeps the stored one. IXC's ACS needs the Client API id and a credential: its secret
 * (`acs_auth` client_secret) or its EC P-256 key (`jwt`); left out, `acs_auth` follows the credential given, or the
 * stored way. Changing the way needs the new credential, and so does a URL of another origin (the stored
 * credential goes only where it was typed for). A GenieACS NBI takes them as an optional Basic-auth user and
 * password, so both may be empty.
 */
export function checkAcsBody(body: AcsBody, options: { keyRequired: boolean; stored?: StoredAcs }): AcsInput {
  const fields: Record<string, string> = {};
  const url = text(body.acs_url);
  const issuerId = text(body.acs_issuer_id);
  const key = body.acs_private_key?.trim() ?? '';
  const kind = text(body.acs_kind);
  const requestedAuth = text(body.acs_auth);
  const effectiveKind = kind === '' ? (options.stored?.kind ?? 'ixc') : kind;
  let auth: IxcAcsAuth | null = null;
  if (!isValidUrl(url)) fields.acs_url = MESSAGES.acsInvalid;
  if (effectiveKind === 'genieacs') {
    if (issuerId.length > ACS_ISSUER_MAX_LENGTH) fields.acs_issuer_id = MESSAGES.acsInvalid;
    if (key.length > ACS_SECRET_MAX_LENGTH) fields.acs_private_key = MESSAGES.acsInvalid;
  } else {
    if (issuerId === '' || issuerId.length > ACS_ISSUER_MAX_LENGTH) fields.acs_issuer_id = MESSAGES.acsInvalid;
    const named = (AUTHS as readonly string[]).includes(requestedAuth) ? (requestedAuth as IxcAcsAuth) : null;
    if (requestedAuth !== '' && !named) fields.acs_auth = MESSAGES.acsInvalid;
    const storedAuth = options.stored?.kind === 'ixc' ? options.stored.auth : null;
    auth = named ?? (key !== '' ? impliedAuth(key) : storedAuth);
    if (key !== '') {
      const fits = auth === 'jwt' ? isP256PrivateKey(key) : CLIENT_SECRET.test(key);
      if (!fits) fields.acs_private_key = MESSAGES.acsInvalid;
    } else if (options.keyRequired || auth === null || auth !== storedAuth) {
      // Nothing stored, or stored for another way (a GenieACS password, a secret where a key is now wanted).
      fields.acs_private_key = MESSAGES.acsInvalid;
    }
  }
  if (!(KINDS as readonly string[]).includes(effectiveKind)) fields.acs_kind = MESSAGES.acsInvalid;
  const stored = options.stored;
  if (
    !fields.acs_url &&
    !fields.acs_private_key &&
    stored &&
    secretMustBeRetyped({ storedUrl: stored.url, url, secretStored: stored.keyStored, secretGiven: key !== '' })
  ) {
    fields.acs_private_key = MESSAGES.acsSecretRetype;
  }
  if (Object.keys(fields).length > 0) throw new AppError('ACS_INVALID', 400, MESSAGES.acsInvalid, {}, fields);
  return { url, issuerId, privateKey: key === '' ? null : key, kind: kind === '' ? null : (kind as AcsKind), auth };
}

/** The allow-list of an ACS record: the key is write-only. */
export function toAcsRecord(row: AcsConfig): AcsRecord {
  return {
    uuid: row.id,
    acs_issuer_id: row.issuerId,
    acs_private_key: null,
    acs_private_key_stored: row.privateKey !== '',
    acs_url: row.url,
    acs_kind: row.kind,
    acs_auth: row.kind === 'ixc' ? row.auth : null,
  };
}

/** What the audit compares of an ACS record; the key appears only when one was given, and diffFields redacts it. */
export const acsAuditView = (row: Pick<AcsConfig, 'url' | 'issuerId' | 'kind' | 'auth'>, privateKey: string | null = null) => ({
  acs_url: row.url,
  acs_issuer_id: row.issuerId,
  acs_kind: row.kind,
  acs_auth: row.auth,
  acs_private_key: privateKey,
});
