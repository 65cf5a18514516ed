import { MESSAGES, isValidUrl, requiredFieldMessage, secretMustBeRetyped } from '@central/domain';
import type { AcsBody, AcsRecord } from '@central/domain/api';
import type { FieldErrors } from '@/lib/use-yup-form';
import type { CustomerFormValues } from './customer-form-values';

/** docs/product/admin.md#customer-form: '-' in all three ACS fields deletes the provider's ACS record. */
export const ACS_DELETE_MARK = '-';

type AcsValues = Pick<CustomerFormValues, 'acs_url' | 'acs_issuer_id' | 'acs_private_key' | 'acs_kind' | 'acs_auth'>;
type AcsFields = FieldErrors<Pick<CustomerFormValues, 'acs_url' | 'acs_issuer_id' | 'acs_private_key'>>;

export type AcsStep =
  | { kind: 'none' }
  | { kind: 'create'; body: AcsBody }
  | { kind: 'update'; uuid: string; body: Omit<AcsBody, 'client_id'> }
  | { kind: 'delete'; uuid: string };

const parts = (values: AcsValues) => [values.acs_url.trim(), values.acs_issuer_id.trim(), values.acs_private_key.trim()] as const;
const deleting = (values: AcsValues) => parts(values).every((part) => part === ACS_DELETE_MARK);
const empty = (values: AcsValues) => parts(values).every((part) => part === '');

/**
 * What saving the form does to the ACS record (docs/product/admin.md#customer-form): '-' everywhere deletes it, changed
 * data updates the existing one (an empty key keeps the stored key), and data for a provider without one creates it.
 */
export function acsStepFor(values: AcsValues, existing: AcsRecord | null, clientId: string): AcsStep {
  const [url, issuer, key] = parts(values);
  if (deleting(values)) return existing ? { kind: 'delete', uuid: existing.uuid } : { kind: 'none' };
  // The way to IXC ACS's access token is the form's choice; a GenieACS has none.
  const auth = values.acs_kind === 'ixc' ? values.acs_auth : null;
  if (!existing) {
    if (empty(values)) return { kind: 'none' };
    return {
      kind: 'create',
      body: { client_id: clientId, acs_url: url, acs_issuer_id: issuer, acs_private_key: key, acs_kind: values.acs_kind, acs_auth: auth },
    };
  }
  const unchanged =
    url === existing.acs_url &&
    issuer === existing.acs_issuer_id &&
    key === '' &&
    values.acs_kind === existing.acs_kind &&
    auth === existing.acs_auth;
  if (unchanged) return { kind: 'none' };
  return {
    kind: 'update',
    uuid: existing.uuid,
    body: { acs_url: url, acs_issuer_id: issuer, acs_private_key: key, acs_kind: values.acs_kind, acs_auth: auth },
  };
}

/**
 * The ACS fields' problems before saving: all three are needed, except a credential already stored for the same way
 * to the access token. A GenieACS NBI needs only its URL: the issuer and key are its optional Basic-auth user and
 * password.
 */
export function acsProblems(values: AcsValues, existing: AcsRecord | null): AcsFields {
  if (deleting(values) || (!existing && empty(values))) return {};
  const [url, issuer, key] = parts(values);
  const problems: AcsFields = {};
  if (!url) problems.acs_url = requiredFieldMessage('uma', 'URL do ACS');
  else if (!isValidUrl(url)) problems.acs_url = MESSAGES.urlInvalid;
  else if (acsSecretMoved(values, existing) && !key) problems.acs_private_key = MESSAGES.acsSecretRetype;
  if (values.acs_kind === 'genieacs') return problems;
  const bySecret = values.acs_auth === 'client_secret';
  if (!issuer) problems.acs_issuer_id = requiredFieldMessage('um', bySecret ? 'Client ID do ACS' : 'ID do cliente API do ACS');
  const kept = existing?.acs_private_key_stored && existing.acs_kind === 'ixc' && existing.acs_auth === values.acs_auth;
  if (!key && !kept && !problems.acs_private_key)
    problems.acs_private_key = bySecret
      ? requiredFieldMessage('um', 'Client secret do ACS')
      : requiredFieldMessage('uma', 'chave privada do ACS');
  return problems;
}

/** The stored credential is bound to the ACS's origin; a URL of another origin needs it typed again. */
export function acsSecretMoved(values: Pick<AcsValues, 'acs_url'>, existing: AcsRecord | null): boolean {
  if (!existing || values.acs_url.trim() === ACS_DELETE_MARK) return false;
  return secretMustBeRetyped({
    storedUrl: existing.acs_url,
    url: values.acs_url.trim(),
    secretStored: existing.acs_private_key_stored,
    secretGiven: false,
  });
}

/** docs/product/admin.md#customer-form: 'Dados ACS inválidos' on 400, else the failure of what was attempted. */
export function acsFailureText(step: AcsStep, status: number): string {
  if (status === 400) return MESSAGES.acsInvalid;
  if (step.kind === 'create') return MESSAGES.acsCreateFailure;
  if (step.kind === 'delete') return MESSAGES.acsDeleteFailure;
  return MESSAGES.acsEditFailure;
}
