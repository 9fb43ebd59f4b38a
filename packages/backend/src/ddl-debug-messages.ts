import { Oid, typeByOid, type Catalog, type IndexDef } from '@pgsqlite/catalog';
import type { PgErrorFields } from '@pgsqlite/errors';
import { debugLevelWanted } from './context.js';
import type { Uses } from './context.js';

/**
 * Default btree operator classes of PostgreSQL 15 without an equalimage support function (the
 * opclasses of these types cannot deduplicate): numeric, float4/8, interval, jsonb, record,
 * tsquery, tsvector; arrays, ranges and multiranges by category below.
 */
const NO_EQUALIMAGE = new Set<number>([Oid.numeric, Oid.float4, Oid.float8, Oid.interval, Oid.jsonb, 2249, 3615, 3614]);

/** What a DDL statement had before it ran: the objects whose creation PostgreSQL reports at DEBUG1. */
export interface DdlDebugWatch {
  readonly tag: string;
  readonly indexes: ReadonlySet<number>;
  readonly sequences: ReadonlySet<number>;
}

/**
 * Starts watching a DDL statement when the client asked for DEBUG1 messages (client_min_messages
 * debug1 … debug5); null otherwise (nothing to compute).
 */
export function watchDdl(core: Uses<'settings' | 'handle'>, tag: string): DdlDebugWatch | null {
  if (!debugLevelWanted(core)) return null;
  const catalog = core.handle.catalog();
  return { tag, indexes: new Set(catalog.indexes().map((i) => i.oid)), sequences: new Set(catalog.sequences().map((s) => s.oid)) };
}

/**
 * The DEBUG1 messages PostgreSQL sends while a DDL statement creates sequences and indexes, in its
 * order: each implicit sequence of a serial or identity column (parse_utilcmd.c), then per index
 * the implicit index of a PRIMARY KEY / UNIQUE / EXCLUDE constraint (indexcmds.c), its build
 * (index.c index_build) and, for btree, whether it can deduplicate (nbtutils.c _bt_allequalimage).
 */
export function ddlDebugMessages(watch: DdlDebugWatch, catalog: Catalog): PgErrorFields[] {
  const out: PgErrorFields[] = [];
  const debug = (message: string): void => void out.push({ severity: 'DEBUG', code: '00000', message });
  const stmtType = watch.tag === 'CREATE TABLE' || watch.tag === 'ALTER TABLE' ? watch.tag : null;
  if (stmtType !== null) {
    for (const s of catalog.sequences()) {
      if (watch.sequences.has(s.oid) || s.ownedBy === null || s.ownerDepType === '') continue;
      const table = catalog.relationByOid(s.ownedBy.relOid);
      const column = table?.columns.find((c) => c.attnum === s.ownedBy?.attnum);
      const seq = catalog.relationByOid(s.oid);
      if (table === undefined || column === undefined || seq === undefined) continue;
      debug(`${stmtType} will create implicit sequence "${seq.name}" for serial column "${table.name}.${column.name}"`);
    }
  }
  const created = catalog.indexes().filter((i) => !watch.indexes.has(i.oid)).sort((a, b) => a.oid - b.oid);
  for (const index of created) {
    const irel = catalog.relationByOid(index.oid);
    const table = catalog.relationByOid(index.relOid);
    if (irel === undefined || table === undefined) continue;
    const constraint = catalog.constraintsOf(index.relOid).find((c) => c.indexOid === index.oid);
    const kind = constraint?.type === 'p' ? 'PRIMARY KEY' : constraint?.type === 'u' ? 'UNIQUE' : constraint?.type === 'x' ? 'EXCLUDE' : null;
    // A partition's index made by recursion from its parent's is created quietly (DefineIndex's `quiet`).
    const recursed = table.partitionBound !== undefined && watch.tag !== 'CREATE INDEX' && watch.tag !== 'ALTER TABLE';
    if (kind !== null && stmtType !== null && !recursed) {
      debug(`${stmtType === 'ALTER TABLE' ? 'ALTER TABLE / ADD' : 'CREATE TABLE /'} ${kind} will create implicit index "${irel.name}" for table "${table.name}"`);
    }
    if (table.kind === 'p') continue; // a partitioned table's index has no storage to build
    debug(`building index "${irel.name}" on table "${table.name}" serially`);
    if ((index.method ?? 'btree') !== 'btree' || irel.columns.length > index.keys.length) continue;
    // A key column has its table column's type; an expression key the type recorded for it.
    const keyType = (k: IndexDef['keys'][number], i: number): number => (k.attnum > 0 ? table.columns.find((c) => c.attnum === k.attnum)?.typeOid : irel.columns[i]?.typeOid) ?? 0;
    const dedup = index.keys.every((k, i) => equalImage(catalog, keyType(k, i)));
    debug(dedup ? `index "${irel.name}" can safely use deduplication` : `index "${irel.name}" cannot use deduplication`);
  }
  return out;
}

/** Whether the default btree opclass of a type has an equalimage function (domains by their base type). */
function equalImage(catalog: Catalog, oid: number): boolean {
  if (NO_EQUALIMAGE.has(oid)) return false;
  const builtin = typeByOid(oid);
  if (builtin !== undefined) return builtin.category !== 'A' && builtin.category !== 'R' && builtin.category !== 'C';
  const user = catalog.userTypes?.().find((t) => t.oid === oid || t.arrayOid === oid);
  if (user === undefined) return false; // a table's row type or another composite: record_ops
  if (user.arrayOid === oid) return false;
  if (user.kind === 'd') return equalImage(catalog, user.baseOid);
  return user.kind === 'e';
}
