import { Oid } from '@pgsqlite/catalog';
import type { Expr } from '../analyze/expr-types.js';
import type { SeriesRows } from './generate-series.js';
import type { Scope } from '../analyze/scope.js';
import { coerce } from '../analyze/coerce.js';
import { isString } from '../analyze/types.js';
import { quoteString } from '../sql/quote.js';

/**
 * unnest(tsvector) in FROM: one row per lexeme (lexeme text, positions smallint[], weights
 * text[]; both NULL for a lexeme without positions), over SQLite's json_each of the runtime's
 * `[[lexeme, positions, weights], …]` matrix. Undefined for other argument types.
 */
export function tsvectorUnnestRows(args: readonly Expr[]): SeriesRows | undefined {
  const a = args[0];
  if (args.length !== 1 || a === undefined || a.type !== 3614) return undefined;
  const part = (i: number) => (al: string): string => `json_extract(${al}.value, '$[${i}]')`;
  const arrayPart = (i: number) => (al: string): string => `CASE WHEN json_type(${al}.value, '$[${i}]') = 'array' THEN json(json_extract(${al}.value, '$[${i}]')) END`;
  return {
    from: `json_each(pg_ts('tsvector_unnest', ${a.sql}))`,
    columns: [
      { name: 'lexeme', type: Oid.text, sql: part(0) },
      { name: 'positions', type: Oid._int2, sql: arrayPart(1) },
      { name: 'weights', type: Oid._text, sql: arrayPart(2) },
    ],
    ordinality: (al) => `(${al}.key + 1)`,
  };
}

/** unnest(tsvector) in a SELECT list: its rows as records `(lexeme,positions,weights)`, a JSON array per input row. */
export function tsvectorUnnestValues(e: Expr): { sql: string; type: number } | undefined {
  const rows = tsvectorUnnestRows([e]);
  if (rows === undefined) return undefined;
  const a = '"__sv"';
  const rec = `pg_record_out(${rows.columns.map((c) => `${c.type}, ${c.sql(a)}`).join(', ')})`;
  return { sql: `(SELECT json_group_array("__v") FROM (SELECT ${rec} AS "__v" FROM ${rows.from} AS ${a} ORDER BY ${rows.ordinality(a)}))`, type: Oid.record };
}

type Col = readonly [string, number];

function matrixRows(prosrc: string, args: readonly string[], cols: readonly Col[]): SeriesRows {
  return {
    from: `json_each(pg_ts(${[quoteString(prosrc), ...args].join(', ')}))`,
    columns: cols.map(([name, type], i) => ({
      name,
      type,
      sql: (al: string) => (type === Oid._text || type === 3770 ? `CASE WHEN json_type(${al}.value, '$[${i}]') = 'array' THEN json(json_extract(${al}.value, '$[${i}]')) END` : `json_extract(${al}.value, '$[${i}]')`),
    })),
    ordinality: (al) => `(${al}.key + 1)`,
  };
}

/**
 * The parser's set-returning functions in FROM: ts_token_type(parser), ts_parse(parser, text) and
 * ts_debug([config,] text); the parser by name (text) or OID. Undefined for other names.
 */
export function tsParserRangeFunction(name: string, args: readonly Expr[], scope: Scope): SeriesRows | undefined {
  const ctx = scope.ctx;
  const parser = (e: Expr): [string, boolean] => (isString(e.type) ? [coerce(ctx, e, Oid.text, -1, 'implicit').sql, true] : [coerce(ctx, e, Oid.oid, -1, 'implicit').sql, false]);
  const text = (e: Expr): string => coerce(ctx, e, Oid.text, -1, 'implicit').sql;
  if (name === 'ts_token_type' && args.length === 1) {
    const [p, byName] = parser(args[0] as Expr);
    return matrixRows(byName ? 'ts_token_type_byname' : 'ts_token_type_byid', [p], [['tokid', Oid.int4], ['alias', Oid.text], ['description', Oid.text]]);
  }
  if (name === 'ts_parse' && args.length === 2) {
    const [p, byName] = parser(args[0] as Expr);
    return matrixRows(byName ? 'ts_parse_byname' : 'ts_parse_byid', [p, text(args[1] as Expr)], [['tokid', Oid.int4], ['token', Oid.text]]);
  }
  if (name === 'ts_debug' && (args.length === 1 || args.length === 2)) {
    const cols: Col[] = [['alias', Oid.text], ['description', Oid.text], ['token', Oid.text], ['dictionaries', 3770], ['dictionary', 3769], ['lexemes', Oid._text]];
    if (args.length === 1) return matrixRows('ts_debug', [text(args[0] as Expr)], cols);
    return matrixRows('ts_debug_byid', [coerce(ctx, args[0] as Expr, 3734, -1, 'implicit').sql, text(args[1] as Expr)], cols);
  }
  return undefined;
}
