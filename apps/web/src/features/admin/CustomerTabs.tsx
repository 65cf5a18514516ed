import { Tab, TabList } from '@fluentui/react-tabs';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import type { CustomerTab } from './paths';

const text = ADMIN_TEXT.customer.tabs;

/** Principal, Suporte and, once the provider is stored, Aplicativos (docs/product/admin.md#customer-form). */
export function CustomerTabs({ tab, onChange, withApps }: { tab: CustomerTab; onChange: (tab: CustomerTab) => void; withApps: boolean }) {
  return (
    <TabList selectedValue={tab} onTabSelect={(_, data) => onChange(data.value as CustomerTab)}>
      <Tab value="principal">{text.principal}</Tab>
      <Tab value="support">{text.support}</Tab>
      {withApps && <Tab value="apps">{text.apps}</Tab>}
    </TabList>
  );
}
