import { typeIn, type Catalog, type ColumnDef, type ConstraintDef, type FormatSettings, type RelationDef, type SqlValue } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import type { SqlPlan } from '../plan.js';
import { quoteIdent, quoteString } from '../sql/quote.js';
import { autoincKey } from '@pgsqlite/runtime';
import { constraintKeyMatchSql, keyMatchSql, writesReferencingKey } from '../ddl/foreign-key-keys.js';

/** Runs one server-owned statement (the session's executor). */
export type RowProbeRunner = (sql: string, params: readonly SqlValue[]) => Promise<{ rows: SqlValue[][] | null }>;

/** A constraint violation whose DETAIL needs the statement's rows (found by refineEngineError). */
export type PendingDetail =
  | { kind: 'not-null'; catalog: Catalog; rel: RelationDef; column: string }
  | { kind: 'check'; catalog: Catalog; rel: RelationDef }
  | { kind: 'foreign-key'; catalog: Catalog };

/** PostgreSQL's ExecBuildSlotValueDescription: output text, `null`, each value cut at 64 characters. */
function describe(catalog: Catalog, cols: readonly ColumnDef[], row: readonly SqlValue[], settings: FormatSettings): string {
  return cols
    .map((c, i) => {
      const v = row[i] ?? null;
      if (v === null) return 'null';
      let text: string;
      try {
        text = typeIn(catalog, c.typeOid)?.toText(v, c.typmod, settings) ?? String(v);
      } catch {
        text = String(v);
      }
      const chars = [...text];
      return chars.length > 64 ? `${chars.slice(0, 64).join('')}...` : text;
    })
    .join(', ');
}

/** `(a, b)=(1, x)` of a key, as PostgreSQL's DETAILs print it. */
export function keyText(catalog: Catalog, cols: readonly ColumnDef[], values: readonly SqlValue[], settings: FormatSettings): string {
  return `(${cols.map((c) => c.name).join(', ')})=(${describe(catalog, cols, values, settings)})`;
}

async function probeRows(plan: SqlPlan, params: readonly SqlValue[], run: RowProbeRunner): Promise<SqlValue[][]> {
  const probe = plan.keyProbe;
  if (!probe) return [];
  return (await run(probe.sql, probe.paramOrder.map((n) => (n > 0 ? (params[n - 1] ?? null) : null)))).rows ?? [];
}

/**
 * The value a column not given by the INSERT got: the key AUTOINCREMENT assigns, the value
 * nextval just produced (pg_currval of the same counter), or the DEFAULT evaluated again.
 */
function defaultSql(catalog: Catalog, rel: RelationDef, c: ColumnDef): string {
  const auto = catalog.sequences().find((s) => s.autoincTable === rel.sqliteName && s.ownedBy?.relOid === rel.oid && s.ownedBy.attnum === c.attnum);
  const seqRel = auto ? catalog.relationByOid(auto.oid) : undefined;
  // The id the failed INSERT drew (pg_autoinc_draw set currval; the failing row drew last).
  if (seqRel) return `pg_currval(${quoteString(autoincKey(seqRel.oid, seqRel.name))})`;
  if (c.generated === 's' || c.defaultSqlite === null) return 'NULL';
  const d = c.defaultSqlite;
  return d.startsWith('pg_nextval(') ? `pg_currval(${d.slice('pg_nextval('.length)}` : d;
}

/** The rows an INSERT … VALUES tried to write, every column of `rel` in order (defaults filled in lazily). */
async function fullRows(catalog: Catalog, rel: RelationDef, plan: SqlPlan, params: readonly SqlValue[], run: RowProbeRunner) {
  const probe = plan.keyProbe;
  if (!probe || probe.table !== rel.sqliteName) return undefined;
  const given = rel.columns.map((c) => probe.columns.findIndex((p) => p.sqliteName === c.sqliteName));
  const rows = await probeRows(plan, params, run);
  let defaults: SqlValue[] | undefined;
  const complete = async (row: readonly SqlValue[]): Promise<SqlValue[]> => {
    if (defaults === undefined) {
      const missing = rel.columns.filter((_c, i) => given[i] === -1);
      const r = missing.length ? ((await run(`SELECT ${missing.map((c) => defaultSql(catalog, rel, c)).join(', ')}`, [])).rows ?? [])[0] ?? [] : [];
      defaults = [];
      let k = 0;
      for (const i of given.keys()) defaults.push(given[i] === -1 ? (r[k++] ?? null) : null);
    }
    return rel.columns.map((_c, i) => (given[i] === -1 ? (defaults?.[i] ?? null) : (row[given[i] as number] ?? null)));
  };
  return { rows, given, complete };
}

/** The rows an UPDATE tried to write (plan.oldRows.newRows: every column of `rel`, in order). */
async function updatedRows(rel: RelationDef, plan: SqlPlan, params: readonly SqlValue[], run: RowProbeRunner): Promise<SqlValue[][] | undefined> {
  const probe = plan.oldRows;
  if (!probe?.newRows || probe.table !== rel.sqliteName) return undefined;
  return (await run(probe.newRows.sql, probe.newRows.paramOrder.map((n) => (n > 0 ? (params[n - 1] ?? null) : null)))).rows ?? [];
}

async function notNullDetail(p: Extract<PendingDetail, { kind: 'not-null' }>, plan: SqlPlan, params: readonly SqlValue[], run: RowProbeRunner, settings: FormatSettings): Promise<string | undefined> {
  const updated = await updatedRows(p.rel, plan, params, run);
  if (updated) {
    const at = p.rel.columns.findIndex((c) => c.name === p.column);
    const row = at < 0 ? undefined : updated.find((r) => r[at] === null);
    return row ? `Failing row contains (${describe(p.catalog, p.rel.columns, row, settings)}).` : undefined;
  }
  const f = await fullRows(p.catalog, p.rel, plan, params, run);
  if (!f) return undefined;
  const at = p.rel.columns.findIndex((c) => c.name === p.column);
  if (at < 0) return undefined;
  for (const row of f.rows) {
    const given = f.given[at] as number;
    if (given >= 0 && row[given] !== null) continue;
    const full = await f.complete(row);
    if (full[at] === null) return `Failing row contains (${describe(p.catalog, p.rel.columns, full, settings)}).`;
  }
  return undefined;
}

/** Rows evaluated for a CHECK DETAIL at most (the error path of a large statement stays bounded). */
const CHECKED_ROWS = 1000;

/**
 * Whether `row` (every column of `rel`, in order) fails the CHECK constraint `name` (its SQLite
 * condition from plan.rowChecks): false, not NULL. Undefined when the plan does not carry it.
 */
async function failsCheck(rel: RelationDef, plan: SqlPlan, name: string | undefined, row: readonly SqlValue[], run: RowProbeRunner): Promise<boolean | undefined> {
  const check = plan.rowChecks?.find((c) => c.name === name);
  if (!check) return undefined;
  const cols = rel.columns.map((c) => `? AS ${quoteIdent(c.sqliteName)}`).join(', ');
  const r = await run(`SELECT CASE WHEN ${check.sql} THEN 1 WHEN NOT ${check.sql} THEN 0 END FROM (SELECT ${cols})`, rel.columns.map((_c, i) => row[i] ?? null));
  const v = r.rows?.[0]?.[0];
  return v === 0 || v === 0n;
}

async function checkDetail(e: PgError, p: Extract<PendingDetail, { kind: 'check' }>, plan: SqlPlan, params: readonly SqlValue[], run: RowProbeRunner, settings: FormatSettings): Promise<string | undefined> {
  const detail = (row: readonly SqlValue[]): string => `Failing row contains (${describe(p.catalog, p.rel.columns, row, settings)}).`;
  const name = e.fields.constraint;
  const updated = await updatedRows(p.rel, plan, params, run);
  if (updated) {
    if (updated.length === 1) return detail(updated[0] as SqlValue[]);
    // The first row (in the order the UPDATE writes them) that fails the constraint.
    for (const row of updated.slice(0, CHECKED_ROWS)) {
      const fails = await failsCheck(p.rel, plan, name, row, run);
      if (fails === undefined) return undefined;
      if (fails) return detail(row);
    }
    return undefined;
  }
  const f = await fullRows(p.catalog, p.rel, plan, params, run);
  if (!f || f.rows.length === 0) return undefined;
  if (f.rows.length === 1) return detail(await f.complete(f.rows[0] as SqlValue[]));
  // Several rows: the first that fails (SQLite stops there, so a drawn id read back as currval is its own).
  for (const row of f.rows.slice(0, CHECKED_ROWS)) {
    const full = await f.complete(row);
    const fails = await failsCheck(p.rel, plan, name, full, run);
    if (fails === undefined) return undefined;
    if (fails) return detail(full);
  }
  return undefined;
}

/**
 * An INSERT … VALUES into a table with foreign keys: the first row (in order) and constraint
 * (in creation order) whose key has no referenced row, as PostgreSQL's RI triggers report it.
 */
async function foreignKeyError(e: PgError, p: Extract<PendingDetail, { kind: 'foreign-key' }>, plan: SqlPlan, params: readonly SqlValue[], run: RowProbeRunner, settings: FormatSettings): Promise<PgError> {
  const probe = plan.keyProbe ?? plan.oldRows;
  const rel = probe ? [...p.catalog.relations()].find((r) => r.sqliteName === probe.table) : undefined;
  if (!rel) return e;
  const fks: ConstraintDef[] = p.catalog.constraintsOf(rel.oid).filter((c) => c.type === 'f' && !c.deferred).sort((a, b) => a.oid - b.oid);
  if (fks.length === 0) return e;
  // an INSERT's rows (defaults filled in), or the rows an UPDATE wrote
  const updated = plan.keyProbe ? undefined : await updatedRows(rel, plan, params, run);
  const f = updated ? { rows: updated, complete: async (r: readonly SqlValue[]) => [...r] } : await fullRows(p.catalog, rel, plan, params, run);
  if (!f) return e;
  for (const row of f.rows) {
    const full = await f.complete(row);
    for (const k of fks) {
      const parent = p.catalog.relationByOid(k.refRelOid);
      if (!parent) continue;
      const cols = k.columns.map((n) => rel.columns.find((c) => c.attnum === n) as ColumnDef);
      const refs = k.refColumns.map((n) => parent.columns.find((c) => c.attnum === n) as ColumnDef);
      const values = cols.map((c) => full[rel.columns.indexOf(c)] ?? null);
      if (values.some((v) => v === null) || refs.some((r) => r === undefined)) continue;
      const where = refs.map((r, i) => constraintKeyMatchSql(p.catalog, k, cols[i] as ColumnDef, r, 'to')).join(' AND ');
      const found = (await run(`SELECT 1 FROM ${quoteIdent(parent.sqliteName)} WHERE ${where} LIMIT 1`, values)).rows?.length;
      if (found) continue;
      return new PgError('foreign_key_violation', `insert or update on table "${rel.name}" violates foreign key constraint "${k.name}"`, {
        schema: rel.schema,
        table: rel.name,
        constraint: k.name,
        detail: `Key ${keyText(p.catalog, cols, values, settings)} is not present in table "${parent.name}".`,
        ...((await equalKeyReferenced(p.catalog, k, cols, refs, parent, values, run)) ? { hint: STORED_KEY_HINT } : {}),
      });
    }
  }
  return e;
}

/** Where pgsqlite parts from PostgreSQL (a key PostgreSQL finds, written otherwise): said, not hidden. */
const STORED_KEY_HINT =
  'pgsqlite compares the key of a foreign key whose action writes it (ON DELETE SET NULL or SET DEFAULT, ON UPDATE CASCADE, SET NULL or SET DEFAULT) as stored: a referenced row holds an equal key written differently; write the key as that row has it.';

/** A foreign key compared as stored whose key PostgreSQL's equality finds in the referenced table. */
async function equalKeyReferenced(catalog: Catalog, k: ConstraintDef, cols: readonly ColumnDef[], refs: readonly ColumnDef[], parent: RelationDef, values: readonly SqlValue[], run: RowProbeRunner): Promise<boolean> {
  if (!writesReferencingKey(k)) return false;
  const where = refs.map((r, i) => keyMatchSql(catalog, cols[i] as ColumnDef, r, 'to')).join(' AND ');
  return ((await run(`SELECT 1 FROM ${quoteIdent(parent.sqliteName)} WHERE ${where} LIMIT 1`, values)).rows?.length ?? 0) > 0;
}

/**
 * An UPDATE/DELETE of a referenced key (plan.oldRows: the rows it targeted): the first row and
 * constraint (NO ACTION/RESTRICT, on a column it sets) whose key a referencing row still holds,
 * reported as PostgreSQL's RI check on the referencing table does.
 */
async function referencedKeyError(e: PgError, p: Extract<PendingDetail, { kind: 'foreign-key' }>, plan: SqlPlan, params: readonly SqlValue[], run: RowProbeRunner, settings: FormatSettings): Promise<PgError> {
  const probe = plan.oldRows;
  const rel = probe ? [...p.catalog.relations()].find((r) => r.sqliteName === probe.table) : undefined;
  if (!probe || !rel) return e;
  const restricting = (action: string): boolean => action === 'a' || action === 'r';
  const fks = p.catalog.constraints()
    // an INITIALLY DEFERRED key is checked at COMMIT (errors/deferred-fk.ts), not by this statement
    .filter((c) => c.type === 'f' && c.refRelOid === rel.oid && restricting(probe.changed === null ? c.onDelete : c.onUpdate) && !(c.deferred && (probe.changed === null ? c.onDelete : c.onUpdate) === 'a'))
    .filter((c) => probe.changed === null || c.refColumns.some((n) => probe.changed?.includes(rel.columns.find((x) => x.attnum === n)?.sqliteName ?? '')))
    .sort((a, b) => a.oid - b.oid);
  if (fks.length === 0) return e;
  const rows = (await run(probe.sql, probe.paramOrder.map((n) => (n > 0 ? (params[n - 1] ?? null) : null)))).rows ?? [];
  for (const row of rows) {
    for (const k of fks) {
      const child = p.catalog.relationByOid(k.relOid);
      const refs = k.refColumns.map((n) => rel.columns.find((c) => c.attnum === n));
      const cols = k.columns.map((n) => child?.columns.find((c) => c.attnum === n));
      if (!child || refs.some((r) => r === undefined) || cols.some((c) => c === undefined)) continue;
      const values = refs.map((r) => row[rel.columns.indexOf(r as ColumnDef)] ?? null);
      if (values.some((v) => v === null)) continue;
      // PostgreSQL's equality (numeric 1 = 1.0) or the stored values, as the key compares: ddl/foreign-key-keys.ts
      const where = cols.map((c, i) => constraintKeyMatchSql(p.catalog, k, c as ColumnDef, refs[i] as ColumnDef, 'from')).join(' AND ');
      if (!(await run(`SELECT 1 FROM ${quoteIdent(child.sqliteName)} WHERE ${where} LIMIT 1`, values)).rows?.length) continue;
      return new PgError('foreign_key_violation', `update or delete on table "${rel.name}" violates foreign key constraint "${k.name}" on table "${child.name}"`, {
        schema: child.schema,
        table: child.name,
        constraint: k.name,
        detail: `Key ${keyText(p.catalog, refs as ColumnDef[], values, settings)} is still referenced from table "${child.name}".`,
      });
    }
  }
  return e;
}

/** Adds PostgreSQL's DETAIL (and for foreign keys the real message) to a violation found by an INSERT … VALUES. */
export async function addRowDetail(e: PgError, p: PendingDetail, plan: SqlPlan, params: readonly SqlValue[], run: RowProbeRunner, settings: FormatSettings): Promise<PgError> {
  try {
    if (p.kind === 'foreign-key') {
      // an UPDATE/DELETE of referenced keys, else (an UPDATE of referencing columns) of its own keys
      const referenced = plan.oldRows ? await referencedKeyError(e, p, plan, params, run, settings) : e;
      return referenced !== e ? referenced : await foreignKeyError(e, p, plan, params, run, settings);
    }
    const detail = p.kind === 'not-null' ? await notNullDetail(p, plan, params, run, settings) : await checkDetail(e, p, plan, params, run, settings);
    return detail === undefined ? e : e.with({ detail });
  } catch {
    return e;
  }
}
