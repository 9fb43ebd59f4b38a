import { multirangeAsArray } from '../analyze/multirange-ops.js';
import { Oid } from '@pgsqlite/catalog';
import { type AstNode, type Fields, names, strVal } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import { coerce } from '../analyze/coerce.js';
import { compositeColumns } from '../analyze/composite.js';
import { citextArgs } from '../analyze/citext.js';
import type { Expr } from '../analyze/expr-types.js';
import { translateExpr } from '../analyze/expr.js';
import { arrayElementOf, flatArraySql } from '../analyze/arrays.js';
import { isInteger, numericCommon } from '../analyze/types.js';
import { noFunction } from '../analyze/functions.js';
import { catalogRangeFunction } from '../analyze/catalog-srf.js';
import { nonIntegerSeries } from './generate-series.js';
import { jsonRangeFunction, unnestSeveral } from './json-srf.js';
import { hstoreRangeFunction } from './hstore-srf.js';
import { tsParserRangeFunction, tsvectorUnnestRows } from './tsvector-srf.js';
import type { RangeEntry, Scope } from '../analyze/scope.js';
import { packRows } from './lateral-rows.js';
import { jsonRecordFunction } from '../analyze/json-record.js';
import { userFunctionRows } from './user-function-rows.js';
import { positionalJsonArgs } from '../analyze/json-named-args.js';
import { plFunctionRows } from '../plpgsql/pl-call-sites.js';
import { generateSubscriptsRows } from './array-subscripts.js';
import { SNAPSHOT_SRFS, snapshotRangeFunction } from './snapshot-rows.js';
import { listeningChannelsRows } from './listening-channels.js';
import { rowsFromColumnDefinitions, rowsFromItem, zipRows } from './rows-from.js';
import { regNamesInContainer } from '../analyze/reg-container-text.js';

export interface FunctionRows {
  /** SQLite FROM item (a table-valued function or a subquery), without alias */
  from: string;
  /** output columns: PG name, type (typmod when a column definition list gives one), SQLite expression relative to the item's alias */
  columns: { name: string; type: number; typmod?: number; sql: (alias: string) => string }[];
  /** WITH ORDINALITY's column */
  ordinality: (alias: string) => string;
}

/** The rows of one function of a FROM item, with what its range entry needs. */
export interface ItemRows {
  rows: FunctionRows;
  /** the function's name (the item's alias when it has none) */
  name: string;
  /** a function returning a record keeps its column names under an alias */
  composite: boolean;
  /** the named composite type it returns */
  rowType?: number;
  call: Fields;
}

/**
 * Set-returning functions in FROM: generate_series over integers (a recursive CTE) and unnest of
 * an array (SQLite's json_each, which like PostgreSQL may refer to earlier FROM items); ROWS FROM
 * (rows-from.ts).
 */
export function translateRangeFunction(f: Fields, scope: Scope): string {
  const fns = (f['functions'] as AstNode[]) ?? [];
  if (f['is_rowsfrom']) {
    const outer = rowsFromColumnDefinitions(f, fns, scope);
    const items = fns.map((item) => itemRows(rowsFromItem(item, outer), scope));
    const only = items.length === 1 ? items[0] : undefined;
    if (only !== undefined) return addRangeEntry(f, only.name, only.rows, scope, only.call, only.composite, only.rowType);
    return addRangeEntry(f, 'rows_from', zipRows(items.map((i) => i.rows)), scope, items[0]!.call, true);
  }
  const defs = f['coldeflist'] as AstNode[] | undefined;
  if (f['ordinality'] && defs !== undefined) {
    throw scope.ctx.error('syntax_error', 'WITH ORDINALITY cannot be used with a column definition list', defs[0]?.['ColumnDef']?.['location'] as number | undefined, { hint: 'Put the column definition list inside ROWS FROM().' });
  }
  const it = itemRows(f, scope);
  return addRangeEntry(f, it.name, it.rows, scope, it.call, it.composite, it.rowType);
}

/** The rows of the one function of `f` (a FROM item, or one function of ROWS FROM as rowsFromItem gives it). */
function itemRows(f: Fields, scope: Scope): ItemRows {
  const ctx = scope.ctx;
  const fns = (f['functions'] as AstNode[]) ?? [];
  const node = ((fns[0]!['List'] as Fields)['items'] as AstNode[])[0]!;
  const first = node['FuncCall'] as Fields | undefined;
  const fnName = first ? names(first['funcname']).filter((n) => n !== 'pg_catalog').join('.') : '';
  const record = first ? jsonRecordFunction(f, first, fnName, scope) : undefined;
  if (record && first) return { rows: correlatable(record.rows, record.args), name: fnName, composite: true, call: first };
  const short = fnName.split('.').pop() ?? fnName;
  const pl = first ? plFunctionRows(f, first, scope) : undefined;
  if (pl && first) return { rows: pl, name: short, composite: pl.composite, call: first };
  const user = first ? userFunctionRows(f, first, scope) : undefined;
  if (user && first) return { rows: user, name: short, composite: user.composite, ...(user.rowType !== undefined ? { rowType: user.rowType } : {}), call: first };
  if (!first) throw ctx.error('feature_not_supported', 'this function in FROM is not supported by pgsqlite');
  const args = positionalJsonArgs(fnName, (first['args'] as AstNode[] | undefined) ?? []).map((n) => translateExpr(n, { scope, clause: 'functions in FROM' }));
  const rows: (FunctionRows & { composite?: boolean; rowType?: number }) | undefined = functionRows(fnName, first, args, scope) ?? scalarRows(node, fnName, scope);
  if (!rows) throw noFunction({ scope }, fnName, args, first['location']);
  if (f['coldeflist']) {
    // addRangeTableEntryForFunction: built-ins of several columns declare them as OUT parameters
    const def = (f['coldeflist'] as AstNode[])[0]?.['ColumnDef'] as Fields | undefined;
    const why = rows.columns.length > 1 || rows.composite === true ? 'is redundant for a function with OUT parameters' : 'is only allowed for functions returning "record"';
    throw ctx.error('syntax_error', `a column definition list ${why}`, def?.['location'] as number | undefined);
  }
  return { rows: correlatable(rows, args), name: fnName, composite: rows.composite === true, ...(rows.rowType !== undefined ? { rowType: rows.rowType } : {}), call: first };
}

/** The rows of a set-returning function call (`name` without pg_catalog), or undefined when it is none pgsqlite has. */
function functionRows(name: string, call: Fields, args: Expr[], scope: Scope): (FunctionRows & { composite?: boolean; rowType?: number }) | undefined {
  if (name === 'generate_series') return generateSeries(args, scope, call);
  if (name === 'unnest') return tsvectorUnnestRows(args) ?? unnest(args, scope);
  if (name === 'generate_subscripts') return generateSubscriptsRows(args, scope);
  if (name === 'string_to_table') return stringToTable(call, args, scope);
  if (name === 'regexp_split_to_table') return regexpSplitToTable(call, args, scope);
  if (name === 'regexp_matches') return regexpMatches(call, args, scope);
  if (SNAPSHOT_SRFS.has(name)) return snapshotRangeFunction(name, args, scope);
  if (name === 'pg_listening_channels') return listeningChannelsRows(name, args, scope);
  return (name.startsWith('json') ? jsonRangeFunction(name, args, scope) : undefined) ?? hstoreRangeFunction(name, args, scope) ?? tsParserRangeFunction(name, args, scope) ?? catalogRangeFunction(name, args, scope);
}

/**
 * A set-returning function of one output column in a SELECT list, as a JSON array of its values
 * (storage encoding) in row order, computed per row of the enclosing FROM; undefined when `call`
 * is no such function.
 */
export function srfValuesArray(call: Fields, scope: Scope, field?: string): { sql: string; type: number } | undefined {
  const name = names(call['funcname']).filter((n) => n !== 'pg_catalog').join('.');
  // json(b)_populate_recordset(base, doc): one record per element, typed by the base
  const recordset = POPULATE_RECORDSETS.has(name) ? jsonRecordFunction({ selectList: true }, call, name, scope) : undefined;
  if (!SELECT_LIST_SRFS.has(name) && !RECORD_SRFS.has(name) && !recordset) return undefined;
  const args = recordset ? recordset.args : positionalJsonArgs(name, (call['args'] as AstNode[] | undefined) ?? []).map((n) => translateExpr(n, { scope, clause: 'SELECT' }));
  const rows = recordset ? correlatable(recordset.rows, recordset.args) : functionRows(name, call, args, scope);
  if (!rows) throw noFunction({ scope }, name, args, call['location']);
  const a = '"__sv"';
  const picked = field !== undefined ? rows.columns.find((c) => c.name === field) : undefined;
  if (field !== undefined && picked === undefined) throw scope.ctx.error('undefined_column', `could not identify column "${field}" in record data type`, call['location']);
  const col = picked ?? (rows.columns.length === 1 ? rows.columns[0] : undefined);
  // A record-returning function's row prints as a record: (key,value).
  // a record's reg* fields print their names (record_out calls regclassout …): reg-container-text.ts
  const record: Expr = { sql: `pg_record_out(${rows.columns.map((c) => `${c.type}, ${c.sql(a)}`).join(', ')})`, type: Oid.record, typmod: -1, name: '', recordFields: rows.columns.map((c) => ({ name: c.name, type: c.type, sql: c.sql(a) })) };
  const value = col !== undefined ? { sql: col.sql(a), type: col.type } : { sql: (regNamesInContainer(scope.ctx, record, coerce) ?? record).sql, type: Oid.record };
  let order = '';
  try {
    order = ` ORDER BY ${rows.ordinality(a)}`;
  } catch {
    // json(b)_each has no ordinality here: its rows come in the object's key order.
  }
  return { sql: `(SELECT json_group_array("__v") FROM (SELECT ${value.sql} AS "__v" FROM ${rows.from} AS ${a}${order}))`, type: value.type };
}

/** Functions whose one result column is an OUT parameter: a table alias does not rename it (`… json_array_elements(j) q` has column value). */
const OUT_COLUMN_SRFS: ReadonlySet<string> = new Set(['json_array_elements', 'json_array_elements_text', 'jsonb_array_elements', 'jsonb_array_elements_text']);

/** json(b)_populate_recordset: a SELECT list may call them too, each row printed as a record. */
export const POPULATE_RECORDSETS: ReadonlySet<string> = new Set(['json_populate_recordset', 'jsonb_populate_recordset']);

/** Set-returning functions of record rows that a SELECT list may call, printed as records or by field. */
export const RECORD_SRFS: ReadonlySet<string> = new Set(['json_each', 'jsonb_each', 'json_each_text', 'jsonb_each_text', 'each', 'pg_options_to_table', 'aclexplode', 'pg_partition_tree']);

/** Set-returning functions of one column that a SELECT list may call (besides unnest/generate_subscripts, see target-srf.ts). */
export const SELECT_LIST_SRFS: ReadonlySet<string> = new Set([
  'generate_series', 'regexp_split_to_table', 'regexp_matches', 'json_array_elements', 'json_array_elements_text', 'jsonb_array_elements',
  'jsonb_array_elements_text', 'json_object_keys', 'jsonb_object_keys', 'jsonb_path_query', 'jsonb_path_query_tz', 'skeys', 'svals',
  'pg_listening_channels', 'pg_partition_ancestors',
  ...SNAPSHOT_SRFS,
]);

/** regexp_split_to_table(s, p [, flags]): the elements of regexp_split_to_array. */
function regexpSplitToTable(call: Fields, args: Expr[], scope: Scope): FunctionRows | undefined {
  if (args.length < 2 || args.length > 3) return undefined;
  const arr = translateExpr({ FuncCall: { ...call, funcname: [{ String: { sval: 'regexp_split_to_array' } }] } }, { scope, clause: 'functions in FROM' });
  return { from: `json_each(${arr.sql})`, columns: [{ name: 'regexp_split_to_table', type: Oid.text, sql: (a) => `${a}.value` }], ordinality: (a) => `(${a}.key + 1)` };
}

/** regexp_matches(s, p [, flags]): one text[] of the groups per match (every match with 'g'). */
function regexpMatches(call: Fields, args: Expr[], scope: Scope): FunctionRows | undefined {
  if (args.length < 2 || args.length > 3) return undefined;
  // citext's regexp_matches(citext, citext [, flags]) matches case-insensitively
  const a = citextArgs(scope.ctx, 'regexp_matches', args).map((e) => coerce(scope.ctx, e, Oid.text, -1, 'implicit'));
  if (a.some((e) => e.type !== Oid.text)) return undefined;
  void call;
  const all = `pg_regexp_matches(${a.map((e) => e.sql).join(', ')}${a.length === 2 ? ", ''" : ''})`;
  return { from: `json_each(${all})`, columns: [{ name: 'regexp_matches', type: Oid._text, sql: (x) => `${x}.value` }], ordinality: (x) => `(${x}.key + 1)` };
}

/**
 * Rows computed by a subquery (generate_series's recursive CTE, a scalar function's one row) cannot
 * see earlier FROM items in SQLite; unless every argument is a constant or parameter, they are
 * packed into a json_each (lateral-rows.ts), which can: `FROM t, generate_series(1, t.n) g`.
 */
function correlatable(rows: FunctionRows, args: Expr[]): FunctionRows {
  if (!rows.from.startsWith('(') || args.every((a) => a.constant !== undefined || a.param !== undefined || a.isNull)) return rows;
  const n = rows.columns.length;
  const packed = packRows(rows.from, [...rows.columns.map((c) => ({ type: c.type, sql: c.sql('"__l"') })), { type: Oid.int8, sql: rows.ordinality('"__l"') }]);
  return {
    from: packed.from,
    columns: rows.columns.map((c, i) => ({ ...c, sql: (a: string) => packed.read(a, i) })),
    ordinality: (a) => packed.read(a, n),
  };
}

/**
 * `composite`: a function returning a record keeps its column names under an alias (`AS x(a int)`);
 * `rowType`: the named composite type it returns, the type of a whole-row reference to the item.
 */
function addRangeEntry(f: Fields, name: string, rows: FunctionRows, scope: Scope, call: Fields, composite = false, rowType?: number): string {
  const alias = (f['alias']?.['aliasname'] as string | undefined) ?? name;
  const colnames = ((f['alias']?.['colnames'] as AstNode[] | undefined) ?? []).map(strVal);
  const sqlAlias = scope.ctx.sqlAlias(alias);
  const cols = rows.columns.map((c, i) => ({
    name: colnames[i] ?? (rows.columns.length === 1 && f['alias'] && !composite && !OUT_COLUMN_SRFS.has(name) ? alias : c.name),
    type: c.type,
    typmod: c.typmod ?? -1,
    sql: c.sql(sqlAlias),
    tableOid: 0,
    attnum: 0,
    rangeAlias: alias,
  }));
  if (f['ordinality']) {
    cols.push({ name: colnames[cols.length] ?? 'ordinality', type: Oid.int8, typmod: -1, sql: rows.ordinality(sqlAlias), tableOid: 0, attnum: 0, rangeAlias: alias });
  }
  const entry: RangeEntry = { alias, columns: cols, ...(OUT_COLUMN_SRFS.has(name) && !f['ordinality'] ? { scalarRow: true } : {}), ...(rowType !== undefined && !f['ordinality'] ? { rowType } : {}) };
  scope.add(entry);
  return `${rows.from} AS ${sqlAlias}`;
}

function generateSeries(args: Expr[], scope: Scope, call: Fields): FunctionRows | undefined {
  const ctx = scope.ctx;
  if (args.length < 2 || args.length > 3) return undefined;
  const known = args.filter((a) => a.type !== Oid.unknown).map((a) => a.type);
  const t = known.reduce((acc, x) => numericCommon(acc, x), Oid.int4);
  const other = nonIntegerSeries(args, scope, call);
  if (other !== undefined) return other ?? undefined;
  const [start, stop, step] = args.map((a) => coerce(ctx, a, t, -1, 'implicit').sql) as [string, string, string | undefined];
  const st = step ?? '1';
  const cont = `CASE WHEN (${st}) > 0 THEN v + (${st}) <= (${stop}) ELSE v + (${st}) >= (${stop}) END`;
  const first = `CASE WHEN (${st}) > 0 THEN (${start}) <= (${stop}) WHEN (${st}) < 0 THEN (${start}) >= (${stop}) ELSE pg_raise('22023', 'step size cannot equal zero') END`;
  const from = `(WITH RECURSIVE gs(v, "__ord") AS (SELECT ${start}, 1 WHERE ${first} UNION ALL SELECT v + (${st}), "__ord" + 1 FROM gs WHERE ${cont}) SELECT v, "__ord" FROM gs)`;
  return { from, columns: [{ name: 'generate_series', type: t, sql: (a) => `${a}.v` }], ordinality: (a) => `${a}."__ord"` };
}

/**
 * unnest(array) in FROM: one column of the elements, or, for an array of a composite type, the
 * composite's columns (PostgreSQL expands a function returning a composite in FROM).
 */
function unnest(args: Expr[], scope: Scope): (FunctionRows & { composite?: boolean; rowType?: number }) | undefined {
  const ctx = scope.ctx;
  if (args.length !== 1) {
    return args.length > 1 ? unnestSeveral(args) : undefined;
  }
  const arr = multirangeAsArray(ctx, args[0]!);
  const elem = arrayElementOf(arr.type);
  if (elem === undefined) return undefined;
  const from = `json_each(${flatArraySql(arr.sql)})`;
  const ordinality = (a: string): string => `(${a}.key + 1)`;
  const fields = compositeColumns(ctx, { sql: '"__e".value', type: elem, typmod: -1, name: 'unnest' });
  if (fields !== undefined) {
    const at = (a: string, i: number): string => compositeColumns(ctx, { sql: `${a}.value`, type: elem, typmod: -1, name: 'unnest' })![i]!.sql;
    return { from, columns: fields.map((c, i) => ({ name: c.name, type: c.type, typmod: c.typmod, sql: (a) => at(a, i) })), ordinality, composite: true, rowType: elem };
  }
  return { from, columns: [{ name: 'unnest', type: elem, sql: (a) => `${a}.value` }], ordinality };
}

/** string_to_table(s, d [, null]) in FROM: the elements of string_to_array(s, d [, null]). */
function stringToTable(call: Fields, args: Expr[], scope: Scope): FunctionRows | undefined {
  if (args.length < 2 || args.length > 3) return undefined;
  const arr = translateExpr({ FuncCall: { ...call, funcname: [{ String: { sval: 'string_to_array' } }] } }, { scope, clause: 'functions in FROM' });
  return { from: `json_each(${arr.sql})`, columns: [{ name: 'string_to_table', type: Oid.text, sql: (a) => `${a}.value` }], ordinality: (a) => `(${a}.key + 1)` };
}

/**
 * A function that returns one value, in FROM: one row whose column is named after the function
 * (`SELECT * FROM current_schema()`, as TypeORM sends). Undefined when there is no such function.
 */
function scalarRows(node: AstNode, name: string, scope: Scope): FunctionRows | undefined {
  let e: Expr;
  try {
    e = translateExpr(node, { scope, clause: 'functions in FROM' });
  } catch {
    return undefined;
  }
  const column = name.split('.').pop() ?? name;
  return { from: `(SELECT ${e.sql} AS v)`, columns: [{ name: column, type: e.type, sql: (a) => `${a}.v` }], ordinality: () => '1' };
}
