import type { RelationDef } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import type { Fields } from '../parse/ast.js';
import { parseStatements } from '../parse/parser.js';
import { quoteIdent, quoteString } from '../sql/quote.js';
import { translateSelect } from '../stmt/select.js';
import { pgQuoteIdent } from './pg-ident.js';

/**
 * What REFRESH MATERIALIZED VIEW checks of the new rows before they replace the old ones, as
 * SQLite steps that raise PostgreSQL's error: a plain refresh rebuilds each unique index
 * (23505 `could not create unique index`, DETAIL `Key (a)=(1) is duplicated.`); CONCURRENTLY
 * first refuses two equal rows without nulls (refresh_by_match_merge: 21000, DETAIL `Row: (1,10)`).
 */
export function refreshDuplicateChecks(ctx: PlanCtx, rel: RelationDef, concurrent: boolean): string[] {
  const source = storedSource(rel);
  if (source === undefined) return [];
  const names = rel.columns.map((c) => pgQuoteIdent(c.name));
  const from = `FROM (${source}) AS q(${names.join(', ')})`;
  if (concurrent) {
    const row = names.map((n) => `q.${n}`).join(', ');
    const sql = `SELECT ROW(${row})::text AS r ${from} WHERE ROW(${row}) IS NOT NULL GROUP BY ${row} HAVING count(*) > 1 LIMIT 1`;
    const msg = `new data for materialized view "${rel.name}" contains duplicate rows without any null columns`;
    return raising(ctx, sql, (col) => `pg_raise_detail('21000', ${quoteString(msg)}, 'Row: ' || ${col})`);
  }
  const steps: string[] = [];
  const indexes = ctx.catalog.indexes().filter((i) => i.relOid === rel.oid && i.unique && i.predicate === null && !i.nullsNotDistinct && i.keys.every((k) => k.attnum > 0 && k.expr === null));
  for (const index of [...indexes].sort((a, b) => a.oid - b.oid)) {
    const keys = index.keys.map((k) => rel.columns.find((c) => c.attnum === k.attnum));
    if (keys.some((k) => k === undefined)) continue;
    const cols = keys.map((k) => `q.${pgQuoteIdent((k as { name: string }).name)}`);
    const sql = `SELECT concat_ws(', ', ${cols.map((c) => `${c}::text`).join(', ')}) AS k ${from} WHERE ${cols.map((c) => `${c} IS NOT NULL`).join(' AND ')} GROUP BY ${cols.join(', ')} HAVING count(*) > 1 LIMIT 1`;
    const name = ctx.catalog.relationByOid(index.oid)?.name ?? '';
    const keyNames = keys.map((k) => pgQuoteIdent((k as { name: string }).name)).join(', ');
    steps.push(...raising(ctx, sql, (col) => `pg_raise_detail('23505', ${quoteString(`could not create unique index "${name}"`)}, ${quoteString(`Key (${keyNames})=(`)} || ${col} || ') is duplicated.')`));
  }
  return steps;
}

/** The stored query's text without its final semicolon (undefined when it is not one SELECT). */
function storedSource(rel: RelationDef): string | undefined {
  const stored = (rel.viewDefinition ?? '').trim();
  const text = stored.endsWith(';') ? stored.slice(0, -1) : stored;
  const parsed = parseStatements(text);
  return parsed.length === 1 && parsed[0]?.ast['SelectStmt'] !== undefined ? text : undefined;
}

/** A step raising `raise(column)` for the first row of the PostgreSQL query `sql` (planned here). */
function raising(ctx: PlanCtx, sql: string, raise: (column: string) => string): string[] {
  const select = parseStatements(sql)[0]?.ast['SelectStmt'] as Fields | undefined;
  if (select === undefined) return [];
  try {
    const result = translateSelect(select, new Scope(ctx));
    const col = result.columns[0];
    if (col === undefined) return [];
    return [`SELECT ${raise(`"d".${quoteIdent(col.alias)}`)} FROM (${result.sql}) AS "d"`];
  } catch (e) {
    // rows of a type pgsqlite cannot group (no equality of its own): left to the unique index
    if (e instanceof PgError) return [];
    throw e;
  }
}
