import { useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Title2 } from '@fluentui/react-text';
import { useNavigate, useSearchParams } from 'react-router';
import type { AcsRecord, AdminCardSettings, AdminCustomer } from '@central/domain/api';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { BackButton } from '@/components/BackButton';
import { AppsPanel } from '@/features/admin/apps/AppsPanel';
import { CardPaymentReviews } from '@/features/admin/card-payments/CardPaymentReviews';
import { CardPaymentsWaitingNotice, useCardPaymentsWaiting } from '@/features/admin/card-payments/CardPaymentsWaiting';
import { CustomerActions } from '@/features/admin/CustomerActions';
import { ResetProviderSecondFactor } from '@/features/admin/ResetProviderSecondFactor';
import { CustomerHistory } from '@/features/admin/CustomerHistory';
import { IntegrationCheckPanel } from '@/features/admin/IntegrationCheckPanel';
import { CustomerStatusBadge } from '@/features/admin/CustomerStatusBadge';
import { CustomerTabs } from '@/features/admin/CustomerTabs';
import { CustomerForm, type FormTab } from '@/features/admin/customer-form/CustomerForm';
import { customerFormFrom } from '@/features/admin/customer-form/customer-form-values';
import { useEditCustomer } from '@/features/admin/customer-form/useSaveCustomer';
import { useCustomerActions } from '@/features/admin/useCustomerActions';
import { ADMIN_PATHS, type CustomerTab } from '@/features/admin/paths';

const useStyles = makeStyles({
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

const tabFrom = (value: string | null): CustomerTab =>
  value === 'apps' || value === 'support' || value === 'payments' ? value : 'principal';

/**
 * The edit page's header, tabs and history. The form stays mounted on Aplicativos and 'Pagamentos a revisar', so edits
 * survive a look there; while card payments await a review, a notice above the tabs leads to them.
 */
export function CustomerEditor({
  customer,
  acs,
  cardSettings,
}: {
  customer: AdminCustomer;
  acs: AcsRecord | null;
  cardSettings: AdminCardSettings | null;
}) {
  usePageTitle(ADMIN_TEXT.customer.editTitle(customer.alias));
  const s = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<CustomerTab>(() => tabFrom(params.get('tab')));
  const [formTab, setFormTab] = useState<FormTab>(() => (tabFrom(params.get('tab')) === 'support' ? 'support' : 'principal'));
  const [initialValues] = useState(() => customerFormFrom(customer, acs, cardSettings));
  const save = useEditCustomer(customer.client_id, acs, cardSettings);
  const actions = useCustomerActions();
  const paymentsWaiting = useCardPaymentsWaiting(customer.client_id);

  const selectTab = (next: CustomerTab) => {
    setTab(next);
    if (next === 'principal' || next === 'support') setFormTab(next);
  };

  return (
    <>
      <div>
        <BackButton to={ADMIN_PATHS.customers} />
      </div>
      <div className={s.header}>
        <Title2 as="h1">{ADMIN_TEXT.customer.editTitle(customer.alias)}</Title2>
        <CustomerStatusBadge status={customer.status} />
        <div className={s.actions}>
          <CustomerActions
            customer={customer}
            actions={actions}
            withEdit={false}
            onDeleted={() => void navigate(ADMIN_PATHS.customers, { replace: true })}
          />
          <ResetProviderSecondFactor customer={customer} />
        </div>
      </div>
      {tab !== 'payments' && <CardPaymentsWaitingNotice count={paymentsWaiting} onOpen={() => selectTab('payments')} />}
      <CustomerTabs tab={tab} onChange={selectTab} stored paymentsWaiting={paymentsWaiting} />
      <div hidden={tab === 'apps' || tab === 'payments'}>
        <CustomerForm
          clientId={customer.client_id}
          initialValues={initialValues}
          stored={{ token: customer.ixc_access_token_stored, password: customer.provider_password_stored, ixcDomain: customer.ixc_domain }}
          acs={acs}
          cardSettings={cardSettings}
          tab={formTab}
          onTabChange={selectTab}
          onSave={save}
        />
      </div>
      {tab === 'apps' && <AppsPanel clientId={customer.client_id} />}
      {tab === 'payments' && <CardPaymentReviews clientId={customer.client_id} />}
      <IntegrationCheckPanel clientId={customer.client_id} />
      <CustomerHistory clientId={customer.client_id} />
    </>
  );
}
