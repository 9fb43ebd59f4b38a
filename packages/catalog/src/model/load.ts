import { OPCLASS_READ, opclassesOf } from './opclass-catalog.js';
import type { Catalog, ColumnDef, ExtensionDef, RelationDef, RelKind } from './catalog.js';
import type { SqlValue } from '../types/sql-value.js';
import { INTERNAL_PREFIX, INTERNAL_SCHEMA_SQL } from './internal-schema.js';
import { CatalogSnapshot, FOREIGN_OID_BASE, type SnapshotFacts } from './snapshot.js';
import { memoLoad } from './load-memo.js';
import { noteDiff } from './sorted-diff.js';
import { loadUserTypes, TYPES_SCHEMA_SQL, USER_TYPE_READS } from './types-catalog.js';
import { typeFromDeclared } from './declared-type.js';
import { type CatalogFacts, type CatalogQuery, FACT_READS, fromRow, loadFacts } from './load-facts.js';
import { type CatalogRead, prefetchReads } from './load-batch.js';
import { FUNCTION_READ, FUNCTIONS_SCHEMA_SQL, loadUserFunctions } from './functions-catalog.js';
import { TRIGGER_READ, TRIGGERS_SCHEMA_SQL, loadTriggers } from './triggers-catalog.js';
import { RULE_READ, RULES_SCHEMA_SQL, loadRules } from './rules-catalog.js';
import { ROWTYPE_READ, ROWTYPES_SCHEMA_SQL } from './rowtypes-catalog.js';
import { INHERITS_READS, INHERITS_SCHEMA_SQL, applyInheritance } from './inherits-catalog.js';
import { RELOPTIONS_READ, RELOPTIONS_SCHEMA_SQL, applyRelOptions } from './reloptions-catalog.js';
import { BUILTIN_CURRENT_READ, builtinBootstrapSql } from '../builtin/builtin-tables.js';
import { ACL_READS, ACL_SCHEMA_SQL, ACL_TRIGGERS_SQL, loadAcls } from './acl-catalog.js';
import { AGGREGATE_READ, AGGREGATES_SCHEMA_SQL, loadUserAggregates } from './aggregates-catalog.js';

export type { CatalogQuery } from './load-facts.js';

/**
 * SQLite statements that create the internal catalog tables when missing (idempotent).
 * Run once on every open, before `loadCatalog`; `builtinCurrent` (see `builtinRowsCurrent`)
 * leaves out the statements that would rewrite the captured catalog's rows.
 */
export function bootstrapCatalogSql(builtinCurrent = false): string[] {
  return [...INTERNAL_SCHEMA_SQL, ...TYPES_SCHEMA_SQL, ...FUNCTIONS_SCHEMA_SQL, ...TRIGGERS_SCHEMA_SQL, ...RULES_SCHEMA_SQL, ...ROWTYPES_SCHEMA_SQL, ...INHERITS_SCHEMA_SQL, ...RELOPTIONS_SCHEMA_SQL, ...AGGREGATES_SCHEMA_SQL, ...ACL_SCHEMA_SQL, ...ACL_TRIGGERS_SQL, ...builtinBootstrapSql(builtinCurrent)];
}

/** Whether the database's captured-catalog rows are this build's (see BUILTIN_CURRENT_READ). */
export async function builtinRowsCurrent(query: CatalogQuery): Promise<boolean> {
  if ((await query(BUILTIN_CURRENT_READ.exists)).length === 0) return false;
  return (await query(BUILTIN_CURRENT_READ.version)).length > 0;
}

/**
 * Versions of loaded snapshots: unique within the process, so a plan cached for one snapshot is
 * never served for another — not after a DDL that was rolled back (the file's stored counter
 * would repeat), nor for another database whose counter happens to be equal.
 */
let snapshotsLoaded = 0;

/** A fresh snapshot version (see snapshotsLoaded), for snapshots built another way (catalog-overlay.ts). */
export function nextSnapshotVersion(): number {
  return ++snapshotsLoaded;
}

/** The reads of `loadCatalog` itself (besides those of the fact, type, function and trigger loaders). */
export const CORE_READS = {
  // oid is the rowid: the order relations were always listed in, now explicit (load-delta.ts merges by it).
  classes: { sql: `SELECT oid, nspname, relname, relkind, sqlite_name FROM _pgsqlite_class ORDER BY oid`, columns: 5, smallIntegers: true },
  attributes: {
    sql: `SELECT attrelid, attnum, attname, atttypid, atttypmod, attnotnull, attdefault, attidentity, sqlite_name, attdefault_sqlite
       FROM _pgsqlite_attribute ORDER BY attrelid, attnum`,
    columns: 10,
    smallIntegers: true,
  },
  // Only tables created outside pgsqlite (see addPlainTables): neither internal nor in the catalog.
  sqliteTables: {
    sql: `SELECT name, type FROM sqlite_schema WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
       AND substr(name, 1, ${INTERNAL_PREFIX.length}) <> '${INTERNAL_PREFIX}' AND name NOT IN (SELECT sqlite_name FROM _pgsqlite_class)`,
    columns: 2,
    smallIntegers: true,
  },
  // Keys and JSON texts: no integers.
  extensions: { sql: `SELECT key, value FROM _pgsqlite_meta WHERE key >= 'extension:' AND key < 'extension;'`, columns: 2, smallIntegers: true },
} as const satisfies Record<string, CatalogRead>;

/** Every read of a catalog load, fetched in one executor request. */
export const CATALOG_READS: readonly CatalogRead[] = [
  ...Object.values(CORE_READS),
  ...Object.values(FACT_READS),
  ...Object.values(USER_TYPE_READS),
  FUNCTION_READ,
  TRIGGER_READ,
  RULE_READ,
  ROWTYPE_READ,
  ...Object.values(INHERITS_READS),
  RELOPTIONS_READ,
  ...Object.values(ACL_READS),
  AGGREGATE_READ,
  OPCLASS_READ,
];

/**
 * Reads the internal catalog tables (and plain SQLite tables) into a snapshot. Every read goes
 * to the executor in one request (`prefetchReads`); only tables created outside pgsqlite cost
 * one more read each.
 */
export async function loadCatalog(query: CatalogQuery): Promise<Catalog> {
  return buildCatalog(await prefetchReads(query, CATALOG_READS), query);
}

/**
 * Builds a snapshot from `read`, which answers every read of {@link CATALOG_READS} (from rows
 * fetched already, or by querying); `query` runs the reads of tables created outside pgsqlite.
 * `remember`: reuse and keep the objects built per row array (load-facts.ts `fromRow`).
 */
export async function buildCatalog(read: CatalogQuery, query: CatalogQuery, remember = false, reuse?: RelationReuse): Promise<Catalog> {
  const [classRows, attRows, sqliteTables, facts, rowTypeRows, inheritRows, partitionRows, optionRows] = await Promise.all([
    read(CORE_READS.classes.sql),
    read(CORE_READS.attributes.sql),
    read(CORE_READS.sqliteTables.sql),
    loadFacts(read, remember),
    read(ROWTYPE_READ.sql),
    read(INHERITS_READS.inherits.sql),
    read(INHERITS_READS.partitions.sql),
    read(RELOPTIONS_READ.sql),
  ]);
  const version = nextSnapshotVersion();
  // A relation none of whose rows changed is the previous snapshot's object (its columns too).
  const plain = inheritRows.length === 0 && partitionRows.length === 0 && optionRows.length === 0 && sqliteTables.length === 0;
  const previous = reuse !== undefined && remember && plain && reuse.previous instanceof CatalogSnapshot ? reuse.previous : undefined;
  const built = relationsOf(classRows, attRows, rowTypeRows, facts, remember, previous, reuse?.changed);
  applyInheritance(built, inheritRows, partitionRows);
  applyRelOptions(built, optionRows);
  await addPlainTables(query, built, sqliteTables.map((t) => [String(t[0]), String(t[1])]));
  const schemas = facts.namespaces.map((n) => n.name);
  return new CatalogSnapshot(version, schemas, built, { ...(facts as Partial<CatalogFacts>), ...(await otherFacts(read, remember)), ...(await loadAcls(read, remember)) }, previous);
}

/** The facts besides relations, constraints, indexes and ACLs: each reused from the previous load when its rows are (load-memo.ts). */
async function otherFacts(read: CatalogQuery, remember: boolean): Promise<SnapshotFacts> {
  const memo = <T>(sqls: readonly string[], load: (query: CatalogQuery) => Promise<T>): Promise<T> => memoLoad(read, sqls, load, remember);
  return {
    extensions: await memo([CORE_READS.extensions.sql], loadExtensions),
    userTypes: await memo(Object.values(USER_TYPE_READS).map((r) => r.sql), loadUserTypes),
    userFunctions: await memo([FUNCTION_READ.sql], loadUserFunctions),
    triggers: await memo([TRIGGER_READ.sql], loadTriggers),
    rules: await memo([RULE_READ.sql], loadRules),
    userAggregates: await memo([AGGREGATE_READ.sql], loadUserAggregates),
    userOpclasses: await memo([OPCLASS_READ.sql], loadOpclasses),
  };
}

// The loaders are constants: memoLoad knows a result by its loader.
async function loadExtensions(query: CatalogQuery): Promise<ExtensionDef[]> {
  const extRows = await query(CORE_READS.extensions.sql);
  return extRows.map((r) => ({ name: String(r[0]).slice('extension:'.length), ...(JSON.parse(String(r[1])) as { oid: number; version: string; schema: string }) }));
}

async function loadOpclasses(query: CatalogQuery): Promise<ReturnType<typeof opclassesOf>> {
  return opclassesOf(await query(OPCLASS_READ.sql));
}

/*
 * buildCatalog's work is split into small synchronous functions (issue 18): as one async function
 * with its loops it was the hottest code V8 optimized, again after each deoptimization, and its
 * compile (everything inlined into one async state machine) cost 200–500 ms of a helper thread
 * each time, several times over a few hundred DDL statements. Now the loops are in functions small
 * enough to compile quickly, and the orchestration above runs once per load.
 */

/** The snapshot's relations, in class-row order: `previous`'s objects for those not `changed`, the others built from their rows. */
function relationsOf(
  classRows: readonly SqlValue[][],
  attRows: SqlValue[][],
  rowTypeRows: SqlValue[][],
  facts: CatalogFacts,
  remember: boolean,
  previous: CatalogSnapshot | undefined,
  changed: ReadonlySet<number> | undefined,
): RelationDef[] {
  const relations: (RelationDef | undefined)[] = new Array<RelationDef | undefined>(classRows.length);
  const before = previous?.relations() as readonly RelationDef[] | undefined;
  const removed: RelationDef[] = [];
  const fresh = before === undefined ? allIndexes(classRows.length) : reusedRelations(classRows, before, changed!, relations, removed);
  const ofFresh = (rows: SqlValue[][]): readonly SqlValue[][] => (previous === undefined ? rows : rowsOfRelations(rows, classRows, fresh));
  const rowTypes = rowTypesByRelation(ofFresh(rowTypeRows));
  const columnsByRel = columnsByRelation(ofFresh(attRows), facts, remember);
  for (const i of fresh) relations[i] = relationFromRow(classRows[i]!, columnsByRel, rowTypes, facts.views);
  // The snapshot's relation indexes take what differs from here (sorted-diff.ts noteDiff).
  if (before !== undefined) noteDiff(before, relations as RelationDef[], { removed, added: fresh.map((i) => relations[i]!) });
  return relations as RelationDef[];
}

/** 0 … n-1. */
function allIndexes(n: number): number[] {
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = i;
  return out;
}

/**
 * Relations none of whose rows were noted are the previous snapshot's objects: found by walking
 * its relations (in OID order, as the class rows) beside the class rows, not by a lookup each
 * (issue 18). Puts them into `relations`, and the previous ones not kept into `removed`; returns
 * the indexes of the class rows to build afresh.
 */
function reusedRelations(classRows: readonly SqlValue[][], before: readonly RelationDef[], changed: ReadonlySet<number>, relations: (RelationDef | undefined)[], removed: RelationDef[]): number[] {
  const fresh: number[] = [];
  let p = 0;
  for (let i = 0; i < classRows.length; i++) {
    const oid = Number(classRows[i]![0]);
    while (p < before.length && before[p]!.oid < oid) removed.push(before[p++]!);
    if (p < before.length && before[p]!.oid === oid) {
      if (!changed.has(oid)) {
        relations[i] = before[p++];
        continue;
      }
      removed.push(before[p++]!);
    }
    fresh.push(i);
  }
  while (p < before.length) removed.push(before[p++]!);
  return fresh;
}

/** The rows of `rows` (ordered by relation OID first) of the relations of class rows `fresh`: found by binary search. */
function rowsOfRelations(rows: readonly SqlValue[][], classRows: readonly SqlValue[][], fresh: readonly number[]): SqlValue[][] {
  const out: SqlValue[][] = [];
  for (const i of fresh) rowsOfRelation(rows, Number(classRows[i]![0]), out);
  return out;
}

function rowTypesByRelation(rows: readonly SqlValue[][]): Map<number, { oid: number; arrayOid: number }> {
  const rowTypes = new Map<number, { oid: number; arrayOid: number }>();
  for (const r of rows) rowTypes.set(Number(r[0]), { oid: Number(r[1]), arrayOid: Number(r[2]) });
  return rowTypes;
}

function columnsByRelation(rows: readonly SqlValue[][], flags: Pick<CatalogFacts, 'generated' | 'notLocal'>, remember: boolean): Map<number, ColumnDef[]> {
  const columnsByRel = new Map<number, ColumnDef[]>();
  for (const row of rows) {
    const relid = Number(row[0]);
    const list = columnsByRel.get(relid) ?? [];
    const key = `${relid}:${Number(row[1])}`;
    const generated = flags.generated.size > 0 && flags.generated.has(key) ? 's' : '';
    const local = !(flags.notLocal.size > 0 && flags.notLocal.has(key));
    const cached = fromRow(row, (r) => columnFromRow(r, generated, local), remember);
    // A column's generated and local flags come from other reads: reuse the object only when they agree.
    list.push(cached.generated === generated && (cached.local !== false) === local ? cached : { ...cached, generated, ...(local ? { local: undefined } : { local: false }) });
    columnsByRel.set(relid, list);
  }
  return columnsByRel;
}

/** A column from its attribute row (`generated`: from another read). */
function columnFromRow(r: readonly SqlValue[], generated: '' | 's', local: boolean): ColumnDef {
  return {
    attnum: Number(r[1]),
    name: String(r[2]),
    typeOid: Number(r[3]),
    typmod: Number(r[4]),
    notNull: Number(r[5]) === 1,
    defaultExpr: r[6] === null ? null : String(r[6]),
    identity: String(r[7]) as ColumnDef['identity'],
    sqliteName: String(r[8]),
    defaultSqlite: r[9] === null || r[9] === undefined ? null : String(r[9]),
    generated,
    ...(local ? {} : { local: false }),
  };
}

function relationFromRow(
  r: readonly SqlValue[],
  columnsByRel: ReadonlyMap<number, ColumnDef[]>,
  rowTypes: ReadonlyMap<number, { oid: number; arrayOid: number }>,
  views: CatalogFacts['views'],
): RelationDef {
  const oid = Number(r[0]);
  const rel: RelationDef = {
    oid,
    schema: String(r[1]),
    name: String(r[2]),
    kind: String(r[3]) as RelKind,
    sqliteName: String(r[4]),
    columns: columnsByRel.get(oid) ?? [],
  };
  const rowType = rowTypes.get(oid);
  if (rowType !== undefined) rel.rowType = rowType;
  const def = views.get(oid);
  if (def !== undefined) {
    rel.viewDefinition = def.definition;
    rel.viewDependencies = def.refs;
    if (def.populated !== undefined) rel.populated = def.populated;
  }
  return rel;
}

/** Appends to `out` the rows of `rows` (ordered by relation OID first) of relation `oid`: found by binary search. */
function rowsOfRelation(rows: readonly SqlValue[][], oid: number, out: SqlValue[][]): void {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (Number(rows[mid]![0]) < oid) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < rows.length && Number(rows[i]![0]) === oid; i++) out.push(rows[i]!);
}

/**
 * What an incremental load (load-delta.ts) knows to rebuild less: the snapshot it follows, and
 * the OIDs of the relations whose rows (class, attributes, row type, view, generated columns)
 * may have changed. Every other relation is `previous`'s object as it was. Only for loads where
 * neither snapshot has inheritance, partitions, storage options or tables created outside
 * pgsqlite: those facts are set on the relation objects across relations (applyInheritance).
 */
export interface RelationReuse {
  readonly previous: Catalog;
  readonly changed: ReadonlySet<number>;
}

/** Tables created outside pgsqlite: typed from their declared SQLite types, in `public`. */
async function addPlainTables(query: CatalogQuery, relations: RelationDef[], tables: [string, string][]): Promise<void> {
  if (tables.length === 0) return;
  const known = new Set(relations.map((r) => r.sqliteName));
  let foreignOid = FOREIGN_OID_BASE;
  for (const [name, type] of tables) {
    if (name.startsWith(INTERNAL_PREFIX) || known.has(name)) continue;
    const info = await query(`SELECT name, type, "notnull" FROM pragma_table_info(${sqlString(name)})`);
    relations.push({
      oid: foreignOid++,
      schema: 'public',
      name,
      kind: type === 'view' ? 'v' : 'r',
      sqliteName: name,
      columns: info.map((c, i) => ({
        attnum: i + 1,
        name: String(c[0]),
        typeOid: typeFromDeclared(String(c[1] ?? '')),
        typmod: -1,
        notNull: Number(c[2]) === 1,
        defaultExpr: null,
        identity: '',
        sqliteName: String(c[0]),
        defaultSqlite: null,
      })),
    });
  }
}

function sqlString(s: string): string {
  return `'${s.split("'").join("''")}'`;
}
