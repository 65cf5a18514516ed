import { CARD_SETTINGS_MESSAGES, cardSettingsValues, validateCardSettings } from '@central/domain';
import type { AdminCardSettings, AdminCardSettingsBody } from '@central/domain/api';
import { invalidFields, notFound } from '../../../lib/app-error';
import type { SecretBox } from '../../../lib/crypto';
import type { TenantDirectory } from '../../tenants/tenant-directory';
import { diffFields, originChange, type AdminActor, type AuditTrail } from '../audit-rules';
import { customerNotFound } from '../customer-not-found';
import { cardSettingsAuditView as auditView, clearedCardSettings, toAdminCardSettings } from './card-settings-rules';
import type { CardSettingsStore } from './card-settings-store';

export interface CardSettingsPorts {
  store: CardSettingsStore;
  /** Seals the merchant key for the provider. */
  box: Pick<SecretBox, 'seal'>;
  tenants: Pick<TenantDirectory, 'invalidate'>;
  audit: AuditTrail;
}

// Only DELETE answers it: a read of a provider without settings is `null`, the web's empty section.
const cardSettingsNotFound = () => notFound('CARD_SETTINGS_NOT_FOUND', 'Configuração de cartão não encontrada');

/** A provider's card settings (per provider), beside its other admin records. The merchant key is write-only. */
export function createCardSettingsService(ports: CardSettingsPorts) {
  const { store, box, tenants, audit } = ports;
  async function provider(clientId: string) {
    const tenant = await store.providerByClientId(clientId);
    if (!tenant) throw customerNotFound();
    return tenant;
  }

  return {
    /** GET: the provider's settings, null while it has none; 404 CUSTOMER_NOT_FOUND for no provider. */
    async ofCustomer(clientId: string): Promise<AdminCardSettings | null> {
      const tenant = await provider(clientId);
      const row = await store.ofProvider(tenant.id);
      return row ? toAdminCardSettings(tenant.clientId, row) : null;
    },

    /**
     * PUT: creates the settings (the key required) or edits them (an empty key keeps the stored one, unless a URL moves
     * to another origin). Every bad field is named in pt-BR and nothing is written.
     */
    async save(actor: AdminActor, clientId: string, body: AdminCardSettingsBody): Promise<AdminCardSettings> {
      const tenant = await provider(clientId);
      const before = await store.ofProvider(tenant.id);
      const stored = before ? { api_url: before.apiUrl, query_url: before.queryUrl } : null;
      const problems = validateCardSettings(body, { keyStored: before !== null, stored });
      if (Object.keys(problems).length > 0) throw invalidFields(problems, 'CARD_SETTINGS_INVALID');
      const values = cardSettingsValues(body);
      const row = await store.write(tenant.id, values, values.merchantKey ? box.seal(values.merchantKey, tenant.clientId) : null);
      // No key given and no row any more: the key is required again.
      if (!row) throw invalidFields({ merchant_key: CARD_SETTINGS_MESSAGES.merchantKeyRequired }, 'CARD_SETTINGS_INVALID');
      const action = before ? 'card_settings_edit' : 'card_settings_create';
      const changes = {
        ...diffFields(before ? auditView(before) : {}, auditView(row, values.merchantKey)),
        ...originChange('api_url', before?.apiUrl, row.apiUrl),
        ...originChange('query_url', before?.queryUrl, row.queryUrl),
      };
      await audit.record(actor, tenant.clientId, action, changes);
      tenants.invalidate();
      return toAdminCardSettings(tenant.clientId, row);
    },

    /** DELETE: the provider stops taking cards (the subscribers' card menu and calls turn off). */
    async remove(actor: AdminActor, clientId: string): Promise<void> {
      const tenant = await provider(clientId);
      const before = await store.ofProvider(tenant.id);
      const removed = await store.remove(tenant.id);
      if (!before || !removed) throw cardSettingsNotFound();
      await audit.record(actor, tenant.clientId, 'card_settings_delete', diffFields(auditView(before), clearedCardSettings(before)));
      tenants.invalidate();
    },
  };
}

export type CardSettingsService = ReturnType<typeof createCardSettingsService>;
