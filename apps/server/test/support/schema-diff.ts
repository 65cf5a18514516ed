import { readFile } from 'node:fs/promises';
import * as schemaWasm from '@prisma/prisma-schema-wasm';
import type { SqlRunner } from '../../src/db/sql-runner';

interface DmmfField {
  name: string;
  dbName?: string | null;
  kind: 'scalar' | 'enum' | 'object';
  type: string;
  isList: boolean;
  isRequired: boolean;
  isId: boolean;
  hasDefaultValue: boolean;
  default?: { name?: string } | string | number | boolean;
  nativeType?: [string, string[]] | null;
  relationFromFields?: string[];
}
interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
  uniqueFields: string[][];
  primaryKey: { fields: string[] } | null;
}
interface DmmfEnum {
  name: string;
  dbName?: string | null;
  values: Array<{ name: string; dbName?: string | null }>;
}

interface ColumnRow {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  data_type: string;
  udt_name: string;
  column_default: string | null;
}

/** Client-side defaults (uuid(), cuid()) and @updatedAt leave no default in the database. */
const CLIENT_SIDE_DEFAULTS = new Set(['uuid', 'cuid', 'nanoid', 'ulid']);

/**
 * Compares what the migrations built with what schema.prisma describes: tables, columns, types,
 * nullability, database defaults, enums, indexes on unique fields and foreign keys. Returns the
 * differences as sentences; an empty list means they agree. Only the public schema is ours: the job
 * runner (pg-boss) keeps its tables in its own `pgboss` schema.
 */
export async function diffSchemaWithDatabase(schemaPath: string, db: SqlRunner): Promise<string[]> {
  const dmmf = JSON.parse(schemaWasm.get_dmmf(JSON.stringify({ prismaSchema: await readFile(schemaPath, 'utf8') })));
  const models: DmmfModel[] = dmmf.datamodel.models;
  const enums: DmmfEnum[] = dmmf.datamodel.enums;
  const problems: string[] = [];

  const columns = await db.query<ColumnRow>(
    `SELECT table_name, column_name, is_nullable, data_type, udt_name, column_default
       FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`,
  );
  const byTable = new Map<string, Map<string, ColumnRow>>();
  for (const column of columns) {
    if (!byTable.has(column.table_name)) byTable.set(column.table_name, new Map());
    byTable.get(column.table_name)!.set(column.column_name, column);
  }

  const enumNames = new Map(enums.map((e) => [e.name, e.dbName ?? e.name]));
  for (const model of models) {
    const table = model.dbName ?? model.name;
    const actual = byTable.get(table);
    if (!actual) {
      problems.push(`table ${table} (model ${model.name}) is missing`);
      continue;
    }
    const expected = model.fields.filter((field) => field.kind !== 'object');
    for (const field of expected) {
      const columnName = field.dbName ?? field.name;
      const column = actual.get(columnName);
      if (!column) {
        problems.push(`${table}.${columnName} is missing`);
        continue;
      }
      const wantedType = expectedUdt(field, enumNames);
      if (column.udt_name !== wantedType) problems.push(`${table}.${columnName} is ${column.udt_name}, schema says ${wantedType}`);
      const nullable = field.isList || !field.isRequired;
      if ((column.is_nullable === 'YES') !== nullable) problems.push(`${table}.${columnName} nullability differs`);
      const wantsDbDefault = field.hasDefaultValue && !isClientSideDefault(field);
      if (wantsDbDefault !== (column.column_default !== null)) problems.push(`${table}.${columnName} default differs`);
    }
    const known = new Set(expected.map((field) => field.dbName ?? field.name));
    for (const name of actual.keys()) if (!known.has(name)) problems.push(`${table}.${name} is not in schema.prisma`);
    byTable.delete(table);
  }
  for (const table of byTable.keys()) problems.push(`table ${table} is not in schema.prisma`);

  problems.push(...(await diffEnums(db, enums)));
  problems.push(...(await diffUniqueAndForeignKeys(db, models)));
  return problems;
}

function expectedUdt(field: DmmfField, enumNames: Map<string, string>): string {
  const base = field.kind === 'enum' ? enumNames.get(field.type)! : scalarUdt(field);
  return field.isList ? `_${base}` : base;
}

function scalarUdt(field: DmmfField): string {
  const native = field.nativeType?.[0];
  if (native === 'Uuid') return 'uuid';
  if (native === 'Timestamptz') return 'timestamptz';
  if (native === 'Date') return 'date';
  const types: Record<string, string> = {
    String: 'text',
    Int: 'int4',
    BigInt: 'int8',
    Boolean: 'bool',
    DateTime: 'timestamp',
    Json: 'jsonb',
    Float: 'float8',
    Decimal: 'numeric',
    Bytes: 'bytea',
  };
  return types[field.type] ?? `unknown ${field.type}`;
}

function isClientSideDefault(field: DmmfField): boolean {
  const value = field.default;
  return typeof value === 'object' && value !== null && CLIENT_SIDE_DEFAULTS.has(value.name ?? '');
}

async function diffEnums(db: SqlRunner, enums: DmmfEnum[]): Promise<string[]> {
  const rows = await db.query<{ typname: string; labels: string[] }>(
    `SELECT t.typname, array_agg(e.enumlabel ORDER BY e.enumsortorder)::text[] AS labels
       FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
      WHERE t.typnamespace = 'public'::regnamespace GROUP BY t.typname`,
  );
  const actual = new Map(rows.map((row) => [row.typname, row.labels]));
  return enums.flatMap((e) => {
    const name = e.dbName ?? e.name;
    const wanted = e.values.map((value) => value.dbName ?? value.name);
    return JSON.stringify(actual.get(name)) === JSON.stringify(wanted) ? [] : [`enum ${name} differs`];
  });
}

async function diffUniqueAndForeignKeys(db: SqlRunner, models: DmmfModel[]): Promise<string[]> {
  const uniques = await db.query<{ table_name: string; columns: string[] }>(
    `SELECT t.relname AS table_name, array_agg(a.attname ORDER BY k.ord)::text[] AS columns
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
       CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
      WHERE i.indisunique AND t.relnamespace = 'public'::regnamespace GROUP BY t.relname, i.indexrelid`,
  );
  const foreignKeys = await db.query<{ table_name: string; column_name: string }>(
    `SELECT tc.table_name, kcu.column_name FROM information_schema.table_constraints tc
       JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'`,
  );
  const problems: string[] = [];
  for (const model of models) {
    const table = model.dbName ?? model.name;
    const columnOf = (name: string) => {
      const field = model.fields.find((f) => f.name === name);
      return field?.dbName ?? name;
    };
    const wantedUniques = [
      ...model.uniqueFields,
      ...model.fields.filter((f) => f.isId || ('isUnique' in f && (f as { isUnique?: boolean }).isUnique)).map((f) => [f.name]),
      ...(model.primaryKey ? [model.primaryKey.fields] : []),
    ];
    for (const fields of wantedUniques) {
      const columns = fields.map(columnOf);
      const found = uniques.some((u) => u.table_name === table && JSON.stringify(u.columns) === JSON.stringify(columns));
      if (!found) problems.push(`${table} has no unique index on (${columns.join(', ')})`);
    }
    for (const relation of model.fields.filter((f) => f.kind === 'object' && f.relationFromFields?.length)) {
      for (const from of relation.relationFromFields!) {
        const column = columnOf(from);
        if (!foreignKeys.some((fk) => fk.table_name === table && fk.column_name === column)) {
          problems.push(`${table}.${column} has no foreign key (relation ${relation.name})`);
        }
      }
    }
  }
  return problems;
}
