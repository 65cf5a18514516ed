import type { FastifyBaseLogger } from 'fastify';
import type { Prisma } from '../../db/database';
import type { SecretBox } from '../../lib/crypto';
import type { GuessGuard } from '../../lib/guess-guard';
import type { ScryptCost } from '../../lib/password-hash';
import type { SessionStore } from '../auth/sessions';
import type { SecondFactors } from '../staff/second-factor/second-factors';
import type { StaffSessionStore } from '../staff/staff-sessions';
import type { DeploymentHosts } from '../tenants/custom-domain-claims';
import type { TenantDirectory } from '../tenants/tenant-directory';
import type { AuditTrail } from './audit-trail';

/** What the admin back office and the provider sign-in are built from. */
export interface AdminDeps {
  prisma: Prisma;
  box: SecretBox;
  tenants: TenantDirectory;
  sessions: SessionStore;
  staffSessions: StaffSessionStore;
  /** Staff second factors: whether a provider has one on, and the admin's reset. */
  factors: SecondFactors;
  guard: GuessGuard;
  audit: AuditTrail;
  passwordCost: ScryptCost;
  /** ERP calls of the lookups (products, plans, subjects) and their timeout. */
  ixcTimeoutMs: number;
  /** How the deployment names its providers' addresses, which a custom domain may not take. */
  hosts: DeploymentHosts;
  log: FastifyBaseLogger;
}
