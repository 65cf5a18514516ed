import { MESSAGES } from '@central/domain';
import type { AcsBody } from '@central/domain/api';
import type { AcsConfig } from '../../../generated/prisma/client';
import { AppError, notFound } from '../../../lib/app-error';
import type { SecretBox } from '../../../lib/crypto';
import { isUuid } from '../../../lib/uuid';
import type { TenantDirectory } from '../../tenants/tenant-directory';
import { diffFields, originChange, type AdminActor, type AuditTrail } from '../audit-rules';
import { customerNotFound } from '../customer-not-found';
import { acsAuditView, asksForDeletion, checkAcsBody } from './acs-rules';
import type { AcsStore } from './acs-store';

export interface AcsPorts {
  store: AcsStore;
  /** Seals the credential for the provider. */
  box: Pick<SecretBox, 'seal'>;
  tenants: Pick<TenantDirectory, 'invalidate'>;
  audit: AuditTrail;
}

// The web treats a 'not found' answer as an empty form (docs/product/admin.md#acs-connection); the text is never shown.
const acsNotFound = () => notFound('ACS_NOT_FOUND', MESSAGES.acsNotFound);

/** The provider's ACS record under /api/acs/adm (docs/product/admin.md#acs-connection). The private key is write-only. */
export function createAcsService(ports: AcsPorts) {
  const { store, box, tenants, audit } = ports;

  async function provider(clientId: string) {
    const tenant = await store.providerByClientId(clientId);
    if (!tenant) throw customerNotFound();
    return tenant;
  }

  /** The record behind a uuid, with its provider's client_id, or 404. */
  async function existing(uuid: string) {
    const row = isUuid(uuid) ? await store.byId(uuid) : null;
    if (!row) throw acsNotFound();
    return row;
  }

  /** DELETE /adm/{uuid}: the provider loses its Wi-Fi pages. */
  async function remove(actor: AdminActor, uuid: string): Promise<void> {
    const before = await existing(uuid);
    if (!(await store.remove(before.id))) throw acsNotFound();
    await audit.record(
      actor,
      before.tenant.clientId,
      'acs_delete',
      diffFields(acsAuditView(before), { acs_url: null, acs_issuer_id: null, acs_kind: null, acs_auth: null }),
    );
    tenants.invalidate();
  }

  return {
    /** GET /adm/client-id/{clientId}: the provider's record, null while it has none (404 for no provider). */
    async ofCustomer(clientId: string): Promise<AcsConfig | null> {
      const tenant = await provider(clientId);
      return store.ofProvider(tenant.id);
    },

    /** POST /adm: a provider's first ACS record; a second one is 409 (the form edits the one it has). */
    async create(actor: AdminActor, body: AcsBody): Promise<AcsConfig> {
      const tenant = await provider(body.client_id?.trim() ?? '');
      const input = checkAcsBody(body, { keyRequired: true });
      const row = await store.create(tenant.id, {
        url: input.url,
        issuerId: input.issuerId,
        kind: input.kind ?? 'ixc',
        auth: input.auth,
        privateKey: input.privateKey ? box.seal(input.privateKey, tenant.clientId) : '',
      });
      if (!row) throw new AppError('ACS_EXISTS', 409, MESSAGES.acsCreateFailure);
      await audit.record(actor, tenant.clientId, 'acs_create', diffFields({}, acsAuditView(row, input.privateKey)));
      tenants.invalidate();
      return row;
    },

    /** PUT /adm/{uuid}: the record edited (an empty key keeps the stored one), or deleted when all three fields are '-'. */
    async update(actor: AdminActor, uuid: string, body: AcsBody): Promise<AcsConfig | null> {
      const before = await existing(uuid);
      if (asksForDeletion(body)) {
        await remove(actor, uuid);
        return null;
      }
      const stored = { kind: before.kind, auth: before.auth, url: before.url, keyStored: before.privateKey !== '' };
      const input = checkAcsBody(body, { keyRequired: false, stored });
      const privateKey = input.privateKey ? { privateKey: box.seal(input.privateKey, before.tenant.clientId) } : {};
      const row = await store.update(before.id, {
        url: input.url,
        issuerId: input.issuerId,
        kind: input.kind ?? before.kind,
        auth: input.auth,
        ...privateKey,
      });
      if (!row) throw acsNotFound();
      const changes = {
        ...diffFields(acsAuditView(before), acsAuditView(row, input.privateKey)),
        ...originChange('acs_url', before.url, row.url),
      };
      await audit.record(actor, before.tenant.clientId, 'acs_edit', changes);
      tenants.invalidate();
      return row;
    },

    remove,
  };
}

export type AcsService = ReturnType<typeof createAcsService>;
