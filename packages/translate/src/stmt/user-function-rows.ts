import { whileInlinedWithConfig } from '../ddl/function-config.js';
import { Oid, type UserFunctionDef } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import { type AstNode, type Fields, fieldsOf, names } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { coerce } from '../analyze/coerce.js';
import { compositeColumns } from '../analyze/composite.js';
import type { Expr, ScopeColumn } from '../analyze/expr-types.js';
import type { ExprEnv } from '../analyze/expr.js';
import { Scope } from '../analyze/scope.js';
import { INLINED_ARG, bindParameters, callArguments, chooseUserFunction, inliningDepth, whileInlining } from '../analyze/sql-functions.js';
import { typeName } from '../analyze/types.js';
import { columnDefinitions, returnsAnonymousRecord } from '../analyze/column-definitions.js';
import { quoteIdent } from '../sql/quote.js';
import { packRows } from './lateral-rows.js';
import { translateSelect } from './select.js';
import { limitReadsNames, limitedRows, splitBodyLimit } from './body-limit.js';
import { checkReturnedRow, rowConstructorBody } from './row-result-body.js';

/**
 * SQL functions whose body is one query returning rows (RETURNS SETOF t, RETURNS TABLE(…), OUT
 * parameters, RETURNS table_name): inlined as a subquery, as PostgreSQL's
 * inline_set_returning_function does. The body's $n are the call's arguments; a parameter named
 * in it resolves only when no column of that name does (columns win, as in PostgreSQL). The
 * body's columns are coerced to the declared ones (assignment casts, check_sql_fn_retval).
 */

/** One declared result column. */
export interface ResultColumn {
  name: string;
  type: number;
  typmod: number;
}

/** What a query function declares it returns. */
export interface ResultShape {
  columns: ResultColumn[];
  /** One scalar column (RETURNS [SETOF] scalar): in FROM it takes the alias's name */
  scalar: boolean;
  /** A row type (TABLE/OUT with 2+ columns, table_name): check_sql_fn_retval's per-column messages */
  composite: boolean;
  /** The declared type as the mismatch messages name it */
  declared: string;
  /** RETURNS [SETOF] table_name: the table's row type (a row of the result is a value of it) */
  rowType?: number;
}

/** The result shape of a query function. */
export function resultShape(ctx: PlanCtx, fn: UserFunctionDef): ResultShape {
  const out = fn.outColumns ?? [];
  // An unnamed OUT parameter's column is "columnN" (N: its position among all parameters).
  const named = (c: ResultColumn, i: number): ResultColumn => ({ ...c, name: c.name || `column${i + 1}` });
  if (out.length > 0) return { columns: out.map(named), scalar: false, composite: out.length > 1, declared: typeName(fn.returnType) };
  if (fn.rowRelation !== undefined) {
    const rel = ctx.catalog.relationByOid(fn.rowRelation);
    if (rel === undefined) throw ctx.error('undefined_object', `the row type of function ${fn.name} no longer exists`);
    return { columns: rel.columns.map((c) => ({ name: c.name, type: c.typeOid, typmod: c.typmod })), scalar: false, composite: true, declared: rel.name, ...(rel.rowType ? { rowType: rel.rowType.oid } : {}) };
  }
  return { columns: [{ name: fn.name, type: fn.returnType, typmod: -1 }], scalar: true, composite: false, declared: typeName(fn.returnType) };
}

/**
 * RETURNS [SETOF] record: the columns a column definition list declares, or (a call as a value, the
 * validator) the body's own, an unknown literal read as text.
 */
function recordShape(columns: readonly ResultColumn[]): ResultShape {
  const own = columns.map((c) => ({ name: c.name, type: c.type === Oid.unknown ? Oid.text : c.type, typmod: c.typmod }));
  return { columns: own, scalar: false, composite: true, declared: 'record' };
}

/** An inlined call: a SQLite query with columns "c0", "c1", … (declared types) and "__ord" (row number). */
export interface InlinedQuery {
  sql: string;
  shape: ResultShape;
  /**
   * Wraps a scalar subquery that reads `sql` so that the arguments are bound around it: arguments
   * referring to the calling query's columns are evaluated once, outside the body, whose own
   * table names could otherwise capture them (`FROM u, f(u.id)` with `FROM u` in the body).
   */
  wrap: (scalar: string) => string;
}

/**
 * The body of `fn` with `args` bound, as a query whose columns are "c0"… in the declared types and
 * "__ord" (the row's position, when `ordinality`). A function not returning SETOF yields exactly
 * one row (NULLs when its query yields none, as PostgreSQL).
 */
export function inlineQueryFunction(ctx: PlanCtx, fn: UserFunctionDef, callArgs: readonly Expr[], ordinality: boolean, bound = false, defined?: readonly ResultColumn[]): InlinedQuery {
  const anonymous = returnsAnonymousRecord(fn);
  if (callArgs.some((a) => a.hasAgg)) throw ctx.error('feature_not_supported', `aggregate arguments of SQL function ${fn.name} returning rows are not supported by pgsqlite`);
  const fa = `"__fa${inliningDepth()}"`;
  const args = bound ? callArgs.map((a, i): Expr => ({ sql: `${fa}."a${i}"`, type: a.type, typmod: a.typmod, name: a.name })) : callArgs;
  const wrap = bound ? (scalar: string): string => `(SELECT ${scalar} FROM (SELECT ${callArgs.map((a, i) => `${a.sql} AS "a${i}"`).join(', ')}) AS ${fa})` : (scalar: string): string => scalar;
  const parsed = JSON.parse(fn.query ?? 'null') as AstNode;
  // A top-level LIMIT reading the correlated arguments is applied by numbering rows (body-limit.ts).
  const top = bound ? splitBodyLimit(parsed) : undefined;
  const correlated = top !== undefined && limitReadsNames(top) ? top : undefined;
  if (bound && limitUsesNames(correlated?.body ?? parsed)) {
    throw ctx.error('feature_not_supported', `function ${fn.name}: a LIMIT/OFFSET of a subquery of its body using a parameter, in a call whose arguments come from the calling query's rows, is not supported by pgsqlite`);
  }
  const bodyBound = bindParameters(parsed, fn.name, [], args);
  const limit = correlated !== undefined ? splitBodyLimit(bodyBound) : undefined;
  const outs = fn.outColumns ?? [];
  // OUT parameters filled by one row value: its fields are the columns (checked when called)
  const rowBody = outs.length > 1 ? rowConstructorBody(limit?.body ?? bodyBound) : undefined;
  const body = rowBody ?? limit?.body ?? bodyBound;
  const holder = new Scope(ctx);
  holder.fallback = (fields) => parameterColumn(fn, args, fields, ctx);
  const sub = whileInlining(fn, () => whileInlinedWithConfig(ctx, fn, () => {
    const q = translateSelect(fieldsOf(body), new Scope(ctx, holder));
    return limit === undefined ? q : { ...q, sql: limitedRows(q.sql, limit, new Scope(ctx, holder)) };
  }));
  const b = '"__fb"';
  const shape = anonymous ? recordShape(defined ?? sub.columns) : resultShape(ctx, fn);
  // A body returning one value of the declared row type (`SELECT ROW($1, $2)::t`) returns its fields.
  const whole = sub.columns.length === 1 && shape.rowType !== undefined && sub.columns[0]!.type === shape.rowType
    ? compositeColumns(ctx, { sql: `${b}.${quoteIdent(sub.columns[0]!.alias)}`, type: shape.rowType, typmod: -1, name: '' })
    : undefined;
  if (rowBody !== undefined) checkReturnedRow(ctx, sub.columns, shape.columns);
  else if (whole === undefined || whole.length !== shape.columns.length) checkResultColumns(ctx, sub.columns, shape);
  const cols = whole !== undefined && whole.length === shape.columns.length ? whole.map((c, i) => `${c.sql} AS "c${i}"`) : shape.columns.map((c, i) => {
    const oc = sub.columns[i];
    const e: Expr = { sql: `${b}.${quoteIdent(oc?.alias ?? '')}`, type: oc?.type ?? Oid.unknown, typmod: oc?.typmod ?? -1, name: c.name };
    return `${coerce(ctx, e, c.type, c.typmod, 'assignment').sql} AS "c${i}"`;
  });
  // STRICT: no rows (NULL for a function not returning SETOF) when an argument is NULL.
  const strict = fn.strict && args.length > 0 ? ` WHERE NOT (${args.map((a) => `(${a.sql}) IS NULL`).join(' OR ')})` : '';
  let sql = `SELECT ${cols.join(', ')}${ordinality ? ', row_number() OVER () AS "__ord"' : ''} FROM (${sub.sql}) AS ${b}${strict}`;
  if (fn.setof !== true) {
    const picked = shape.columns.map((_, i) => `"__fr"."c${i}"`).join(', ');
    sql = `SELECT ${picked}${ordinality ? ', 1 AS "__ord"' : ''} FROM (SELECT 1) AS "__one" LEFT JOIN (${sql} LIMIT 1) AS "__fr" ON 1`;
  }
  return { sql, shape, wrap };
}

/**
 * Whether a call's arguments may refer to the calling query's rows (columns, subqueries, an
 * enclosing inlined function's arguments): they are then bound outside the body (`wrap`).
 */
export function correlatedCall(call: Fields): boolean {
  const text = JSON.stringify(call['args'] ?? []);
  return ['"ColumnRef"', '"SubLink"', `"${INLINED_ARG}"`].some((k) => text.includes(k));
}

/** Whether a LIMIT/OFFSET in `node` refers to a parameter or column (SQLite cannot correlate those). */
function limitUsesNames(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(limitUsesNames);
  if (node === null || typeof node !== 'object') return false;
  return Object.entries(node as Record<string, unknown>).some(([k, v]) => {
    if (k !== 'limitCount' && k !== 'limitOffset') return limitUsesNames(v);
    const text = JSON.stringify(v ?? null);
    return text.includes('"ParamRef"') || text.includes('"ColumnRef"');
  });
}

/** The argument a name in the body refers to (`p` or `fn.p`), when no column matched. */
export function parameterColumn(fn: UserFunctionDef, args: readonly Expr[], fields: readonly string[], ctx?: PlanCtx): ScopeColumn | undefined {
  const name = fields.length === 1 ? fields[0] : fields.length === 2 && fields[0] === fn.name ? fields[1] : undefined;
  const i = name === undefined || name === '' ? -1 : fn.argNames.indexOf(name);
  const arg = args[i];
  if (arg === undefined) return ctx !== undefined ? parameterField(ctx, fn, args, fields) : undefined;
  return { name: name ?? '', type: arg.type, typmod: arg.typmod, sql: arg.sql, tableOid: 0, attnum: 0, rangeAlias: fn.name };
}

/** `p.f` (no column matched): field f of the composite parameter p. */
function parameterField(ctx: PlanCtx, fn: UserFunctionDef, args: readonly Expr[], fields: readonly string[]): ScopeColumn | undefined {
  const [p, f] = fields;
  const arg = fields.length === 2 && p !== undefined && p !== '' ? args[fn.argNames.indexOf(p)] : undefined;
  const field = arg !== undefined ? compositeColumns(ctx, arg)?.find((c) => c.name === f) : undefined;
  return field !== undefined ? { ...field, rangeAlias: p ?? '' } : undefined;
}

/** check_sql_fn_retval: the body's columns against the declared ones (42P13). */
export function checkResultColumns(ctx: PlanCtx, actual: readonly { type: number; typmod: number; alias: string; name: string }[], shape: ResultShape): void {
  const mismatch = (detail: string): PgError => new PgError('invalid_function_definition', `return type mismatch in function declared to return ${shape.declared}`, { detail });
  if (!shape.composite && actual.length !== 1) throw mismatch('Final statement must return exactly one column.');
  // As check_sql_fn_retval: column by column (a type mismatch before a count mismatch), then too few.
  actual.forEach((a, i) => {
    const c = shape.columns[i];
    if (c === undefined) throw mismatch('Final statement returns too many columns.');
    if (a.type === c.type || a.type === Oid.unknown) return;
    try {
      coerce(ctx, { sql: 'NULL', type: a.type, typmod: a.typmod, name: a.name }, c.type, c.typmod, 'assignment');
    } catch (err) {
      if (!(err instanceof PgError) || err.fields.code !== '42804') throw err;
      throw mismatch(shape.composite ? `Final statement returns ${typeName(a.type)} instead of ${typeName(c.type)} at column ${i + 1}.` : `Actual return type is ${typeName(a.type)}.`);
    }
  });
  if (actual.length < shape.columns.length) throw mismatch('Final statement returns too few columns.');
}

/** Rows of a query function called in FROM, as range-function.ts's FunctionRows. */
export interface UserFunctionRows {
  from: string;
  columns: { name: string; type: number; typmod: number; sql: (alias: string) => string }[];
  ordinality: (alias: string) => string;
  /** Column names are kept under an alias (not a scalar function) */
  composite: boolean;
  /** RETURNS [SETOF] table_name: that row type */
  rowType?: number;
}

/**
 * A call in FROM of a user function returning rows; undefined when `call` names no such
 * function (scalar user functions and built-ins are handled by the caller).
 */
export function userFunctionRows(f: Fields, call: Fields, scope: Scope): UserFunctionRows | undefined {
  const ctx = scope.ctx;
  const parts = names(call['funcname']);
  const chosen = chooseUserFunction(call, parts, { scope, clause: 'functions in FROM' });
  if (chosen === undefined || chosen.fn.query === undefined) return undefined;
  const coldefs = f['coldeflist'] as AstNode[] | undefined;
  const anonymous = returnsAnonymousRecord(chosen.fn);
  if (anonymous && coldefs === undefined) throw ctx.error('syntax_error', 'a column definition list is required for functions returning "record"', call['location'] as number | undefined);
  if (coldefs && !anonymous) {
    const first = coldefs[0];
    // addRangeTableEntryForFunction: why the list is refused depends on how the result is declared
    const fn = chosen.fn;
    const why = (fn.outColumns ?? []).length > 0 ? 'is redundant for a function with OUT parameters'
      : fn.rowRelation !== undefined ? 'is redundant for a function returning a named composite type'
      : 'is only allowed for functions returning "record"';
    throw ctx.error('syntax_error', `a column definition list ${why}`, first?.['ColumnDef']?.['location'] as number | undefined);
  }
  const args = callArguments(ctx, chosen.fn, chosen.slots);
  const constant = !correlatedCall(call);
  // A volatile function is not inlined by PostgreSQL: its rows are computed once and re-read by every
  // scan of the join (`LEFT JOIN f(11, 13)` calls nextval once per row of f); numbering the rows keeps
  // SQLite from flattening the body into the join, so it is materialized once too.
  const once = constant && chosen.fn.volatility === 'v';
  const defined = coldefs !== undefined ? columnDefinitions(ctx, coldefs) : undefined;
  const q = inlineQueryFunction(ctx, chosen.fn, args, f['ordinality'] === true || !constant || once, !constant, defined);
  const composite = !q.shape.scalar;
  const row = q.shape.rowType !== undefined ? { rowType: q.shape.rowType } : {};
  if (constant) {
    const columns = q.shape.columns.map((c, i) => ({ ...c, sql: (a: string) => `${a}."c${i}"` }));
    return { from: `(${q.sql})`, columns, ordinality: (a) => `${a}."__ord"`, composite, ...row };
  }
  // The arguments refer to earlier FROM items: the rows are packed per outer row (lateral-rows.ts).
  const n = q.shape.columns.length;
  const packed = packRows(`(${q.sql})`, [...q.shape.columns.map((c, i) => ({ type: c.type, sql: `"__l"."c${i}"` })), { type: Oid.int8, sql: '"__l"."__ord"' }], q.wrap);
  const columns = q.shape.columns.map((c, i) => ({ ...c, sql: (a: string) => packed.read(a, i) }));
  return { from: packed.from, columns, ordinality: (a) => packed.read(a, n), composite, ...row };
}

/**
 * A query function called as a value: one that does not return SETOF gives its row's single
 * column, or the row as a record (`(1,x)`); a set-returning one is handled by the SELECT list
 * (target-srf.ts) and is 0A000 elsewhere.
 */
export function queryFunctionValue(env: ExprEnv, fn: UserFunctionDef, args: readonly Expr[], call: Fields): Expr {
  const location = call['location'] as number | undefined;
  const ctx = env.scope.ctx;
  if (fn.setof === true) {
    const where = env.clause !== undefined && env.clause !== 'SELECT' ? `set-returning functions are not allowed in ${env.clause}` : `set-returning function ${fn.name} in this position is not supported by pgsqlite`;
    throw ctx.error('feature_not_supported', where, location);
  }
  const q = inlineQueryFunction(ctx, fn, args, false, correlatedCall(call));
  const v = rowValue(q, '"__fv"');
  const sql = q.wrap(`(SELECT ${v.sql} FROM (${q.sql}) AS "__fv")`);
  if (!q.shape.composite) return { ...v, sql, name: fn.name, nameStrength: 2 };
  // a row: its fields for (f(…)).col, (f(…)).*, IS [NOT] NULL and row_to_json (as a whole-row reference's)
  const rowFields: ScopeColumn[] = q.shape.columns.map((c, i) => ({
    name: c.name, type: c.type, typmod: c.typmod, sql: q.wrap(`(SELECT "__fv"."c${i}" FROM (${q.sql}) AS "__fv")`), tableOid: 0, attnum: 0, rangeAlias: fn.name,
  }));
  return { ...v, sql, name: fn.name, nameStrength: 2, column: { name: fn.name, type: v.type, typmod: v.typmod, sql, tableOid: 0, attnum: 0, rangeAlias: fn.name, rowFields } };
}

/** A row of an inlined query as one value: its single column, or a record of its columns. */
export function rowValue(q: InlinedQuery, alias: string): { sql: string; type: number; typmod: number } {
  const cols = q.shape.columns;
  const only = cols[0];
  if (cols.length === 1 && only !== undefined && !q.shape.composite) return { sql: `${alias}."c0"`, type: only.type, typmod: only.typmod };
  const fields = cols.flatMap((c, i) => [String(c.type), `${alias}."c${i}"`]);
  // a named row type is a composite (stored packed); `record` is record_out's text
  const record = q.shape.rowType !== undefined ? `pg_row_pack(${cols.map((_, i) => `${alias}."c${i}"`).join(', ')})` : `pg_record_out(${fields.join(', ')})`;
  return { sql: `(CASE WHEN ${cols.map((_, i) => `${alias}."c${i}" IS NULL`).join(' AND ')} THEN NULL ELSE ${record} END)`, type: q.shape.rowType ?? Oid.record, typmod: -1 };
}

/**
 * A set-returning query function in a SELECT list: the JSON array of its values (storage encoding)
 * in row order; undefined when `call` names none.
 */
export function userSrfValuesArray(call: Fields, scope: Scope, field?: string): { sql: string; type: number } | undefined {
  const chosen = chooseUserFunction(call, names(call['funcname']), { scope, clause: 'SELECT' });
  if (chosen === undefined || chosen.fn.query === undefined || chosen.fn.setof !== true) return undefined;
  const q = inlineQueryFunction(scope.ctx, chosen.fn, callArguments(scope.ctx, chosen.fn, chosen.slots), true, correlatedCall(call));
  const i = field === undefined ? -1 : q.shape.columns.findIndex((c) => c.name === field);
  const only = q.shape.columns[0];
  if (field !== undefined && q.shape.scalar && only !== undefined) throw scope.ctx.error('wrong_object_type', `column notation .${field} applied to type ${typeName(only.type)}, which is not a composite type`, call['location'] as number | undefined);
  if (field !== undefined && i < 0) throw scope.ctx.error('undefined_column', `could not identify column "${field}" in record data type`, call['location'] as number | undefined);
  const picked = q.shape.columns[i];
  const v = picked !== undefined ? { sql: `"__sv"."c${i}"`, type: picked.type } : rowValue(q, '"__sv"');
  return { sql: q.wrap(`(SELECT json_group_array("__v") FROM (SELECT ${v.sql} AS "__v" FROM (${q.sql}) AS "__sv" ORDER BY "__sv"."__ord"))`), type: v.type };
}
