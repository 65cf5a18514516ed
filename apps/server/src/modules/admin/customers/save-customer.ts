import { MESSAGES, validateAdminCustomer } from '@central/domain';
import type { AdminCustomerBody } from '@central/domain/api';
import type { Tenant as TenantRow } from '../../../generated/prisma/client';
import { AppError, invalidFields } from '../../../lib/app-error';
import type { SecretBox } from '../../../lib/crypto';
import { hashPassword, type ScryptCost } from '../../../lib/password-hash';
import { newVapidColumns } from '../../notifications/vapid-keys';
import type { StaffSessionStore } from '../../staff/staff-sessions';
import type { CustomDomainClaims } from '../../tenants/custom-domain-claims';
import type { TenantDirectory } from '../../tenants/tenant-directory';
import { diffFields, originChange, type AdminActor, type AuditTrail } from '../audit-rules';
import { customerNotFound } from '../customer-not-found';
import { blank, cleanBody, columnsOf, customerAuditView, editableView, editProblems, erpAddress } from './customer-rules';
import type { CustomersStore } from './customers-store';

/** What creating and editing a provider need. */
export interface SavePorts {
  store: Pick<CustomersStore, 'byClientId' | 'create' | 'update'>;
  /** Seals the ERP token and the new VAPID key for the provider. */
  box: SecretBox;
  passwordCost: ScryptCost;
  domainClaims: CustomDomainClaims;
  staffSessions: Pick<StaffSessionStore, 'revokeProvider'>;
  tenants: Pick<TenantDirectory, 'invalidate'>;
  audit: AuditTrail;
}

/** The secrets given: the ERP token sealed for this provider, the provider password hashed. */
async function secretsOf(ports: SavePorts, clientId: string, input: AdminCustomerBody) {
  return {
    ...(blank(input.ixc_access_token) ? {} : { ixcAccessToken: ports.box.seal(input.ixc_access_token!, clientId) }),
    ...(blank(input.provider_password) ? {} : { providerPasswordHash: await hashPassword(input.provider_password!, ports.passwordCost) }),
  };
}

/**
 * 400 naming a custom domain another provider owns, or one of this deployment's own addresses, under the
 * field like any other problem (a 409 is the client_id's, which the form words as 'Client ID já cadastrado').
 */
async function refuseClaimedDomains(ports: SavePorts, clientId: string, input: AdminCustomerBody): Promise<void> {
  const problem = await ports.domainClaims.problem(clientId, input.custom_domains ?? []);
  if (problem) throw invalidFields({ custom_domains: problem }, 'CUSTOM_DOMAIN_TAKEN');
}

/** POST /customer/create: a new provider, or 409 'Client ID já cadastrado' (the unique constraint decides races). */
export async function createCustomer(ports: SavePorts, actor: AdminActor, body: AdminCustomerBody): Promise<TenantRow> {
  const input = cleanBody(body);
  const problems = validateAdminCustomer(input, { creating: true });
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
  const clientId = input.client_id!;
  await refuseClaimedDomains(ports, clientId, input);
  const row = await ports.store.create({
    clientId,
    ...columnsOf(input),
    ixcAccessToken: '',
    ...(await secretsOf(ports, clientId, input)),
    ...newVapidColumns(ports.box, clientId),
  });
  if (!row) throw new AppError('CUSTOMER_DUPLICATE', 409, MESSAGES.customerDuplicate);
  await ports.audit.record(actor, clientId, 'create', diffFields({}, customerAuditView(row, input)));
  ports.tenants.invalidate();
  return row;
}

/**
 * PUT /customer/{clientId}/edit: the stored provider with the body's fields over it. A field left out keeps its
 * value (and is not checked again), an empty one clears it, and an empty secret keeps the stored one. A new provider password ends the
 * provider's sessions. Nothing is written unless every field passes.
 */
export async function editCustomer(ports: SavePorts, actor: AdminActor, clientId: string, body: AdminCustomerBody): Promise<TenantRow> {
  const before = await ports.store.byClientId(clientId);
  if (!before) throw customerNotFound();
  const given = cleanBody(body);
  const input: AdminCustomerBody = { ...editableView(before), ...given, client_id: clientId };
  const all = validateAdminCustomer(input, {
    creating: false,
    storedSecrets: { ixc_access_token: before.ixcAccessToken !== '' },
    storedIxcDomain: before.ixcDomain,
  });
  const problems = editProblems(all, given);
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
  if ('custom_domains' in given) await refuseClaimedDomains(ports, clientId, input);
  const secrets = await secretsOf(ports, clientId, input);
  const row = await ports.store.update(before.id, { ...columnsOf(input), ...secrets });
  if (!row) throw customerNotFound();
  if (secrets.providerPasswordHash) await ports.staffSessions.revokeProvider(row.id);
  const changes = {
    ...diffFields(customerAuditView(before, {}), customerAuditView(row, input)),
    ...originChange('ixc_domain', erpAddress(before), erpAddress(row)),
  };
  await ports.audit.record(actor, clientId, 'edit', changes);
  ports.tenants.invalidate();
  return row;
}
