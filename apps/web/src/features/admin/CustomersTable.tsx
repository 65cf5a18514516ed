import type { AdminCustomerSummary } from '@central/domain/api';
import { ADMIN_TEXT } from '../../strings/admin.pt-BR';
import { useTableStyles } from '../../components/table-styles';
import { CustomerActions } from './CustomerActions';
import { CustomerStatusBadge } from './CustomerStatusBadge';
import { useCustomerActions } from './useCustomerActions';

const text = ADMIN_TEXT.list;

/** SPEC section 2: Client ID, Aliás and the actions; with each provider's status as a badge. */
export function CustomersTable({ customers }: { customers: AdminCustomerSummary[] }) {
  const s = useTableStyles();
  const actions = useCustomerActions();
  return (
    <table role="table" className={s.table} aria-label={text.pageTitle}>
      <thead role="rowgroup" className={s.head}>
        <tr role="row">
          <th role="columnheader" className={s.th}>{text.clientId}</th>
          <th role="columnheader" className={s.th}>{text.alias}</th>
          <th role="columnheader" className={s.th}>{text.status}</th>
          <th role="columnheader" className={s.th}>{text.actions}</th>
        </tr>
      </thead>
      <tbody role="rowgroup" className={s.body}>
        {customers.map((customer) => (
          <tr key={customer.client_id} role="row" className={s.row}>
            <td role="cell" className={s.td} data-label={text.clientId}>
              {customer.client_id}
            </td>
            <td role="cell" className={s.td} data-label={text.alias}>
              {customer.alias}
            </td>
            <td role="cell" className={s.td} data-label={text.status}>
              <CustomerStatusBadge status={customer.status} />
            </td>
            <td role="cell" className={s.td} data-label={text.actions}>
              <div className={s.actions}>
                <CustomerActions customer={customer} actions={actions} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
