import type { Fields } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import { equalityKey, needsOrderKey } from '../analyze/order-key.js';
import type { OutputColumn } from './targets.js';

/**
 * De-duplication by PostgreSQL's equality for the types whose stored form does not compare as
 * PostgreSQL compares them (analyze/order-key.ts): SQLite's DISTINCT, UNION, INTERSECT and EXCEPT
 * compare stored values, so 1.5 and 1.50, or interval '1 day' and '24 hours', would stay apart.
 * These forms group and match on the order keys instead; every value keeps its own text.
 */

/** Recursive CTE bodies: their UNION must stay a compound SELECT for SQLite's recursion. */
const recursiveUnions = new WeakSet<object>();

/** Marks a recursive CTE's `UNION` node (with-clause.ts) so it is never rewritten here. */
export function markRecursiveUnion(stmt: Fields): void {
  recursiveUnions.add(stmt);
}

/** Whether `stmt` is a recursive CTE's `UNION` (markRecursiveUnion). */
export function isRecursiveUnion(stmt: Fields): boolean {
  return recursiveUnions.has(stmt);
}

/** Whether some column's values need order keys to compare as PostgreSQL's. */
export function needsKeys(columns: OutputColumn[]): boolean {
  return columns.some((c) => needsOrderKey({ sql: 'x', type: c.type, typmod: c.typmod, name: c.name }));
}

function keyOf(c: OutputColumn, qualifier?: string): string {
  const sql = qualifier ? `${quoteIdent(qualifier)}.${quoteIdent(c.alias)}` : quoteIdent(c.alias);
  return equalityKey({ sql, type: c.type, typmod: c.typmod, name: c.name });
}

/** `SELECT DISTINCT` over `inner` (the query without DISTINCT) on the columns' order keys. */
export function distinctOnKeys(inner: string, columns: OutputColumn[]): string {
  return `SELECT ${columns.map((c) => quoteIdent(c.alias)).join(', ')} FROM (${inner}) GROUP BY ${columns.map((c) => keyOf(c)).join(', ')}`;
}

/**
 * `l op [ALL] r` (branches already on the common column types, named by `columns`' aliases) on
 * order keys; undefined when no column needs them or `stmt` is a recursive CTE's UNION.
 */
export function keyedSetOp(stmt: Fields, op: string, all: boolean, l: string, r: string, columns: OutputColumn[]): string | undefined {
  if ((op === 'UNION' && all) || recursiveUnions.has(stmt) || !needsKeys(columns)) return undefined;
  const cols = columns.map((c) => quoteIdent(c.alias)).join(', ');
  if (op === 'UNION') return `SELECT ${cols} FROM (${l} UNION ALL ${r}) GROUP BY ${columns.map((c) => keyOf(c)).join(', ')}`;
  // INTERSECT / EXCEPT: rows of l with (without) a match in r, NULLs matching NULLs; ALL numbers
  // the duplicates of each key so that the multiplicities meet as PostgreSQL's do.
  const numbered = (b: string): string =>
    all ? `SELECT *, row_number() OVER (PARTITION BY ${columns.map((c) => keyOf(c)).join(', ')}) AS "__n" FROM (${b})` : b;
  const match = columns.map((c) => `${keyOf(c, '__l')} IS ${keyOf(c, '__r')}`);
  if (all) match.push('"__l"."__n" = "__r"."__n"');
  const exists = `${op === 'EXCEPT' ? 'NOT ' : ''}EXISTS (SELECT 1 FROM (${numbered(r)}) AS "__r" WHERE ${match.join(' AND ')})`;
  const body = `SELECT ${columns.map((c) => `"__l".${quoteIdent(c.alias)}`).join(', ')} FROM (${numbered(l)}) AS "__l" WHERE ${exists}`;
  return all ? body : `SELECT ${cols} FROM (${body}) GROUP BY ${columns.map((c) => keyOf(c)).join(', ')}`;
}
