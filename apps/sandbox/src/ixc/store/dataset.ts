import type { FixtureRow, Row } from './table-schema';
import { TABLES, tableSchema, type TableName } from './tables';

/** What a dataset builder returns: for each table, rows giving only the columns that differ from the defaults. */
export type FixtureTables = { [Name in TableName]?: FixtureRow<(typeof TABLES)[Name]>[] };

export type UpdateOutcome = 'updated' | 'not-found' | 'incomplete';

/** One provider's IXC database: every table of the schema, rows held as strings. */
export interface Dataset {
  readonly name: string;
  /** The live rows of a table; callers that hand rows out must copy them. */
  rows(table: TableName): Row[];
  find(table: TableName, id: string): Row | undefined;
  insert(table: TableName, values: Row, now: string): Row;
  /** Replaces a row; IXC refuses a PUT that does not carry every column of the row. */
  update(table: TableName, id: string, values: Row): UpdateOutcome;
  remove(table: TableName, id: string): boolean;
}

export function createDataset(name: string, fixture: FixtureTables): Dataset {
  const tables = new Map<TableName, Row[]>();
  const lastIds = new Map<TableName, number>();
  for (const table of Object.keys(TABLES) as TableName[]) {
    const rows = (fixture[table] ?? []).map((row) => completeRow(table, row as Row));
    tables.set(table, rows);
    lastIds.set(table, Math.max(0, ...rows.map((row) => Number(row.id) || 0)));
  }
  const rows = (table: TableName): Row[] => tables.get(table) ?? [];
  const find = (table: TableName, id: string) => rows(table).find((row) => row.id === id);

  return {
    name,
    rows,
    find,
    insert(table, values, now) {
      const id = (lastIds.get(table) ?? 0) + 1;
      lastIds.set(table, id);
      const schema = tableSchema(table);
      const row: Row = { ...schema.defaults, ...knownColumns(table, values), id: String(id) };
      schema.onInsert?.(row, { now, rowsOf: (other) => rows(other as TableName) });
      rows(table).push(row);
      return row;
    },
    update(table, id, values) {
      const current = find(table, id);
      if (!current) return 'not-found';
      const schema = tableSchema(table);
      const columns = Object.keys(schema.defaults).filter((column) => column !== 'id');
      if (columns.some((column) => !Object.hasOwn(values, column))) return 'incomplete';
      const kept = Object.fromEntries(schema.readOnlyOnUpdate.map((column) => [column, current[column] ?? '']));
      Object.assign(current, knownColumns(table, values), kept, { id });
      return 'updated';
    },
    remove(table, id) {
      const tableRows = rows(table);
      const index = tableRows.findIndex((row) => row.id === id);
      if (index < 0) return false;
      tableRows.splice(index, 1);
      return true;
    },
  };
}

function completeRow(table: TableName, row: Row): Row {
  const defaults = tableSchema(table).defaults;
  const unknown = Object.keys(row).filter((column) => !Object.hasOwn(defaults, column));
  if (unknown.length > 0) throw new Error(`Fixture row of ${table} has unknown columns: ${unknown.join(', ')}`);
  if (!row.id) throw new Error(`Fixture row of ${table} has no id`);
  const given = Object.entries(row).filter(([, value]) => value !== undefined);
  return { ...defaults, ...Object.fromEntries(given) };
}

/** Body fields that are not columns are dropped without an error; no source shows IXC refusing them on insert. */
function knownColumns(table: TableName, values: Row): Row {
  const defaults = tableSchema(table).defaults;
  return Object.fromEntries(Object.entries(values).filter(([column]) => Object.hasOwn(defaults, column) && column !== 'id'));
}
