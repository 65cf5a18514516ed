import { makeStyles } from '@griffel/react';
import { Tab, TabList } from '@fluentui/react-tabs';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { CardPaymentsWaitingBadge } from './card-payments/CardPaymentsWaiting';
import type { CustomerTab } from './paths';

const text = ADMIN_TEXT.customer.tabs;

const useStyles = makeStyles({
  // Four tabs are wider than a phone: they go on to a second row rather than scroll the page sideways.
  list: { flexWrap: 'wrap' },
});

/**
 * Principal, Suporte and, once the provider is stored, Aplicativos and 'Pagamentos a revisar' with how many wait
 * (docs/product/admin.md#customer-form).
 */
export function CustomerTabs({
  tab,
  onChange,
  stored,
  paymentsWaiting = 0,
}: {
  tab: CustomerTab;
  onChange: (tab: CustomerTab) => void;
  stored: boolean;
  paymentsWaiting?: number;
}) {
  const s = useStyles();
  return (
    <TabList className={s.list} selectedValue={tab} onTabSelect={(_, data) => onChange(data.value as CustomerTab)}>
      <Tab value="principal">{text.principal}</Tab>
      <Tab value="support">{text.support}</Tab>
      {stored && <Tab value="apps">{text.apps}</Tab>}
      {stored && (
        <Tab value="payments">
          {ADMIN_TEXT.cardPayments.tab} <CardPaymentsWaitingBadge count={paymentsWaiting} />
        </Tab>
      )}
    </TabList>
  );
}
