import type { ReactNode } from 'react';
import { useTableStyles } from './table-styles';

/** A table in the look of useTableStyles (cards on phones), headed by `columns`; its rows are DataRows. */
export function DataTable({ label, columns, children }: { label: string; columns: string[]; children: ReactNode }) {
  const s = useTableStyles();
  return (
    <table role="table" className={s.table} aria-label={label}>
      <thead className={s.head}>
        <tr role="row">
          {columns.map((column) => (
            <th key={column} role="columnheader" className={s.th}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- a flex box on phones, where Chromium drops the implied role (table-styles.ts) */}
      <tbody role="rowgroup" className={s.body}>
        {children}
      </tbody>
    </table>
  );
}

export function DataRow({ children }: { children: ReactNode }) {
  const s = useTableStyles();
  return (
    <tr role="row" className={s.row}>
      {children}
    </tr>
  );
}

/** A cell; `label` is its column's name, shown beside it on phones. */
export function DataCell({ label, children }: { label: string; children: ReactNode }) {
  const s = useTableStyles();
  return (
    // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a flex box on phones, where Chromium drops the implied role (table-styles.ts); a cell of a table, not of a grid
    <td role="cell" className={s.td} data-label={label}>
      {children}
    </td>
  );
}
