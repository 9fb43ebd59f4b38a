import { quoteIdent, sqlLiteral } from '../sql/quote.js';

/** A relation of pg_catalog / information_schema, derived from the catalog model. */
export interface VirtualRelation {
  sql: string;
  /** Known to hold no rows (a relation() of none). */
  empty?: boolean;
  columns: { name: string; type: number; typmod: number }[];
}

/** A column: name and type OID. */
export type Col = [name: string, type: number];
/** A row of storage values (bool as 0/1, arrays as JSON text). */
export type Row = (string | number | bigint | null | RawSql)[];

/** A cell computed by SQLite when the relation is read (e.g. the session's user name). */
export interface RawSql {
  sql: string;
}

function cell(v: string | number | bigint | null | RawSql): string {
  return v !== null && typeof v === 'object' ? v.sql : sqlLiteral(v);
}

/** Builds `SELECT column1 AS a, … FROM (VALUES …)`, or an empty SELECT of the right shape. */
export function relation(cols: readonly Col[], rows: readonly Row[], where?: string): VirtualRelation {
  const columns = cols.map(([name, type]) => ({ name, type, typmod: -1 }));
  if (rows.length === 0) {
    return { sql: `SELECT ${cols.map((c) => `NULL AS ${quoteIdent(c[0])}`).join(', ')} WHERE 0`, columns, empty: true };
  }
  const select = cols.map((c, i) => `column${i + 1} AS ${quoteIdent(c[0])}`).join(', ');
  const values = rows.map((r) => `(${cols.map((_c, i) => cell(r[i] ?? null)).join(', ')})`).join(', ');
  const sql = `SELECT ${select} FROM (VALUES ${values})`;
  return { sql: where ? `SELECT * FROM (${sql}) WHERE ${where}` : sql, columns };
}

/** bool as stored. */
export function b(v: boolean): number {
  return v ? 1 : 0;
}

/** An int/oid array as stored (JSON text). */
export function arr(v: readonly (number | string)[]): string {
  return JSON.stringify(v);
}
