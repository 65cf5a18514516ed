import type { CustomerDetails, EditPasswordBody } from '@central/domain/api';
import type { Account } from '../../lib/account-cache';
import { upstreamFailure } from '../../lib/app-error';
import type { AuditLog } from '../../lib/audit';
import type { GuessGuard } from '../../lib/guess-guard';
import { createCustomerGateway } from '../../integrations/ixc/customers';
import { firstNameOf } from '../auth/auth-rules';
import type { SessionContext, SessionStore } from '../auth/sessions';
import type { RecoveryService } from '../recovery/recovery-service';
import type { CodeVerified } from '../recovery/recovery-tokens';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { changeOwnPassword } from './change-own-password';

export interface CustomerPorts {
  sessions: Pick<SessionStore, 'revokeOthers'>;
  guard: GuessGuard;
  audit: AuditLog;
  /** The last step of password recovery, which shares the password route (docs/product/subscriber.md#security-and-my-data). */
  recovery: Pick<RecoveryService, 'resetPassword'>;
}

/** The subscriber's own record: who they are, and their password. */
export function createCustomerService(ports: CustomerPorts) {
  return {
    /** The subscriber's name, CPF/CNPJ and contacts, as IXC has them. */
    async details(tenant: ActiveTenant, account: Account): Promise<CustomerDetails> {
      const customer = await createCustomerGateway(tenant.ixc).findById(account.customerId);
      if (!customer) throw upstreamFailure(502);
      return {
        name: customer.name,
        firstName: firstNameOf(customer.name),
        cpfCnpj: customer.document,
        email: customer.emails[0] ?? null,
        phone: customer.phone,
      };
    },
    /** The security page: a new password given with the current one. */
    changeOwnPassword: (tenant: ActiveTenant, session: SessionContext, body: EditPasswordBody, ip: string) =>
      changeOwnPassword(ports, tenant, session, body, ip),
    /** The last recovery step: a new password, once per verified code. */
    resetPassword: (tenant: ActiveTenant, verified: CodeVerified, body: EditPasswordBody, ip: string) =>
      ports.recovery.resetPassword(tenant, verified, body, ip),
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
