import { todayIn } from '@central/domain';
import type { MyData, PrivacyNotice } from '@central/domain/api';
import type { Account } from '../../lib/account-cache';
import { takeUses, USE_LIMITS } from '../../lib/attempt-limits';
import type { RateLimiter } from '../../lib/rate-limiter';
import { RETURNING_HINT_DAYS } from '../auth/returning-subscribers';
import type { SessionContext } from '../auth/sessions';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { dataControllerOf, myDataFileName } from './my-data-rules';
import { readMyData, type MyDataDeps } from './read-my-data';
import { endOtherSessions, removeCard, removePushDevice, type RemovalDeps } from './remove-my-data';

export type PrivacyPorts = MyDataDeps &
  RemovalDeps & {
    limiter: RateLimiter;
    /** Keyed hash for limiter keys (guess-guard's `hidden`). */
    hidden: (...parts: string[]) => string;
  };

/**
 * The subscriber's data rights (LGPD): the provider's privacy notice, 'Meus dados' and its removals. None of
 * it needs the ERP, so it works while the provider's ERP is down.
 */
export function createPrivacyService(ports: PrivacyPorts) {
  return {
    notice: (tenant: ActiveTenant): PrivacyNotice => ({
      controller: dataControllerOf(tenant),
      retention: { auditDays: ports.auditRetentionDays, returningHintDays: RETURNING_HINT_DAYS },
    }),
    /** 'Meus dados', within the subscriber's reads per hour, and the name of the file it downloads as. */
    async myData(tenant: ActiveTenant, session: SessionContext): Promise<{ data: MyData; fileName: string }> {
      await takeUses(ports.limiter, [
        [`my-data:customer:${ports.hidden(tenant.id, session.customerId)}`, USE_LIMITS.myDataReadsPerCustomer],
      ]);
      const data = await readMyData(ports, tenant, session);
      return { data, fileName: myDataFileName(tenant.alias, todayIn(tenant.timezone)) };
    },
    removePushDevice: (account: Account, id: string, ip: string) => removePushDevice(ports, account, id, ip),
    removeCard: (account: Account, id: string, ip: string) => removeCard(ports, account, id, ip),
    endOtherSessions: (session: SessionContext, ip: string) => endOtherSessions(ports, session, ip),
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
