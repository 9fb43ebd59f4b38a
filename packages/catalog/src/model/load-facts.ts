import type { SqlValue } from '../types/sql-value.js';
import type { CatalogRead } from './load-batch.js';
import { presized } from './presized.js';
import { noteDiff, type SortedDiff } from './sorted-diff.js';
import type { ConstraintDef, ConstraintType, DescriptionDef, IndexDef, IndexKey, NamespaceDef, SequenceDef } from './catalog.js';

/** Runs one server-owned read query and returns its rows. */
export type CatalogQuery = (sql: string) => Promise<SqlValue[][]>;

/** Facts beyond relations and columns, read from the internal tables. */
export interface CatalogFacts {
  namespaces: NamespaceDef[];
  constraints: ConstraintDef[];
  indexes: IndexDef[];
  sequences: SequenceDef[];
  descriptions: DescriptionDef[];
  views: Map<number, ViewFacts>;
  generated: Set<string>;
  /** `attrelid:attnum` of the columns not defined locally (attislocal false) */
  notLocal: Set<string>;
}

/**
 * A _pgsqlite_view row: the definition and the relations it reads. `refs` is a JSON array for a
 * view; for a materialized view an object `{"refs": [...], "populated": bool}`.
 */
export interface ViewFacts {
  definition: string;
  refs: number[];
  populated?: boolean;
}

function viewFacts(r: readonly SqlValue[]): ViewFacts {
  const refs = json<number[] | { refs: number[]; populated: boolean }>(r[2] ?? null, []);
  if (Array.isArray(refs)) return { definition: String(r[1]), refs };
  return { definition: String(r[1]), refs: refs.refs ?? [], populated: refs.populated !== false };
}

function json<T>(v: SqlValue, fallback: T): T {
  if (v === null || v === undefined) return fallback;
  try {
    return JSON.parse(String(v)) as T;
  } catch {
    return fallback;
  }
}

/** An int8 column: a bigint from SQLite, a number or (beyond 2^53, from a batched read) decimal text. */
function big(v: SqlValue): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'string' && isIntegerText(v)) return BigInt(v);
  return BigInt(Math.trunc(Number(v ?? 0)));
}

function isIntegerText(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = s[0] === '-' ? 1 : 0; i < s.length; i++) if (s[i]! < '0' || s[i]! > '9') return false;
  return s !== '-';
}

/** The columns of the sequences' read (FACT_READS.sequences), over `_pgsqlite_sequence s`. */
export const SEQUENCE_COLUMNS: readonly string[] = [
  ...['seqrelid', 'seqtypid', 'seqstart', 'seqincrement', 'seqmin', 'seqmax', 'seqcache', 'seqcycle', 'owner_rel', 'owner_att', 'deptype', 'autoinc_table'],
  '(SELECT store_key FROM _pgsqlite_seqstore k WHERE k.seqrelid = s.seqrelid)',
];

/** The columns of the constraints' read (FACT_READS.constraints), over `_pgsqlite_constraint c`. */
export const CONSTRAINT_COLUMNS: readonly string[] = [
  ...['oid', 'conname', 'nspname', 'contype', 'conrelid', 'conkey', 'confrelid', 'confkey', 'confupdtype', 'confdeltype', 'confmatchtype'],
  ...['condeferrable', 'condeferred', 'conindid', 'condef', 'connullsnotdistinct'],
  '(SELECT 1 FROM _pgsqlite_connotvalid v WHERE v.oid = c.oid)',
  '(SELECT 1 FROM _pgsqlite_connotlocal l WHERE l.oid = c.oid)',
];

/** The reads of `loadFacts`, in the order of its result tuple. */
export const FACT_READS = {
  namespaces: { sql: `SELECT oid, nspname FROM _pgsqlite_namespace ORDER BY oid`, columns: 2, smallIntegers: true },
  // NOT VALID is a row of _pgsqlite_connotvalid: a column's subquery, noted under the
  // constraint's oid (load-delta.ts), as the sequences' store key.
  constraints: { sql: `SELECT ${CONSTRAINT_COLUMNS.join(', ')} FROM _pgsqlite_constraint c ORDER BY oid`, columns: 18, smallIntegers: true },
  indexes: {
    sql: `SELECT indexrelid, indrelid, indkey, indisunique, indisprimary, indnullsnotdistinct, indpred FROM _pgsqlite_index ORDER BY indexrelid`,
    columns: 7,
    smallIntegers: true,
  },
  // Incremental loads note changes of _pgsqlite_sequence and _pgsqlite_seqstore by seqrelid
  // (load-delta.ts): a read of another table here must be noted there too. The store key is a
  // column's subquery (seqrelid is the store's key: one row or none), not a join, so that the
  // incremental load reads the noted rows straight from the table (load-delta.ts SEQUENCES_DIRECT).
  // Only the bounds, start, increment and cache are user values beyond ±2^53.
  sequences: {
    sql: `SELECT ${SEQUENCE_COLUMNS.join(', ')} FROM _pgsqlite_sequence s ORDER BY seqrelid`,
    columns: 13,
    bigIntegers: [2, 3, 4, 5, 6],
  },
  descriptions: { sql: `SELECT objoid, classoid, objsubid, description FROM _pgsqlite_description ORDER BY objoid, classoid, objsubid`, columns: 4, smallIntegers: true },
  views: { sql: `SELECT oid, definition, refs FROM _pgsqlite_view ORDER BY oid`, columns: 3, smallIntegers: true },
  generated: { sql: `SELECT attrelid, attnum FROM _pgsqlite_attgenerated ORDER BY attrelid, attnum`, columns: 2, smallIntegers: true },
  notLocal: { sql: `SELECT attrelid, attnum FROM _pgsqlite_attnotlocal ORDER BY attrelid, attnum`, columns: 2, smallIntegers: true },
} as const satisfies Record<string, CatalogRead>;

/**
 * Objects built from catalog rows, per row array: an incremental load (load-delta.ts) hands the
 * unchanged rows of the previous snapshot back, and their objects are reused instead of rebuilt.
 */
const built = new WeakMap<readonly SqlValue[], object>();

/**
 * `make(row)`, or the object made from this very row array before. Only `remember`ing loads (the
 * tracked ones after DDL) use and fill the memo: for a one-off load it would only cost.
 */
export function fromRow<T extends object>(row: readonly SqlValue[], make: (row: readonly SqlValue[]) => T, remember: boolean): T {
  if (!remember) return make(row);
  const hit = built.get(row);
  if (hit !== undefined) return hit as T;
  const made = make(row);
  built.set(row, made);
  return made;
}

/**
 * The objects of every row of `rows` (`fromRow` each). A remembering load reuses the whole list
 * when it gets the very same rows array again: an incremental load hands back the arrays of the
 * reads a DDL statement did not change (issue 18: no walk over every row of those).
 */
export function fromRows<T extends object>(rows: readonly (readonly SqlValue[])[], make: (row: readonly SqlValue[]) => T, remember: boolean): T[] {
  if (!remember) return rows.map((row) => make(row));
  const hit = builtLists.get(rows);
  if (hit !== undefined) return hit as T[];
  const list = fromParent(rows, make) ?? rows.map((row) => fromRow(row, make, true));
  builtLists.set(rows, list);
  // The link to the previous rows served its one use: kept, it would keep every earlier
  // version of the read alive through the chain of links (see noteMergedRows).
  parents.delete(rows);
  return list;
}

const builtLists = new WeakMap<readonly (readonly SqlValue[])[], object[]>();

/** Row lists merged from another (load-delta.ts merge): the previous rows, and the rows that are new. */
const parents = new WeakMap<readonly (readonly SqlValue[])[], { readonly before: readonly (readonly SqlValue[])[]; readonly added: ReadonlySet<readonly SqlValue[]> }>();

/** Notes that `rows` are `before`'s rows in order, some left out, with the rows of `added` among them. */
export function noteMergedRows(rows: readonly (readonly SqlValue[])[], before: readonly (readonly SqlValue[])[], added: readonly (readonly SqlValue[])[]): void {
  parents.set(rows, { before, added: new Set(added) });
  // A link is one step long: `before`'s own link to the rows it was merged from would make the
  // WeakMap's values a chain holding every version of the read (one per DDL statement, each the
  // size of the catalog — the heap grew with the square of a migration's length).
  parents.delete(before);
}

/**
 * The objects of merged `rows` from those of the rows they were merged from: the rows both have
 * are the same arrays in the same order, so a walk along both takes each one's object from the
 * previous list (issue 18: a WeakMap lookup per row of every changed read, per DDL statement);
 * only the new rows' objects are looked up or made. Null when the previous list is not known.
 */
function fromParent<T extends object>(rows: readonly (readonly SqlValue[])[], make: (row: readonly SqlValue[]) => T): T[] | null {
  const parent = parents.get(rows);
  const previous = parent === undefined ? undefined : (builtLists.get(parent.before) as T[] | undefined);
  if (parent === undefined || previous === undefined) return null;
  const { before, added } = parent;
  const list = presized<T>(rows.length);
  // What differs from the previous list, noted for the snapshot's indexes (sorted-diff.ts noteDiff).
  const diff: SortedDiff<T> = { removed: [], added: [] };
  let n = 0;
  let j = 0;
  for (const row of rows) {
    // The next previous row itself first: no set lookup for the rows kept (nearly all of them; a
    // new row is a new array, never one of `before`).
    if (j < before.length && before[j] === row) {
      list[n++] = previous[j++]!;
      continue;
    }
    if (!added.has(row)) {
      const from = j;
      while (j < before.length && before[j] !== row) j++;
      if (j < before.length) {
        for (let k = from; k < j; k++) diff.removed.push(previous[k]!);
        list[n++] = previous[j++]!;
        continue;
      }
      j = from;
    }
    const made = fromRow(row, make, true);
    diff.added.push(made);
    list[n++] = made;
  }
  for (; j < before.length; j++) diff.removed.push(previous[j]!);
  if (previous.length === before.length) noteDiff(previous, list, diff);
  return list;
}

/** Reads constraints, indexes, sequences, comments, views and schemas. */
export async function loadFacts(query: CatalogQuery, remember = false): Promise<CatalogFacts> {
  const r = FACT_READS;
  const [ns, con, idx, seq, desc, views, gen, notLocal] = await Promise.all([
    query(r.namespaces.sql),
    query(r.constraints.sql),
    query(r.indexes.sql),
    query(r.sequences.sql),
    query(r.descriptions.sql),
    query(r.views.sql),
    query(r.generated.sql),
    query(r.notLocal.sql),
  ]);
  return factsFrom(ns, con, idx, seq, desc, views, [gen, notLocal], remember);
}

/** loadFacts's objects from its rows: a synchronous function of its own (small async functions compile quickly: issue 18). */
function factsFrom(ns: SqlValue[][], con: SqlValue[][], idx: SqlValue[][], seq: SqlValue[][], desc: SqlValue[][], views: SqlValue[][], [gen, notLocal]: SqlValue[][][], remember: boolean): CatalogFacts {
  return {
    namespaces: ns.map((r) => ({ oid: Number(r[0]), name: String(r[1]) })),
    constraints: fromRows(con, (r): ConstraintDef => ({
      oid: Number(r[0]),
      name: String(r[1]),
      schema: String(r[2]),
      type: String(r[3]) as ConstraintType,
      relOid: Number(r[4]),
      columns: json<number[]>(r[5] ?? null, []),
      refRelOid: Number(r[6]),
      refColumns: json<number[]>(r[7] ?? null, []),
      onUpdate: String(r[8]),
      onDelete: String(r[9]),
      matchType: String(r[10]),
      deferrable: Number(r[11]) === 1,
      deferred: Number(r[12]) === 1,
      indexOid: Number(r[13]),
      checkExpr: r[14] === null || r[14] === undefined ? null : String(r[14]),
      nullsNotDistinct: Number(r[15]) === 1,
      ...(r[16] === null || r[16] === undefined ? {} : { notValid: true }),
      ...(r[17] === null || r[17] === undefined ? {} : { local: false as const }),
    }), remember),
    indexes: fromRows(idx, (r): IndexDef => ({
      oid: Number(r[0]),
      relOid: Number(r[1]),
      ...indexKeysOf(r[2] ?? null),
      unique: Number(r[3]) === 1,
      primary: Number(r[4]) === 1,
      nullsNotDistinct: Number(r[5]) === 1,
      predicate: r[6] === null || r[6] === undefined ? null : String(r[6]),
    }), remember),
    sequences: fromRows(seq, (r): SequenceDef => ({
      oid: Number(r[0]),
      typeOid: Number(r[1]),
      start: big(r[2] ?? 1),
      increment: big(r[3] ?? 1),
      min: big(r[4] ?? 1),
      max: big(r[5] ?? 1),
      cache: big(r[6] ?? 1),
      cycle: Number(r[7]) === 1,
      ownedBy: Number(r[8]) ? { relOid: Number(r[8]), attnum: Number(r[9]) } : null,
      ownerDepType: String(r[10] ?? '') as SequenceDef['ownerDepType'],
      autoincTable: r[11] === null || r[11] === undefined ? null : String(r[11]),
      storeKey: r[12] === null || r[12] === undefined ? null : String(r[12]),
    }), remember),
    descriptions: fromRows(desc, (r): DescriptionDef => ({ objoid: Number(r[0]), classoid: Number(r[1]), objsubid: Number(r[2]), description: String(r[3]) }), remember),
    views: ofRows(views, viewsByOid, remember),
    generated: ofRows(gen ?? [], generatedKeys, remember),
    notLocal: ofRows(notLocal ?? [], generatedKeys, remember),
  };
}

function viewsByOid(rows: readonly SqlValue[][]): Map<number, ViewFacts> {
  return new Map(rows.map((r) => [Number(r[0]), viewFacts(r)]));
}

/** `attrelid:attnum` keys of rows (attrelid, attnum). */
function generatedKeys(rows: readonly SqlValue[][]): Set<string> {
  return new Set(rows.map((r) => `${Number(r[0])}:${Number(r[1])}`));
}

/** Per row list and maker (a remembering load): what the maker made of the list (issue 18: not again per DDL statement for an unchanged read). */
const madeOfRows = new WeakMap<readonly SqlValue[][], Map<(rows: readonly SqlValue[][]) => unknown, unknown>>();

/** `make(rows)`, or what it made of this very list before (a remembering load; `make` builds from the rows alone). */
function ofRows<T>(rows: readonly SqlValue[][], make: (rows: readonly SqlValue[][]) => T, remember: boolean): T {
  if (!remember) return make(rows);
  let made = madeOfRows.get(rows);
  if (made === undefined) madeOfRows.set(rows, (made = new Map()));
  if (made.has(make)) return made.get(make) as T;
  const value = make(rows);
  made.set(make, value);
  return value;
}

/**
 * _pgsqlite_index.indkey: a JSON array of keys, or `{"am": method, "keys": [...]}` for an index
 * whose access method is not btree.
 */
function indexKeysOf(v: SqlValue): { keys: IndexKey[]; method?: string } {
  const parsed = json<IndexKey[] | { am: string; keys: IndexKey[] }>(v, []);
  return Array.isArray(parsed) ? { keys: parsed } : { keys: parsed.keys, method: parsed.am };
}
