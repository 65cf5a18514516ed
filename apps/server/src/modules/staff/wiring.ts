import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { PageSessions } from '../../plugins/web-app';
import { createAdminPageSession } from './page-session';
import { staffRoutes } from './routes';
import { secondFactorRoutes } from './second-factor/routes';
import { createSecondFactorService } from './second-factor/second-factor-service';
import { createSecondFactorStore, type SecondFactorStore } from './second-factor/second-factor-store';
import { createSecondFactors, type SecondFactors } from './second-factor/second-factors';
import { createStaffService } from './staff-service';
import { createStaffSessionStore, type StaffSessionStore } from './staff-sessions';
import { createStaffStore } from './staff-store';

export interface StaffAccess {
  staffSessions: StaffSessionStore;
  factorStore: SecondFactorStore;
  factors: SecondFactors;
  /** Admins must sign in with a second factor (production); elsewhere they are asked to enrol and may skip. */
  secondFactorRequired: boolean;
}

/** Admin and provider sessions and the admins' second factors, made before any route: plugins/staff-auth.ts checks them. */
export function createStaffAccess(
  ctx: Pick<AppContext, 'prisma' | 'signer' | 'box' | 'hashSecret' | 'adminSecondFactorRequired'>,
): StaffAccess {
  const factorStore = createSecondFactorStore(ctx.prisma);
  return {
    staffSessions: createStaffSessionStore(ctx.prisma, ctx.signer),
    factorStore,
    factors: createSecondFactors(factorStore, ctx.box, ctx.hashSecret),
    secondFactorRequired: ctx.adminSecondFactorRequired ?? false,
  };
}

/** Staff sign-in and the second factor; returns the admin pages' session, for the web app. */
export async function registerStaff(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'prisma' | 'signer' | 'guard' | 'audit' | 'adminAudit' | 'passwordCost'> & { staffAccess: StaffAccess },
): Promise<PageSessions> {
  const { staffSessions, factorStore, factors, secondFactorRequired } = ctx.staffAccess;
  const staff = createStaffService({
    store: createStaffStore(ctx.prisma),
    staffSessions,
    factors,
    guard: ctx.guard,
    signer: ctx.signer,
    audit: ctx.audit,
    passwordCost: ctx.passwordCost,
    secondFactorRequired,
  });
  await app.register(staffRoutes, { staff, signer: ctx.signer });
  const secondFactor = createSecondFactorService({ store: factorStore, factors, guard: ctx.guard, audit: ctx.adminAudit });
  await app.register(secondFactorRoutes, { secondFactor });
  return { admin: createAdminPageSession(staffSessions, factors, secondFactorRequired) };
}
