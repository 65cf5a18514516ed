import { useParams } from 'react-router';
import { MESSAGES } from '@central/domain';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { LoadFailure } from '@/components/LoadFailure';
import { isApiError } from '@/lib/http';
import { useCustomerAcs } from '@/features/admin/acs-api';
import { useCustomerCardSettings } from '@/features/admin/card-settings-api';
import { useAdminCustomer } from '@/features/admin/customers-api';
import { isAuthFailure } from '@/features/admin/useAdminAuthFailure';
import { CustomerEditor } from './CustomerEditor';

/** /adm/customer/{client_id}/edit: the provider, its ACS record and its card settings are needed before the form can open. */
export function EditCustomerPage() {
  const { client_id: clientId = '' } = useParams();
  const customer = useAdminCustomer(clientId);
  const acs = useCustomerAcs(clientId);
  const cardSettings = useCustomerCardSettings(clientId);
  const error = customer.error ?? acs.error ?? cardSettings.error;

  if (error && isAuthFailure(error)) return <CardListSkeleton />;
  if (error && !customer.isValidating && !acs.isValidating && !cardSettings.isValidating) {
    const text = isApiError(error, 404) ? MESSAGES.customerNotFoundAdmin : MESSAGES.customerLoadFailure;
    return <LoadFailure text={text} onRetry={() => void Promise.all([customer.mutate(), acs.mutate(), cardSettings.mutate()])} />;
  }
  if (!customer.data || acs.data === undefined || cardSettings.data === undefined) return <CardListSkeleton />;
  return <CustomerEditor key={clientId} customer={customer.data.customer} acs={acs.data} cardSettings={cardSettings.data} />;
}
