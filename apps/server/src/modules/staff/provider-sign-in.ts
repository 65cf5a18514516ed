import { MESSAGES } from '@central/domain';
import type { ProviderSignInBody } from '@central/domain/api';
import { badRequest, unauthorized } from '../../lib/app-error';
import type { AuditLog } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { checkStaffPassword, type StaffPasswordDeps } from './staff-password';
import { providerRefusal } from './staff-rules';
import type { StaffStore } from './staff-store';

export interface ProviderSignInDeps extends StaffPasswordDeps {
  store: Pick<StaffStore, 'providerForSignIn'>;
  audit: AuditLog;
}

/**
 * docs/product/provider.md#provider-sign-in, /admin: a provider signs in with its client_id and the password the admin
 * set for it. The provider is named in the body, not by the host. Unknown, suspended and password-less providers get
 * the same 'Credenciais inválidas', after the same work, as a wrong password. The caller then opens the session or asks
 * for the second factor (staff-sign-in.ts).
 */
export async function checkProviderPassword(
  deps: ProviderSignInDeps,
  body: ProviderSignInBody,
  caller: Caller,
): Promise<{ tenantId: string; clientId: string; alias: string }> {
  const clientId = (body.client_id ?? '').trim().toLowerCase();
  if (!clientId || !body.password) throw badRequest('CREDENTIALS_MISSING', MESSAGES.providerCredentialsMissing);

  const tenant = await deps.store.providerForSignIn(clientId);
  const stored = tenant?.status === 'active' ? tenant.providerPasswordHash : null;
  const accepted = await checkStaffPassword(deps, 'provider-password', clientId, caller, stored, body.password);
  const audit = (outcome: string) =>
    deps.audit.record({ tenantId: tenant?.id ?? null, action: 'provider-sign-in', outcome, subject: clientId, ip: caller.ip });
  if (!tenant || !accepted) {
    await audit(providerRefusal(tenant));
    throw unauthorized('INVALID_CREDENTIALS', MESSAGES.adminInvalidCredentials);
  }
  return { tenantId: tenant.id, clientId, alias: tenant.alias };
}
