import type { AdminCustomerSummary } from '@central/domain/api';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { useTableStyles } from '@/components/table-styles';
import { DataCell, DataRow, DataTable } from '@/components/DataTable';
import { CustomerActions } from './CustomerActions';
import { CustomerStatusBadge } from './CustomerStatusBadge';
import { useCustomerActions } from './useCustomerActions';

const text = ADMIN_TEXT.list;

/** docs/product/admin.md#customer-list: Client ID, Aliás and the actions; with each provider's status as a badge. */
export function CustomersTable({ customers }: { customers: AdminCustomerSummary[] }) {
  const s = useTableStyles();
  const actions = useCustomerActions();
  return (
    <DataTable label={text.pageTitle} columns={[text.clientId, text.alias, text.status, text.actions]}>
      {customers.map((customer) => (
        <DataRow key={customer.client_id}>
          <DataCell label={text.clientId}>{customer.client_id}</DataCell>
          <DataCell label={text.alias}>{customer.alias}</DataCell>
          <DataCell label={text.status}>
            <CustomerStatusBadge status={customer.status} />
          </DataCell>
          <DataCell label={text.actions}>
            <div className={s.actions}>
              <CustomerActions customer={customer} actions={actions} />
            </div>
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
