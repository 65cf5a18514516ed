import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Subtitle2 } from '@fluentui/react-text';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { DataCell, DataRow, DataTable } from '@/components/DataTable';
import { useCustomerHistory } from './customers-api';
import { historyFieldsText } from './history-fields';
import { MomentText } from './MomentText';

const text = ADMIN_TEXT.customer;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});
const columns = text.historyColumns;

/** 'Últimas alterações': who changed what and when, from the server's audit trail (secret values never shown). */
export function CustomerHistory({ clientId }: { clientId: string }) {
  const s = useStyles();
  const { data } = useCustomerHistory(clientId);
  if (!data) return null;
  return (
    <section className={s.root}>
      <Subtitle2 as="h2">{text.history}</Subtitle2>
      {data.events.length === 0 ? (
        <Body1>{text.historyEmpty}</Body1>
      ) : (
        <DataTable label={text.history} columns={[columns.at, columns.actor, columns.action, columns.fields]}>
          {data.events.map((event, index) => (
            <DataRow key={`${event.at}-${index}`}>
              <DataCell label={columns.at}>
                <MomentText iso={event.at} />
              </DataCell>
              <DataCell label={columns.actor}>{event.actor}</DataCell>
              <DataCell label={columns.action}>{text.actions[event.action] ?? event.action}</DataCell>
              <DataCell label={columns.fields}>{historyFieldsText(event.fields)}</DataCell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </section>
  );
}
