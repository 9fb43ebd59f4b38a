import { INTERNAL_PREFIX, typeByOid, type Catalog, type FormatSettings, type RelationDef, type SqlValue } from '@pgsqlite/catalog';
import { PgError, isPgError } from '@pgsqlite/errors';
import type { SqlPlan } from '../plan.js';
import { quoteIdent } from '../sql/quote.js';
import { addRowDetail, type PendingDetail } from './row-details.js';
import { orderKeySql } from '../analyze/order-key.js';

/** The PK/UNIQUE constraint, or else the unique index, whose columns are exactly `cols`. */
function uniqueName(catalog: Catalog, rel: RelationDef, cols: string[]): string | undefined {
  const attnums = cols.map((c) => rel.columns.find((x) => x.sqliteName === c)?.attnum ?? -1);
  const same = (a: readonly number[]): boolean => a.length === attnums.length && a.every((n, i) => n === attnums[i]);
  const con = catalog.constraintsOf(rel.oid).find((c) => (c.type === 'p' || c.type === 'u') && same(c.columns));
  if (con) return con.name;
  const idx = catalog.indexes().find((i) => i.relOid === rel.oid && i.unique && same(i.keys.map((k) => k.attnum)));
  return idx ? catalog.relationByOid(idx.oid)?.name : undefined;
}

/** Not-null, check and foreign key violations refined here, for `addUniqueDetail` (their DETAIL). */
const pendingDetails = new WeakMap<PgError, PendingDetail>();

/** Key columns of unique violations refined here, for `addUniqueDetail`. */
const keyColumns = new WeakMap<PgError, string[]>();

function relationBySqliteName(catalog: Catalog, name: string): RelationDef | undefined {
  for (const r of catalog.relations()) if (r.sqliteName === name) return r;
  return undefined;
}

/** `schema.table.col` or `table.col` → [table, col] (SQLite prefixes the schema name of attached/main dbs at times). */
function splitRef(ref: string, catalog: Catalog): [RelationDef | undefined, string] {
  const dot = ref.lastIndexOf('.');
  const col = ref.slice(dot + 1);
  let table = ref.slice(0, dot);
  let rel = relationBySqliteName(catalog, table);
  while (!rel && table.includes('.')) {
    table = table.slice(table.indexOf('.') + 1);
    rel = relationBySqliteName(catalog, table);
  }
  return [rel, col];
}

/**
 * Rewrites SQLite's constraint messages into PostgreSQL's (same SQLSTATE, PostgreSQL's wording,
 * and the `table`, `column` and `constraint` fields ORMs read). Constraint names follow
 * PostgreSQL's defaults (`t_pkey`, `t_col_key`), which is how pgsqlite names them in DDL.
 */
export function refineEngineError(e: unknown, catalog: Catalog): unknown {
  if (!isPgError(e)) return e;
  const routine = e.fields.routine ?? '';
  const msg = e.message;
  if (msg.startsWith('ON CONFLICT clause does not match any PRIMARY KEY or UNIQUE constraint')) {
    return new PgError('invalid_column_reference', 'there is no unique or exclusion constraint matching the ON CONFLICT specification');
  }
  if (routine === 'SQLITE_CONSTRAINT_UNIQUE' && msg.includes(": index '")) return uniqueIndexError(e, catalog, msg.slice(msg.indexOf(": index '") + 9, -1));
  if (routine === 'SQLITE_CONSTRAINT_UNIQUE' || routine === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const refs = msg.slice(msg.indexOf(':') + 1).split(',').map((s) => s.trim());
    const parsed = refs.map((r) => splitRef(r, catalog));
    const rel = parsed[0]?.[0];
    if (!rel || rel.name.startsWith(INTERNAL_PREFIX)) return e;
    // a hidden key column (`_pgsqlite_key_<attnum>`, ddl/foreign-key-keys.ts) stands for its column
    const keyPrefix = `${INTERNAL_PREFIX}key_`;
    const cols = parsed.map((p) => (p[1].startsWith(keyPrefix) ? (rel.columns.find((c) => c.attnum === Number(p[1].slice(keyPrefix.length)))?.sqliteName ?? p[1]) : p[1]));
    const name = uniqueName(catalog, rel, cols) ?? (routine === 'SQLITE_CONSTRAINT_PRIMARYKEY' ? `${rel.name}_pkey` : `${rel.name}_${cols.join('_')}_key`);
    const err = new PgError('unique_violation', `duplicate key value violates unique constraint "${name}"`, {
      schema: rel.schema,
      table: rel.name,
      constraint: name,
    });
    keyColumns.set(err, cols);
    return err;
  }
  if (routine === 'SQLITE_CONSTRAINT_NOTNULL') {
    const [rel, col] = splitRef(msg.slice(msg.indexOf(':') + 1).trim(), catalog);
    if (!rel) return e;
    const colName = rel.columns.find((c) => c.sqliteName === col)?.name ?? col;
    const err = new PgError('not_null_violation', `null value in column "${colName}" of relation "${rel.name}" violates not-null constraint`, {
      schema: rel.schema,
      table: rel.name,
      column: colName,
    });
    pendingDetails.set(err, { kind: 'not-null', catalog, rel, column: colName });
    return err;
  }
  if (routine === 'SQLITE_CONSTRAINT_CHECK') {
    const name = msg.slice(msg.indexOf(':') + 1).trim();
    const con = catalog.constraints().find((c) => c.type === 'c' && c.name === name);
    const table = con ? catalog.relationByOid(con.relOid) : [...catalog.relations()].find((r) => name.startsWith(`${r.name}_`));
    const err = new PgError('check_violation', `new row for relation "${table?.name ?? '?'}" violates check constraint "${name}"`, {
      ...(table ? { schema: table.schema, table: table.name } : {}),
      constraint: name,
    });
    if (table) pendingDetails.set(err, { kind: 'check', catalog, rel: table });
    return err;
  }
  if (routine === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
    const err = new PgError('foreign_key_violation', 'insert or update on table violates foreign key constraint', {
      detail: 'The key that failed could not be determined.',
    });
    pendingDetails.set(err, { kind: 'foreign-key', catalog });
    return err;
  }
  return e;
}

/**
 * SQLite names an index instead of columns when a key part is an expression: unique indexes and
 * constraints with NULLS NOT DISTINCT (keyed by `col IS NULL, IFNULL(col, 0)`), expression
 * indexes. PostgreSQL's message names the constraint (or index); the DETAIL's columns are known
 * when every key is a column.
 */
function uniqueIndexError(e: PgError, catalog: Catalog, sqliteName: string): PgError {
  const idxRel = [...catalog.relations()].find((r) => r.kind === 'i' && r.sqliteName === sqliteName);
  const idx = idxRel ? catalog.indexes().find((i) => i.oid === idxRel.oid) : undefined;
  const rel = idx ? catalog.relationByOid(idx.relOid) : undefined;
  if (!idxRel || !idx || !rel) return e;
  const con = catalog.constraintsOf(rel.oid).find((c) => (c.type === 'u' || c.type === 'p') && c.indexOid === idx.oid);
  const name = con?.name ?? idxRel.name;
  const err = new PgError('unique_violation', `duplicate key value violates unique constraint "${name}"`, { schema: rel.schema, table: rel.name, constraint: name });
  const cols = idx.keys.map((k) => rel.columns.find((c) => k.attnum > 0 && c.attnum === k.attnum)?.sqliteName);
  if (cols.every((c) => c !== undefined)) keyColumns.set(err, cols as string[]);
  return err;
}

/** Runs one server-owned statement (the session's executor). */
export type ProbeRunner = (sql: string, params: readonly SqlValue[]) => Promise<{ rows: SqlValue[][] | null }>;

/**
 * Adds PostgreSQL's DETAIL to a violation raised by an INSERT … VALUES: `Failing row contains
 * (…).` (not-null, check), the foreign key's name and `Key (a)=(1) is not present in table "p".`,
 * or for a unique violation `Key (k)=(v) already exists.`, by recomputing the inserted keys (the plan's KeyProbe) and finding the one
 * that collides with a stored row or with an earlier row of the same statement.
 */
export async function addUniqueDetail(e: unknown, plan: SqlPlan, params: readonly SqlValue[], run: ProbeRunner, settings: FormatSettings): Promise<unknown> {
  if (!isPgError(e) || !(plan.keyProbe || plan.oldRows)) return e;
  const pending = pendingDetails.get(e);
  if (pending) return addRowDetail(e, pending, plan, params, run, settings);
  const cols = keyColumns.get(e);
  if (!plan.keyProbe) return cols ? updateUniqueDetail(e, cols, plan, params, run, settings) : e;
  const probe = plan.keyProbe;
  if (!cols) return e;
  const drawn = probe.drawn;
  if (drawn && cols.length === 1 && cols[0] === drawn.column.sqliteName) {
    try {
      const v = (await run(drawn.sql, [])).rows?.[0]?.[0] ?? null;
      return v === null ? e : e.with({ detail: `Key (${drawn.column.name})=(${formatKeyValue(v, drawn.column, settings)}) already exists.` });
    } catch {
      return e;
    }
  }
  const idx = cols.map((c) => probe.columns.findIndex((p) => p.sqliteName === c));
  if (idx.some((i) => i < 0)) return e;
  try {
    const rows = (await run(probe.sql, probe.paramOrder.map((n) => params[n - 1] ?? null))).rows ?? [];
    const where = idx.map((i) => keyMatch(probe.columns[i]!)).join(' AND ');
    const seen = new Set<string>();
    for (const row of rows) {
      const key = idx.map((i) => row[i] ?? null);
      // a citext key: 'a' and 'A' collide (NOCASE folds ASCII letters only)
      const folded = key.map((v, k) => (probe.columns[idx[k]!]!.nocase && typeof v === 'string' ? v.replace(/[A-Z]/g, (ch) => ch.toLowerCase()) : v));
      const id = JSON.stringify(folded, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
      const exists = (await run(`SELECT 1 FROM ${quoteIdent(probe.table)} WHERE ${where} LIMIT 1`, key)).rows?.length;
      if (exists || seen.has(id)) {
        const names = idx.map((i) => probe.columns[i]!.name).join(', ');
        const values = idx.map((i, k) => formatKeyValue(key[k] ?? null, probe.columns[i]!, settings)).join(', ');
        return e.with({ detail: `Key (${names})=(${values}) already exists.` });
      }
      seen.add(id);
    }
  } catch {
    return e;
  }
  return e;
}

/**
 * A unique violation of an UPDATE (plan.oldRows.newRows): the first new key that another stored
 * row or an earlier updated row already has, as `Key (k)=(v) already exists.`
 */
async function updateUniqueDetail(e: PgError, cols: string[], plan: SqlPlan, params: readonly SqlValue[], run: ProbeRunner, settings: FormatSettings): Promise<PgError> {
  const probe = plan.oldRows;
  if (!probe?.newRows) return e;
  const idx = cols.map((c) => probe.columns.findIndex((p) => p.sqliteName === c));
  if (idx.some((i) => i < 0)) return e;
  try {
    const rows = (await run(probe.newRows.sql, probe.newRows.paramOrder.map((n) => (n > 0 ? (params[n - 1] ?? null) : null)))).rows ?? [];
    const where = idx.map((i) => keyMatch(probe.columns[i]!)).join(' AND ');
    const seen = new Set<string>();
    for (const row of rows) {
      const key = idx.map((i) => row[i] ?? null);
      if (key.some((v) => v === null)) continue;
      const id = JSON.stringify(key, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
      const rowid = row[probe.columns.length] ?? null;
      const exists = (await run(`SELECT 1 FROM ${quoteIdent(probe.table)} WHERE ${where} AND rowid IS NOT ? LIMIT 1`, [...key, rowid])).rows?.length;
      if (exists || seen.has(id)) {
        const names = idx.map((i) => probe.columns[i]!.name).join(', ');
        const values = idx.map((i, k) => formatKeyValue(key[k] ?? null, probe.columns[i]!, settings)).join(', ');
        return e.with({ detail: `Key (${names})=(${values}) already exists.` });
      }
      seen.add(id);
    }
  } catch {
    return e;
  }
  return e;
}

/** `col IS ?` in PostgreSQL's equality of the column's type (numeric 1.5 = 1.50: their order keys). */
function keyMatch(col: { sqliteName: string; typeOid: number; typmod: number; name: string }): string {
  const c = { sql: quoteIdent(col.sqliteName), type: col.typeOid, typmod: col.typmod, name: col.name };
  // built-in types only: a user type's key (an enum's, citext's collation) is the column itself here
  const k = typeByOid(col.typeOid) === undefined ? undefined : orderKeySql(c);
  return k === undefined ? `${c.sql} IS ?` : `${k} IS ${orderKeySql({ ...c, sql: '?' }) as string}`;
}

function formatKeyValue(v: SqlValue, col: { typeOid: number; typmod: number; textOid?: number }, settings: FormatSettings): string {
  if (v === null) return 'null';
  return typeByOid(col.textOid ?? col.typeOid)?.toText(v, col.typmod, settings) ?? String(v);
}
