import { useState } from 'react';
import { ShieldDismissRegular } from '@fluentui/react-icons';
import { SECOND_FACTOR_TEXT } from '@/strings/second-factor.pt-BR';
import { ConfirmMenu } from '@/components/ConfirmMenu';
import { useNotify } from '@/components/toaster';
import { isApiError } from '@/lib/http';
import { resetProviderSecondFactor } from '@/features/second-factor/api';
import { useRefreshCustomers } from './customers-api';
import { useAdminAuthFailure } from './useAdminAuthFailure';

const text = SECOND_FACTOR_TEXT.reset;

/**
 * 'Redefinir verificação em duas etapas' on a provider's page, shown while the provider has one on: for a provider
 * that lost its authenticator and its recovery codes. Confirmed in a menu naming the provider; the result is a toast,
 * and the page and its history are read again (the button goes, the history shows the reset).
 */
export function ResetProviderSecondFactor({
  customer,
}: {
  customer: { client_id: string; alias: string; provider_two_factor_enabled: boolean };
}) {
  const notify = useNotify();
  const authFailure = useAdminAuthFailure();
  const refresh = useRefreshCustomers();
  const [pending, setPending] = useState(false);
  if (!customer.provider_two_factor_enabled) return null;

  async function reset() {
    setPending(true);
    try {
      notify.success((await resetProviderSecondFactor(customer.client_id)).message);
      void refresh(customer.client_id);
    } catch (error) {
      if (authFailure(error)) return;
      // 404: it was not on. Said in the server's words, as a warning rather than a failure.
      if (isApiError(error, 404)) notify.warning(error.message);
      else notify.failure(text.failure);
    } finally {
      setPending(false);
    }
  }

  return (
    <ConfirmMenu
      label={text.button}
      icon={<ShieldDismissRegular />}
      question={text.question(customer.alias)}
      confirmLabel={text.confirm}
      cancelLabel={text.cancel}
      disabled={pending}
      onConfirm={() => void reset()}
    />
  );
}
