import { useState } from 'react';
import { MESSAGES } from '@central/domain';
import { useNotify } from '@/components/toaster';
import { deleteCustomer, suspendCustomer, useRefreshCustomers } from './customers-api';
import { useAdminAuthFailure } from './useAdminAuthFailure';

type Target = { client_id: string; alias: string; status: 'active' | 'suspended' };

/** Suspend, reactivate and delete a provider, each ending in a toast and fresh lists. */
export function useCustomerActions() {
  const notify = useNotify();
  const refresh = useRefreshCustomers();
  const authFailure = useAdminAuthFailure();
  const [pending, setPending] = useState<string | null>(null);

  async function run(clientId: string, action: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
    setPending(clientId);
    try {
      await action();
      notify.success(success);
      return true;
    } catch (error) {
      if (!authFailure(error)) notify.failure(failure);
      return false;
    } finally {
      setPending(null);
      void refresh(clientId);
    }
  }

  return {
    pending,
    toggleSuspension: (target: Target) => {
      const suspend = target.status === 'active';
      return run(
        target.client_id,
        () => suspendCustomer(target.client_id, suspend),
        suspend ? MESSAGES.customerSuspended : MESSAGES.customerReactivated,
        MESSAGES.customerSuspendFailure,
      );
    },
    remove: (target: Target) =>
      run(
        target.client_id,
        () => deleteCustomer(target.client_id),
        MESSAGES.customerDeleted,
        MESSAGES.customerDeleteFailure.replace('{name}', target.alias),
      ),
  };
}
