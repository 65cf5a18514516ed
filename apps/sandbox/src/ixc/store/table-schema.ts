/** A stored row: IXC keeps and returns every value as a string. */
export type Row = Record<string, string>;

export interface InsertContext {
  /** Current datetime in IXC's output format, `YYYY-MM-DD HH:MM:SS`. */
  now: string;
  /** The live rows of any table, for inserts that also change another table (a message moves its ticket). */
  rowsOf: (table: string) => Row[];
}

/**
 * One IXC table: its columns with the value IXC stores when an insert leaves them out, the columns a PUT
 * silently keeps, and what IXC fills in by itself on insert (protocol numbers, timestamps).
 */
export interface TableSchema<Column extends string = string> {
  readonly name: string;
  readonly defaults: Readonly<Record<Column, string>>;
  readonly readOnlyOnUpdate: readonly Column[];
  /** The table a view's columns are named after in list filters (`fn_movim_finan.id_receber`); the table's own name otherwise. */
  readonly columnPrefix: string;
  /** Columns an insert must fill; IXC refuses the insert without them (`{type:"error"}`). */
  readonly requiredOnInsert: readonly Column[];
  onInsert?(row: Record<Column, string>, context: InsertContext): void;
}

export function defineTable<Column extends string>(
  name: string,
  defaults: Record<'id' | Column, string>,
  behaviour: Pick<TableSchema<'id' | NoInfer<Column>>, 'onInsert'> & {
    readOnlyOnUpdate?: NoInfer<Column>[];
    columnPrefix?: string;
    requiredOnInsert?: NoInfer<Column>[];
  } = {},
): TableSchema<'id' | Column> {
  return {
    name,
    defaults,
    readOnlyOnUpdate: behaviour.readOnlyOnUpdate ?? [],
    columnPrefix: behaviour.columnPrefix ?? name,
    requiredOnInsert: behaviour.requiredOnInsert ?? [],
    onInsert: behaviour.onInsert,
  };
}

/** The columns a fixture may set for a table; the rest come from the table's defaults. */
export type FixtureRow<Schema> = Schema extends TableSchema<infer Column> ? Partial<Record<Column, string>> : never;

export const EMPTY_DATE = '0000-00-00';
export const EMPTY_DATETIME = '0000-00-00 00:00:00';
