import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Subtitle2 } from '@fluentui/react-text';
import { ADMIN_TEXT } from '../../strings/admin.pt-BR';
import { useTableStyles } from '../../components/table-styles';
import { useCustomerHistory } from './customers-api';
import { formatDateTime } from './date-time';

const text = ADMIN_TEXT.customer;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});
const columns = text.historyColumns;

/** 'Últimas alterações': who changed what and when, from the server's audit trail (secret values never shown). */
export function CustomerHistory({ clientId }: { clientId: string }) {
  const s = useTableStyles();
  const layout = useStyles();
  const { data } = useCustomerHistory(clientId);
  if (!data) return null;
  return (
    <section className={layout.root}>
      <Subtitle2 as="h2">{text.history}</Subtitle2>
      {data.events.length === 0 ? (
        <Body1>{text.historyEmpty}</Body1>
      ) : (
        <table role="table" className={s.table} aria-label={text.history}>
          <thead role="rowgroup" className={s.head}>
            <tr role="row">
              <th role="columnheader" className={s.th}>{columns.at}</th>
              <th role="columnheader" className={s.th}>{columns.actor}</th>
              <th role="columnheader" className={s.th}>{columns.action}</th>
              <th role="columnheader" className={s.th}>{columns.fields}</th>
            </tr>
          </thead>
          <tbody role="rowgroup" className={s.body}>
            {data.events.map((event, index) => (
              <tr key={`${event.at}-${index}`} role="row" className={s.row}>
                <td role="cell" className={s.td} data-label={columns.at}>
                  {formatDateTime(event.at)}
                </td>
                <td role="cell" className={s.td} data-label={columns.actor}>
                  {event.actor}
                </td>
                <td role="cell" className={s.td} data-label={columns.action}>
                  {text.actions[event.action] ?? event.action}
                </td>
                <td role="cell" className={s.td} data-label={columns.fields}>
                  {text.historyFields(event.fields)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
