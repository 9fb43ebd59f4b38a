import type { SqlValue } from '../types/sql-value.js';
import type { CatalogQuery } from './load-facts.js';

/** One catalog read: a SELECT and the number of columns it returns. */
export interface CatalogRead {
  readonly sql: string;
  readonly columns: number;
  /**
   * Every integer the read returns is an OID, attribute number, typmod or flag: within ±2^53, so
   * the batch sends it as a JSON number without the guard (whose CASE per column SQLite compiles
   * again after every schema change: issue 18). Reads of user values (sequence bounds) leave it out.
   */
  readonly smallIntegers?: true;
  /**
   * The only columns (indexes) that may hold integers beyond ±2^53 (user values: a sequence's
   * bounds); the batch guards those alone and sends the others bare, as with `smallIntegers`.
   */
  readonly bigIntegers?: readonly number[];
  /**
   * Only some rows of another read: the batch reads `base` (that read's SQL) in the same
   * subquery, filtered by `where` (on its columns c0, c1, …), instead of wrapping `sql` in one
   * more level (SQLite compiles every nested CTE again after each schema change: issue 18).
   * `sql` still names the read (the key of its rows).
   */
  readonly filter?: { readonly base: string; readonly where: string };
  /** The same rows, read without a subquery (see {@link DirectRead}). */
  readonly direct?: DirectRead;
}

/**
 * A read of one table's columns (or of expressions alone: no table, one row), which the batch
 * reads without a subquery around `sql` (issue 18: a CTE per read, compiled again by SQLite after
 * every schema change, cost about as much again as the read itself): `SELECT columns FROM table
 * WHERE where`, in no particular order (only for reads whose order does not matter).
 */
export interface DirectRead {
  readonly columns: readonly string[];
  readonly table?: string;
  /** The filter, with the table's column names (in place of c0, c1, … of `filter`). */
  readonly where?: string;
}

/** Largest integer a JSON number carries exactly; larger ones travel as text. */
const SAFE = '9007199254740991';

/**
 * One SQLite statement answering every read at once: a single row whose column i is the rows of
 * read i as a JSON array of arrays (`json_group_array` over the read, in its own ORDER BY: an
 * aggregate's subquery with ORDER BY is not flattened, so rows arrive in that order). Integers
 * beyond ±2^53 are sent as their decimal text so that no digit is lost.
 */
export function batchSql(reads: readonly CatalogRead[]): string {
  const key = reads.map(readId).join(',');
  const hit = batches.get(key);
  if (hit !== undefined) return hit;
  if (batches.size >= BATCHES_KEPT) batches.clear();
  const sql = makeBatchSql(reads);
  batches.set(key, sql);
  return sql;
}

/** Batches made before, by their reads (the same few sets recur: one per kind of DDL statement). */
const batches = new Map<string, string>();
const BATCHES_KEPT = 64;
const readIds = new WeakMap<CatalogRead, number>();
let readCount = 0;

function readId(read: CatalogRead): number {
  let id = readIds.get(read);
  if (id === undefined) readIds.set(read, (id = ++readCount));
  return id;
}

function makeBatchSql(reads: readonly CatalogRead[]): string {
  const parts = reads.map((read) => {
    const big = read.bigIntegers;
    const guarded = (names: readonly string[]): readonly string[] =>
      read.smallIntegers ? names : names.map((c, i) => (big !== undefined && !big.includes(i) ? c : `CASE WHEN typeof(${c}) = 'integer' AND (${c} > ${SAFE} OR ${c} < -${SAFE}) THEN CAST(${c} AS TEXT) ELSE ${c} END`));
    const direct = read.direct;
    if (direct !== undefined) {
      const from = direct.table === undefined ? '' : ` FROM ${direct.table}`;
      const where = direct.where === undefined ? '' : ` WHERE ${direct.where}`;
      return `(SELECT json_group_array(json_array(${guarded(direct.columns).join(', ')}))${from}${where})`;
    }
    const names = Array.from({ length: read.columns }, (_, i) => `c${i}`);
    const values = guarded(names);
    const from = read.filter === undefined ? read.sql : read.filter.base;
    const where = read.filter === undefined ? '' : ` WHERE ${read.filter.where}`;
    return `(WITH q(${names.join(', ')}) AS (${from}) SELECT json_group_array(json_array(${values.join(', ')})) FROM q${where})`;
  });
  return `SELECT ${parts.join(',\n')}`;
}

/** Rows of each read, keyed by its SQL. */
export type FetchedReads = ReadonlyMap<string, SqlValue[][]>;

/** Runs every read in ONE request to the executor; null when the batch fails. */
export async function fetchReads(query: CatalogQuery, reads: readonly CatalogRead[]): Promise<FetchedReads | null> {
  let row: SqlValue[] | undefined;
  try {
    row = (await query(batchSql(reads)))[0];
  } catch {
    return null;
  }
  if (row === undefined) return null;
  const fetched = new Map<string, SqlValue[][]>();
  reads.forEach((read, i) => fetched.set(read.sql, JSON.parse(String(row[i])) as SqlValue[][]));
  return fetched;
}

/** A query function answering the fetched reads from their rows, and any other SQL with `query`. */
export function answerFrom(fetched: FetchedReads, query: CatalogQuery): CatalogQuery {
  return async (sql) => fetched.get(sql) ?? query(sql);
}

/**
 * Runs every read in ONE request to the executor (instead of one round trip each) and returns
 * a query function answering those reads from the fetched rows; any other SQL (and every read,
 * should the batch fail) goes to `query` as before.
 */
export async function prefetchReads(query: CatalogQuery, reads: readonly CatalogRead[]): Promise<CatalogQuery> {
  const fetched = await fetchReads(query, reads);
  return fetched === null ? query : answerFrom(fetched, query);
}
