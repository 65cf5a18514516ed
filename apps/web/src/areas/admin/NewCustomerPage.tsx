import { useState } from 'react';
import { Title2 } from '@fluentui/react-text';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { BackButton } from '@/components/BackButton';
import { CustomerTabs } from '@/features/admin/CustomerTabs';
import { CustomerForm, type FormTab } from '@/features/admin/customer-form/CustomerForm';
import { NEW_CUSTOMER } from '@/features/admin/customer-form/customer-form-values';
import { useCreateCustomer } from '@/features/admin/customer-form/useSaveCustomer';
import { ADMIN_PATHS } from '@/features/admin/paths';

const NOTHING_STORED = { token: false, password: false, ixcDomain: null };

/** /adm/customer/new: Principal and Suporte; once saved, the provider's edit page opens with its apps. */
export function NewCustomerPage() {
  usePageTitle(ADMIN_TEXT.customer.newTitle);
  const [tab, setTab] = useState<FormTab>('principal');
  const save = useCreateCustomer();
  return (
    <>
      <div>
        <BackButton to={ADMIN_PATHS.customers} />
      </div>
      <Title2 as="h1">{ADMIN_TEXT.customer.newTitle}</Title2>
      <CustomerTabs tab={tab} onChange={(next) => setTab(next === 'support' ? 'support' : 'principal')} stored={false} />
      <CustomerForm
        clientId={null}
        initialValues={NEW_CUSTOMER}
        stored={NOTHING_STORED}
        acs={null}
        cardSettings={null}
        tab={tab}
        onTabChange={setTab}
        onSave={save}
      />
    </>
  );
}
