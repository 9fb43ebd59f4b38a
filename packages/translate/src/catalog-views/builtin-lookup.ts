import { builtinColumnIndex, builtinRows, builtinTableName, pgsqliteColumnType } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { SysOid } from './oids.js';

/** Built-in schemas by name (pg_catalog, pg_toast, information_schema). */
const BUILTIN_SCHEMAS: Record<string, number> = { pg_catalog: SysOid.pgCatalogNs, pg_toast: SysOid.toastNs, information_schema: SysOid.informationSchemaNs };

/** A column of one built-in row. */
function cell(table: string, row: readonly unknown[], column: string): unknown {
  return row[builtinColumnIndex(table, column)];
}

let relationsByName: Map<string, number> | undefined;

/**
 * The OID of a built-in relation (`pg_class`, `pg_catalog.pg_class`, `information_schema.tables`):
 * unqualified names are looked up in pg_catalog only (the schema searched first).
 */
export function builtinRelationOid(schema: string | undefined, name: string): number | undefined {
  if (relationsByName === undefined) {
    const names = new Map<number, string>(Object.entries(BUILTIN_SCHEMAS).map(([n, oid]) => [oid, n]));
    relationsByName = new Map();
    for (const r of builtinRows('pg_class')) {
      const ns = names.get(Number(cell('pg_class', r, 'relnamespace')));
      if (ns !== undefined) relationsByName.set(`${ns}.${String(cell('pg_class', r, 'relname'))}`, Number(r[0]));
    }
  }
  return relationsByName.get(`${schema ?? 'pg_catalog'}.${name}`);
}

/** The OIDs of the schemas on the search path, pg_catalog (searched first when not listed) included. */
export function searchPathNamespaceOids(ctx: PlanCtx): number[] {
  const oids: number[] = [SysOid.pgCatalogNs];
  for (const s of ctx.searchPath) {
    const oid = BUILTIN_SCHEMAS[s] ?? ctx.catalog.namespaces().find((n) => n.name === s)?.oid;
    if (oid !== undefined && !oids.includes(oid)) oids.push(oid);
  }
  return oids;
}

/**
 * SQL: whether the built-in object `argSql` of catalog `table` lives in a schema on the search path
 * (pg_*_is_visible of a built-in object; PostgreSQL also checks that no earlier schema hides it by
 * name, which for built-ins only a user object of the same name in a schema before pg_catalog can).
 */
export function builtinVisibleSql(ctx: PlanCtx, table: string, nsColumn: string, argSql: string): string {
  return `(SELECT ${nsColumn} IN (${searchPathNamespaceOids(ctx).join(', ')}) FROM ${builtinTableName(table)} WHERE oid = ${argSql})`;
}

interface ProcSignature {
  nargs: number;
  defaults: number;
  variadic: boolean;
  argTypes: readonly number[];
}

let procsByName: Map<string, ProcSignature[]> | undefined;

/** The built-in functions (of pg_catalog) named `name`: PostgreSQL 15 has them, pgsqlite may not. */
export function builtinFunctions(name: string): readonly ProcSignature[] {
  if (procsByName === undefined) {
    procsByName = new Map();
    for (const r of builtinRows('pg_proc')) {
      if (Number(cell('pg_proc', r, 'pronamespace')) !== SysOid.pgCatalogNs) continue;
      const n = String(cell('pg_proc', r, 'proname'));
      const list = procsByName.get(n) ?? [];
      list.push({
        nargs: Number(cell('pg_proc', r, 'pronargs')),
        defaults: Number(cell('pg_proc', r, 'pronargdefaults')),
        variadic: Number(cell('pg_proc', r, 'provariadic')) !== 0,
        argTypes: JSON.parse(String(cell('pg_proc', r, 'proargtypes'))) as number[],
      });
      procsByName.set(n, list);
    }
  }
  return procsByName.get(name) ?? [];
}

interface OperatorSignature {
  left: number;
  right: number;
}

let operatorsByName: Map<string, OperatorSignature[]> | undefined;

/** The built-in operators named `name` (e.g. `<->`, `@@`). */
export function builtinOperators(name: string): readonly OperatorSignature[] {
  if (operatorsByName === undefined) {
    operatorsByName = new Map();
    for (const r of builtinRows('pg_operator')) {
      const n = String(cell('pg_operator', r, 'oprname'));
      const list = operatorsByName.get(n) ?? [];
      list.push({ left: Number(cell('pg_operator', r, 'oprleft')), right: Number(cell('pg_operator', r, 'oprright')) });
      operatorsByName.set(n, list);
    }
  }
  return operatorsByName.get(name) ?? [];
}

let typeNames: Set<string> | undefined;

/** Whether PostgreSQL 15 has a built-in type (of pg_catalog) of this name (`box`, `tsvector`, `_box`). */
export function isBuiltinTypeName(name: string): boolean {
  if (typeNames === undefined) {
    typeNames = new Set();
    for (const r of builtinRows('pg_type')) {
      if (Number(cell('pg_type', r, 'typnamespace')) === SysOid.pgCatalogNs) typeNames.add(String(cell('pg_type', r, 'typname')));
    }
  }
  return typeNames.has(name);
}

/** PostgreSQL 15's columns (name, type as pgsqlite types it) of a built-in relation, in attnum order. */
export function builtinRelationColumns(relOid: number): [string, number][] {
  return [...(relationColumns().get(relOid) ?? [])];
}

let columnsByRelation: Map<number, [string, number][]> | undefined;

/** pg_attribute's user columns grouped by relation, made in one pass on first use (start-up asks for every catalog table). */
function relationColumns(): Map<number, [string, number][]> {
  if (columnsByRelation !== undefined) return columnsByRelation;
  const out = new Map<number, [string, number][]>();
  for (const r of builtinRows('pg_attribute')) {
    if (Number(cell('pg_attribute', r, 'attnum')) <= 0) continue;
    const rel = Number(cell('pg_attribute', r, 'attrelid'));
    let cols = out.get(rel);
    if (cols === undefined) out.set(rel, (cols = []));
    cols.push([String(cell('pg_attribute', r, 'attname')), pgsqliteColumnType(Number(cell('pg_attribute', r, 'atttypid')))]);
  }
  columnsByRelation = out;
  return out;
}

/** The catalog tables (relkind r) of pg_catalog, by name. */
export function builtinCatalogTables(): string[] {
  const out: string[] = [];
  for (const r of builtinRows('pg_class')) {
    if (Number(cell('pg_class', r, 'relnamespace')) === SysOid.pgCatalogNs && cell('pg_class', r, 'relkind') === 'r') out.push(String(cell('pg_class', r, 'relname')));
  }
  return out;
}

interface OperatorOfFunction {
  name: string;
  /** 0 for a prefix operator */
  left: number;
  right: number;
}

let operatorsByFunction: Map<string, OperatorOfFunction[]> | undefined;

/** The built-in operators a pg_catalog function named `name` implements (pg_operator.oprcode: booleq is `=`). */
export function operatorsOfFunction(name: string): readonly OperatorOfFunction[] {
  if (operatorsByFunction === undefined) {
    operatorsByFunction = new Map();
    const procNames = new Map<number, string>();
    for (const r of builtinRows('pg_proc')) {
      if (Number(cell('pg_proc', r, 'pronamespace')) === SysOid.pgCatalogNs) procNames.set(Number(cell('pg_proc', r, 'oid')), String(cell('pg_proc', r, 'proname')));
    }
    for (const r of builtinRows('pg_operator')) {
      const fn = procNames.get(Number(cell('pg_operator', r, 'oprcode')));
      if (fn === undefined) continue;
      const list = operatorsByFunction.get(fn) ?? [];
      list.push({ name: String(cell('pg_operator', r, 'oprname')), left: Number(cell('pg_operator', r, 'oprleft')), right: Number(cell('pg_operator', r, 'oprright')) });
      operatorsByFunction.set(fn, list);
    }
  }
  return operatorsByFunction.get(name) ?? [];
}
