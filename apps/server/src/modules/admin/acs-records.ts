import { MESSAGES } from '@central/domain';
import type { AcsBody, AcsRecord } from '@central/domain/api';
import type { AcsConfig } from '../../generated/prisma/client';
import { AppError, notFound } from '../../lib/app-error';
import type { AdminDeps } from './admin-deps';
import { asksForDeletion, checkAcsBody } from './acs-input';
import { diffFields, originChange, type AdminActor } from './audit-trail';
import { findCustomer, isMissingRow, isUniqueViolation } from './customer-lookup';
import { isUuid } from '../../lib/uuid';

type AcsDeps = Pick<AdminDeps, 'prisma' | 'box' | 'tenants' | 'audit'>;

// The web treats a 'not found' answer as an empty form (SPEC section 8); the text is never shown.
const acsNotFound = () => notFound('ACS_NOT_FOUND', MESSAGES.acsNotFound);

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

const auditView = (row: Pick<AcsConfig, 'url' | 'issuerId' | 'kind' | 'auth'>, privateKey: string | null = null) => ({
  acs_url: row.url,
  acs_issuer_id: row.issuerId,
  acs_kind: row.kind,
  acs_auth: row.auth,
  acs_private_key: privateKey,
});

/** The record behind a uuid, with its provider's client_id, or 404. */
async function findAcs(deps: AcsDeps, uuid: string) {
  if (!isUuid(uuid)) throw acsNotFound();
  const row = await deps.prisma.acsConfig.findUnique({ where: { id: uuid }, include: { tenant: { select: { clientId: true } } } });
  if (!row) throw acsNotFound();
  return row;
}

/** GET /adm/client-id/{clientId}. */
export async function acsOfCustomer(deps: AcsDeps, clientId: string): Promise<AcsConfig> {
  const tenant = await findCustomer(deps.prisma, clientId);
  const row = await deps.prisma.acsConfig.findUnique({ where: { tenantId: tenant.id } });
  if (!row) throw acsNotFound();
  return row;
}

/** POST /adm: a provider's first ACS record; a second one is 409 (the form edits the one it has). */
export async function createAcs(deps: AcsDeps, actor: AdminActor, body: AcsBody): Promise<AcsConfig> {
  const tenant = await findCustomer(deps.prisma, body.client_id?.trim() ?? '');
  const input = checkAcsBody(body, { keyRequired: true });
  let row: AcsConfig;
  try {
    row = await deps.prisma.acsConfig.create({
      data: {
        tenantId: tenant.id,
        url: input.url,
        issuerId: input.issuerId,
        kind: input.kind ?? 'ixc',
        auth: input.auth,
        privateKey: input.privateKey ? deps.box.seal(input.privateKey, tenant.clientId) : '',
      },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ACS_EXISTS', 409, MESSAGES.acsCreateFailure);
    throw error;
  }
  await deps.audit.record(actor, tenant.clientId, 'acs_create', diffFields({}, auditView(row, input.privateKey)));
  deps.tenants.invalidate();
  return row;
}

/** PUT /adm/{uuid}: the record edited (an empty key keeps the stored one), or deleted when all three fields are '-'. */
export async function updateAcs(deps: AcsDeps, actor: AdminActor, uuid: string, body: AcsBody): Promise<AcsConfig | null> {
  const before = await findAcs(deps, uuid);
  if (asksForDeletion(body)) {
    await deleteAcs(deps, actor, uuid);
    return null;
  }
  const stored = { kind: before.kind, auth: before.auth, url: before.url, keyStored: before.privateKey !== '' };
  const input = checkAcsBody(body, { keyRequired: false, stored });
  const privateKey = input.privateKey ? { privateKey: deps.box.seal(input.privateKey, before.tenant.clientId) } : {};
  let row: AcsConfig;
  try {
    row = await deps.prisma.acsConfig.update({
      where: { id: before.id },
      data: { url: input.url, issuerId: input.issuerId, kind: input.kind ?? before.kind, auth: input.auth, ...privateKey },
    });
  } catch (error) {
    if (isMissingRow(error)) throw acsNotFound();
    throw error;
  }
  const changes = { ...diffFields(auditView(before), auditView(row, input.privateKey)), ...originChange('acs_url', before.url, row.url) };
  await deps.audit.record(actor, before.tenant.clientId, 'acs_edit', changes);
  deps.tenants.invalidate();
  return row;
}

/** DELETE /adm/{uuid}: the provider loses its Wi-Fi pages. */
export async function deleteAcs(deps: AcsDeps, actor: AdminActor, uuid: string): Promise<void> {
  const before = await findAcs(deps, uuid);
  const { count } = await deps.prisma.acsConfig.deleteMany({ where: { id: before.id } });
  if (count === 0) throw acsNotFound();
  await deps.audit.record(
    actor,
    before.tenant.clientId,
    'acs_delete',
    diffFields(auditView(before), { acs_url: null, acs_issuer_id: null, acs_kind: null, acs_auth: null }),
  );
  deps.tenants.invalidate();
}
