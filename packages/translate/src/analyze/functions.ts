import { regAsText } from './reg-json.js';
import { compositeAsJson, isComposite } from './composite.js';
import { windowRefusedIn } from './window-placement.js';
import { isGeoType } from './geo/geo-catalog.js';
import { isBuiltinFunction } from './unsupported-builtin.js';
import { Oid, isCitext, type RecordFieldLayout } from '@pgsqlite/catalog';
import { RECORD_ARRAY, layoutFrom } from './record-layout.js';
import { citextArgs, citextSql } from './citext.js';
import { citextOwnCall } from './citext-functions.js';
import type { PlanCtx } from './context.js';
import { enumLabelSql, enumSortSql } from './user-types.js';
import { type AstNode, type Fields, names } from '../parse/ast.js';
import { currentSchemaSql } from './current-schema.js';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { isHstoreType, isFloat, isInteger, isNumeric, isString, typeName } from './types.js';
import { WINDOW_ONLY, translateOver } from './window.js';
import { asBool } from './operators.js';
import { arrayElementOf, arrayTypeOf } from './arrays.js';
import { SCALARS } from './scalar-functions.js';
import { VARIADIC_NULL_COUNT_FUNCTIONS } from './fn-nulls.js';
import { MORE_AGGREGATE_NAMES, moreAggregate } from './fn-aggregates-more.js';
import { unknownAggregateArg } from './unknown-operands.js';
import { translateFnArgs } from './fn-named-args.js';
import { EXTRA_AGGREGATE_NAMES, WITHIN_GROUP_AGGREGATES, extraAggregate, translateWithinGroup } from './fn-aggregates-stats.js';
import { clockSql } from './fn-clock.js';
import { HYPOTHETICAL_AGGREGATES, countDistinctRow, translateHypothetical } from './fn-hypothetical.js';
import { checkDirectArguments, withinGroupMisuse } from './ordered-set-checks.js';
import { translateUserFunctionCall } from './sql-functions.js';
import { translateUserAggregateCall } from './fn-user-aggregates.js';
import { wholeRowJson } from './row-json.js';
import { setReturningHere } from './srf-position.js';
import { isDistinctArgument } from './distinct-order-args.js';
import { distinctAggregateCheck, equalityKey, sortKey, sortTerm } from './order-key.js';
import { spreadVariadic } from './variadic-call.js';
import { jsonFunctionAsOperator, jsonVariadicBuild } from './json-call-forms.js';
import { positionalJsonArgs } from './json-named-args.js';
import { hasNoMinMax, multirangeOperatorFunction, rangeAggregate, userRangeConstructor, variadicMultirange } from './fn-ranges.js';
import { distinctTupleAggregate } from './distinct-tuple-aggregate.js';
import { foldStrictNull, isConstantNode, isStrictBuiltin } from './strict-null.js';
import { guardConstantNullArgs } from './strict-constant-guard.js';
import { functionFolds, markArgTypes, markFoldable } from './plan-time-volatility.js';
import { functionStyleCast } from './function-style-cast.js';
import { operatorFunctionCall } from './operator-functions.js';
import { aggregateOfOuterLevel, checkOuterAggregateNesting } from './outer-aggregate-level.js';
import { leftmostLocation } from '../errors/location.js';

/** Types without a min()/max() aggregate of their own in PostgreSQL 15 (and no implicit cast to one). */
// nor xid (hash only), the snapshots, tsvector/tsquery (no min/max although they order)
const NO_MIN_MAX = new Set<number>([Oid.json, Oid.jsonb, Oid.refcursor, Oid.bool, Oid.uuid, Oid.bytea, Oid.macaddr, Oid.macaddr8, Oid.xid, Oid.pg_snapshot, Oid.txid_snapshot, 3614, 3615]);

/** The float aggregates whose window form keeps the frame (no inverse transition in PostgreSQL). */
const FLOAT_SUMS = new Set(['pg_float_sum', 'pg_float4_sum', 'pg_float_avg']);

/** Aggregate implementations: result type and SQLite function per argument type. */
interface AggregateImpl {
  fn: string;
  type: number;
  args: Expr[];
  /** Wraps the finished call (e.g. NULL for no rows where SQLite gives an empty array). */
  wrap?: (sql: string) => string;
}

function constArg(v: number): Expr {
  return { sql: String(v), type: Oid.int4, typmod: -1, name: '?column?' };
}

function aggregate(name: string, args: Expr[], env: ExprEnv, star: boolean, location?: number): AggregateImpl | undefined {
  const ctx = env.scope.ctx;
  const a = args[0];
  if (name === 'count') {
    // count() resolves to the parameterless count(*), which must be spelled with the star (ParseFuncOrColumn)
    if (!star && args.length === 0) throw ctx.error('wrong_object_type', 'count(*) must be used to call a parameterless aggregate function', location);
    return { fn: 'count', type: Oid.int8, args: star ? [] : args };
  }
  const ranges = rangeAggregate(name, args, env);
  if (ranges !== undefined) return ranges;
  const more = moreAggregate(name, args, env);
  if (more !== undefined) return more;
  if (args.length === 2) return extraAggregate(name, args, env);
  if (!a || args.length !== 1) return undefined;
  // the geometric types have no ordering: min/max (and sum/avg) do not take them
  if (isGeoType(a.type) && name !== 'array_agg') return undefined;
  const t = a.type === Oid.unknown ? Oid.text : a.type;
  const arg = coerce(ctx, a, t, -1, 'implicit');
  switch (name) {
    case 'sum':
      if (t === Oid.int2 || t === Oid.int4) return { fn: 'sum', type: Oid.int8, args: [arg] };
      if (t === Oid.int8) return { fn: 'pg_sum_int8', type: Oid.numeric, args: [arg] };
      if (t === Oid.numeric) return { fn: 'pg_numeric_sum', type: Oid.numeric, args: [arg] };
      if (isFloat(t)) return { fn: t === Oid.float4 ? 'pg_float4_sum' : 'pg_float_sum', type: t, args: [arg] };
      return undefined;
    case 'avg':
      if (isInteger(t) || t === Oid.numeric) return { fn: 'pg_numeric_avg', type: Oid.numeric, args: [coerce(ctx, arg, Oid.numeric, -1, 'implicit')] };
      if (isFloat(t)) return { fn: 'pg_float_avg', type: Oid.float8, args: [arg] };
      return undefined;
    case 'min':
    case 'max':
      if (t === Oid.numeric) return { fn: `pg_numeric_${name}`, type: t, args: [arg] };
      if (isFloat(t)) return { fn: `pg_float_${name}`, type: t, args: [arg] };
      if (t === Oid.interval || t === Oid.timetz) return { fn: `pg_${t === Oid.interval ? 'interval' : 'timetz'}_${name}`, type: t, args: [arg] };
      // arrays order by array_cmp (elements by their type, then length), not by their stored text
      if (arrayElementOf(t) !== undefined && arrayElementOf(t) !== Oid.json) return { fn: `pg_array_${name}`, type: t, args: [arg, constArg(arrayElementOf(t) as number)] };
      // PostgreSQL has no min/max for these (max(uuid) does not exist), nor for composite types
      if (NO_MIN_MAX.has(t) || hasNoMinMax(t) || isComposite(t) || isHstoreType(t)) return undefined;
      if (isCitext(ctx.catalog, t)) return { fn: name, type: t, args: [{ ...arg, sql: citextSql(arg.sql) }] };
      if (enumSortSql(t, arg.sql) !== undefined) return { fn: name, type: t, args: [{ ...arg, sql: enumSortSql(t, arg.sql) as string }], wrap: (sql) => enumLabelSql(ctx, t, sql) };
      // there is no max(varchar): PostgreSQL resolves it to max(text)
      // there is no max(name) or max("char") either: both resolve to max(text) through their implicit casts
      return { fn: name, type: t === Oid.unknown || t === Oid.varchar || t === Oid.name || t === Oid.char ? Oid.text : t, args: [arg] };
    case 'bool_and':
    case 'every':
      return t === Oid.bool ? { fn: 'pg_bool_and', type: Oid.bool, args: [arg] } : undefined;
    case 'bool_or':
      return t === Oid.bool ? { fn: 'pg_bool_or', type: Oid.bool, args: [arg] } : undefined;
    case 'array_agg': {
      const at = arrayTypeOf(t);
      // array_agg(anyarray): one more dimension, inputs checked as accumArrayResultArr (fn-arrays-md)
      if (arrayElementOf(t) !== undefined) return { fn: 'json_group_array', type: t, args: [{ ...arg, sql: `json(${arg.sql})` }], wrap: (sql) => `pg_array_agg_arrays(${sql})` };
      if (!at) return undefined;
      // bytea elements are stored as their \x text (JSON holds no BLOBs)
      const elem = t === Oid.bytea ? { ...arg, sql: `pg_bytea_json(${arg.sql})` } : arg;
      return { fn: 'json_group_array', type: at, args: [elem], wrap: (sql) => `NULLIF(${sql}, '[]')` };
    }
    case 'json_agg':
    case 'jsonb_agg': {
      // a whole-row reference aggregates as its json object; json_agg starts each later array or row on a line of its own
      const row = wholeRowJson(env.scope.ctx, arg, false);
      const plain = regAsText(env.scope.ctx, arg);
      const composite = row === undefined ? compositeAsJson(plain) : plain;
      const structured = name === 'json_agg' && (row !== undefined || composite !== plain || arrayElementOf(t) !== undefined || t === Oid.record || t === RECORD_ARRAY) ? 1 : 0;
      const value = row !== undefined ? { ...arg, ...row } : composite;
      return { fn: name === 'json_agg' ? 'pg_json_agg' : 'pg_jsonb_agg', type: name === 'json_agg' ? Oid.json : Oid.jsonb, args: [value, constArg(value.type), constArg(structured)] };
    }
    default:
      void location;
      return extraAggregate(name, args, env);
  }
}

const AGGREGATES = new Set(['range_agg', 'range_intersect_agg', 'count', 'sum', 'avg', 'min', 'max', 'bool_and', 'bool_or', 'every', 'string_agg', 'array_agg', 'json_agg', 'jsonb_agg', ...EXTRA_AGGREGATE_NAMES, ...MORE_AGGREGATE_NAMES]);

/** True for names this translator treats as aggregates. */
export function isAggregateName(name: string): boolean {
  return AGGREGATES.has(name);
}

/** Function calls: aggregates (with DISTINCT, ORDER BY, FILTER, OVER) and the scalar allowlist. */
export function translateFuncCall(f: Fields, env: ExprEnv): Expr {
  const ctx = env.scope.ctx;
  const parts = names(f['funcname']);
  const qualified = parts.length > 1 ? parts[0] : undefined;
  const name = (parts[parts.length - 1] ?? '').toLowerCase();
  const location = f['location'] as number | undefined;
  const node = f;
  const userAgg = translateUserAggregateCall(f, parts, env, { order: (g, e) => aggOrder(g, e), filter: filterCondition });
  if (userAgg) return userAgg;
  if (f['agg_within_group'] && !WITHIN_GROUP_AGGREGATES.has(name) && !HYPOTHETICAL_AGGREGATES.has(name)) {
    throw withinGroupMisuse(f, name, env);
  }
  const userFn = qualified !== undefined || (!SCALARS[name] && !AGGREGATES.has(name)) ? translateUserFunctionCall(f, parts, env) : undefined;
  if (userFn) return userFn;
  if (qualified !== undefined && qualified !== 'pg_catalog') throw noFunction(env, parts.join('.'), [], location);
  if (f['args'] !== undefined) f = { ...f, args: positionalJsonArgs(name, f['args'] as AstNode[]) };
  const jsonOp = jsonFunctionAsOperator(f, name);
  if (jsonOp) return { ...translateExpr(jsonOp, env), name, nameStrength: 2 };
  const jsonBuild = jsonVariadicBuild(f, name, env);
  if (jsonBuild) return jsonBuild;
  const mrVariadic = f['func_variadic'] === true ? variadicMultirange(name, ((f['args'] as AstNode[] | undefined) ?? []).map((a) => translateExpr(a, env)), env) : undefined;
  if (mrVariadic) return mrVariadic;
  if (f['func_variadic'] === true && VARIADIC_NULL_COUNT_FUNCTIONS[name] === undefined) {
    const spread = spreadVariadic(f, name, env);
    if ('node' in spread) return { ...translateExpr(spread.node, env), name, nameStrength: 2 };
    if ('expr' in spread) return { ...spread.expr, name, nameStrength: 2 };
    f = spread.call;
  }
  const hypothetical = Boolean(f['agg_within_group']) && HYPOTHETICAL_AGGREGATES.has(name);
  const isAgg = AGGREGATES.has(name) || hypothetical;
  const over = f['over'] as Fields | undefined;
  // rank(args) without WITHIN GROUP nor OVER is the hypothetical-set aggregate (rank() the window function)
  if (!over && !f['agg_within_group'] && HYPOTHETICAL_AGGREGATES.has(name) && ((f['args'] as AstNode[] | undefined) ?? []).length > 0) {
    throw ctx.error('wrong_object_type', `WITHIN GROUP is required for ordered-set aggregate ${name}`, location);
  }
  if (!over && !f['agg_within_group'] && WINDOW_ONLY.has(name)) {
    throw ctx.error('wrong_object_type', `window function ${name} requires an OVER clause`, location);
  }
  if (isAgg && !over) {
    if (env.inAggregate) throw ctx.error('grouping_error', 'aggregate function calls cannot be nested', location);
    if (!env.allowAggregates) {
      // an aggregate of an enclosing query in this clause (WHERE of a subquery…) is that query's: valid
      // in PostgreSQL, but SQLite has no such aggregates outside the result columns
      if (aggregateOfOuterLevel(f, env)) throw ctx.error('feature_not_supported', `an aggregate of an outer query in ${windowRefusedIn(env.clause) ?? env.clause ?? 'this context'} of a subquery is not supported by pgsqlite`, location);
      throw ctx.error('grouping_error', `aggregate functions are not allowed in ${windowRefusedIn(env.clause) ?? env.clause ?? 'this context'}`, location);
    }
  }
  if (isAgg && !over) checkOuterAggregateNesting(f, env, location);
  const argEnv: ExprEnv = isAgg && !over ? { ...env, inAggregate: true } : env;
  if (f['agg_within_group'] && !over) checkDirectArguments(f, env);
  const distinctRow = countDistinctRow(name, f, env, argEnv);
  if (distinctRow) return distinctRow;
  // an aggregate of this level inside the arguments (of an inner query, reading this level) is nested
  const wasInAggregate = env.scope.inAggregateArgs;
  if (isAgg && !over) env.scope.inAggregateArgs = true;
  let rawArgs: Expr[] | undefined;
  try {
    rawArgs = translateFnArgs(name, (f['args'] as AstNode[] | undefined) ?? [], argEnv);
  } finally {
    env.scope.inAggregateArgs = wasInAggregate;
  }
  if (!rawArgs) throw noFunction(env, parts.join('.'), [], location);
  const citextBody = citextOwnCall(ctx, name, rawArgs, (f['args'] as AstNode[] | undefined) ?? []);
  if (citextBody) return { ...translateExpr(citextBody, env), name, nameStrength: 2 };
  const args = citextArgs(ctx, name, rawArgs);
  if (hypothetical) return translateHypothetical(name, f, args, env, argEnv, location);
  if (isAgg) return distinctTuple(name, f, args, env, argEnv) ?? translateAggregate(name, f, args, env, argEnv, location, over);
  if (over) return translateOver(name, f, args, env, location);
  const impl = (f['func_variadic'] === true ? VARIADIC_NULL_COUNT_FUNCTIONS[name] : undefined) ?? SCALARS[name];
  if (!impl) {
    const ctor = userRangeConstructor(parts, args, env) ?? multirangeOperatorFunction(name, args, env, location);
    if (ctor) return ctor;
    const cast = functionStyleCast(f, parts, args, env);
    if (cast) return cast;
    const operator = operatorFunctionCall(f, name, args, env);
    if (operator) return operator;
    throw setReturningHere(env, name, args, location) ?? noFunction(env, parts.join('.'), args, location);
  }
  const out = impl(args, env, location);
  if (!out) return functionStyleCast(f, parts, args, env) ?? throwNoFunction(env, parts.join('.'), args, location);
  // Runtime (JS) functions hand numbers to SQLite as REAL; an integer result must be an INTEGER
  // (3, not 3.0, under ::text, integer division and typeof()).
  const sql = isInteger(out.type) ? `CAST(${out.sql} AS INTEGER)` : out.sql;
  const call: Expr = { ...out, sql, name: out.name ?? name, nameStrength: 2, hasAgg: args.some((a) => a.hasAgg) };
  // the overload's own volatility: date_part(text, timestamp) folds, date_part(text, timestamptz) does not
  if (functionFolds(name, rawArgs.map((a) => a.type))) markFoldable(node);
  // which of its ends are intervals, for the plan-time walk (plan-time-null.ts overlapsNullWhen)
  if (name === 'overlaps') markArgTypes(node, rawArgs.map((a) => a.type));
  if (!isStrictBuiltin(name)) return call;
  const argNodes = (f['args'] as AstNode[] | undefined) ?? [];
  if (!rawArgs.some((a) => a.isNull)) return guardConstantNullArgs(call, rawArgs, argNodes, name);
  return foldStrictNull(call, rawArgs, argNodes.map(isConstantNode));
}

/** `agg(DISTINCT a, b)` over the argument tuple; string_agg with a constant delimiter keeps its own de-duplicating aggregate. */
function distinctTuple(name: string, f: Fields, args: Expr[], env: ExprEnv, argEnv: ExprEnv): Expr | undefined {
  const d = args[1];
  if (name === 'string_agg' && args.length === 2 && d !== undefined && (d.literal !== undefined || d.constant !== undefined || d.param !== undefined || d.isNull === true)) return undefined;
  return distinctTupleAggregate(f, args, env, argEnv, { sortItem: (n, e) => sortItem(n, e), filter: filterCondition });
}

/** The FILTER (WHERE …) condition of an aggregate: boolean (42804 otherwise), no aggregates inside. */
export function filterCondition(node: AstNode, env: ExprEnv): Expr {
  const fenv: ExprEnv = { ...env, inAggregate: true, allowAggregates: false, clause: 'FILTER' };
  return asBool(translateExpr(node, fenv), fenv, 'argument of FILTER');
}

function translateAggregate(
  name: string,
  f: Fields,
  args: Expr[],
  env: ExprEnv,
  argEnv: ExprEnv,
  location: number | undefined,
  over: Fields | undefined,
): Expr {
  const pick = unknownAggregateArg(env.scope.ctx, name, args, location);
  if (pick !== undefined) args = [coerce(env.scope.ctx, args[0] as Expr, pick, -1, 'implicit')];
  if (name === 'string_agg') return stringAgg(f, args, env, argEnv, location, over);
  if (WITHIN_GROUP_AGGREGATES.has(name)) return translateWithinGroup(name, f, args, env, argEnv, location, over);
  const agg = aggregate(name, args, env, Boolean(f['agg_star']), location);
  if (!agg) throw noFunction(env, name, args, location);
  if (f['agg_distinct']) for (const a of args) distinctAggregateCheck(a, env.scope.ctx);
  if (f['agg_distinct']) distinctOrderInArgs(f, argEnv, args);
  // SQLite's DISTINCT takes one argument: an aggregate whose SQLite form has more de-duplicates first
  if (f['agg_distinct'] && !over && args.length === 1 && agg.args.length > 1) {
    const tuple = distinctTupleAggregate(f, args, env, argEnv, { sortItem: (n, e) => sortItem(n, e), filter: filterCondition }, true);
    if (tuple !== undefined) return tuple;
  }
  let inner = agg.args.map((a) => a.sql).join(', ');
  if (f['agg_star']) inner = '*';
  // count(DISTINCT x) counts PostgreSQL-distinct values: 1.5 and 1.50, '1 day' and '24 hours' are one
  if (f['agg_distinct'] && name === 'count' && agg.args.length === 1) inner = equalityKey(agg.args[0] as Expr);
  if (f['agg_distinct']) inner = `DISTINCT ${inner}`;
  // float sums over a window frame re-sum the frame as PostgreSQL does (float-window-sums.ts)
  const fn = over && FLOAT_SUMS.has(agg.fn) ? `${agg.fn}_window` : agg.fn;
  let sql = `${fn}(${inner}${aggOrder(f, argEnv, agg.fn === 'json_group_array' ? agg.args[0] : undefined)})`;
  if (f['agg_filter']) {
    const cond = filterCondition(f['agg_filter'], env);
    sql += ` FILTER (WHERE ${cond.sql})`;
  }
  if (over) {
    const w = translateOver(name, f, [], env, location, sql);
    return { ...w, sql: agg.wrap ? agg.wrap(w.sql) : w.sql, type: agg.type, ...elementLayout(agg.type, args) };
  }
  return { sql: agg.wrap ? agg.wrap(sql) : sql, type: agg.type, typmod: -1, name, nameStrength: 2, hasAgg: true, ...elementLayout(agg.type, args) };
}

/** array_agg of records: the record[]'s element field types, when its argument's are known. */
function elementLayout(type: number, args: readonly Expr[]): { layout?: RecordFieldLayout[] } {
  return type === RECORD_ARRAY && args.length === 1 ? layoutFrom(args[0] as Expr) : {};
}

function stringAgg(f: Fields, args: Expr[], env: ExprEnv, argEnv: ExprEnv, location: number | undefined, over: Fields | undefined): Expr {
  const ctx = env.scope.ctx;
  // string_agg(text, text) or string_agg(bytea, bytea): an unknown argument takes the other's type
  const bytea = args.length === 2 && args.some((a) => a.type === Oid.bytea) && args.every((a) => a.type === Oid.bytea || a.type === Oid.unknown);
  if (!bytea && (args.length !== 2 || args.some((a) => !isString(a.type)))) throw noFunction(env, 'string_agg', args, location);
  const type = bytea ? Oid.bytea : Oid.text;
  const v = coerce(ctx, args[0] as Expr, type, -1, 'implicit');
  const d = coerce(ctx, args[1] as Expr, type, -1, 'implicit');
  // SQLite's DISTINCT aggregates take one argument: pg_string_agg_distinct skips repeated values itself
  if (f['agg_distinct']) distinctOrderInArgs(f, argEnv, args);
  const fn = `${bytea ? 'pg_bytea_string_agg' : f['agg_distinct'] ? 'pg_string_agg' : 'string_agg'}${f['agg_distinct'] ? '_distinct' : ''}`;
  let sql = `${fn}(${v.sql}, ${d.sql}${aggOrder(f, argEnv, f['agg_distinct'] ? v : undefined)})`;
  if (f['agg_filter']) sql += ` FILTER (WHERE ${filterCondition(f['agg_filter'], env).sql})`;
  if (over) return { ...translateOver('string_agg', f, [], env, location, sql), type };
  return { sql, type, typmod: -1, name: 'string_agg', nameStrength: 2, hasAgg: true };
}

/** 42P10: with DISTINCT, every ORDER BY expression of an aggregate must be one of its arguments. */
function distinctOrderInArgs(f: Fields, env: ExprEnv, args: Expr[]): void {
  for (const n of (f['agg_order'] as AstNode[] | undefined) ?? []) {
    const s = (n['SortBy'] ?? {}) as Fields;
    const e = translateExpr(s['node'], env);
    if (!args.some((a) => isDistinctArgument(a, e))) {
      throw env.scope.ctx.error('invalid_column_reference', 'in an aggregate with DISTINCT, ORDER BY expressions must appear in argument list', e.location ?? (s['location'] as number | undefined));
    }
  }
}

function aggOrder(f: Fields, env: ExprEnv, distinctArg?: Expr): string {
  const order = f['agg_order'] as AstNode[] | undefined;
  // DISTINCT without ORDER BY: PostgreSQL sorts the input to find duplicates, so the values come out sorted
  if ((!order || order.length === 0) && f['agg_distinct'] && distinctArg) return ` ORDER BY ${sortKey(distinctArg, env.scope.ctx)} ASC NULLS LAST`;
  if (!order || order.length === 0) return '';
  return ` ORDER BY ${order.map((n) => sortItem(n, env)).join(', ')}`;
}

/** One ORDER BY item with PostgreSQL's NULL placement made explicit. */
export function sortItem(node: AstNode, env: ExprEnv, resolveOutput?: (n: AstNode) => Expr | undefined): string {
  const p = sortParts(node, env, resolveOutput);
  return `${p.key} ${p.direction}`;
}

/** One ORDER BY item split into its sort key expression and `ASC|DESC NULLS FIRST|LAST`. */
export function sortParts(node: AstNode, env: ExprEnv, resolveOutput?: (n: AstNode) => Expr | undefined): { key: string; direction: string; hasAgg?: boolean } {
  const s = (node['SortBy'] ?? {}) as Fields;
  const e = resolveOutput?.(s['node']) ?? translateExpr(s['node'], env);
  const using = s['sortby_dir'] === 'SORTBY_USING' ? usingOperator(s, env, e) : undefined;
  const desc = s['sortby_dir'] === 'SORTBY_DESC' || using === '>' || using === '~>~';
  const nulls = s['sortby_nulls'] === 'SORTBY_NULLS_FIRST' ? 'FIRST' : s['sortby_nulls'] === 'SORTBY_NULLS_LAST' ? 'LAST' : desc ? 'FIRST' : 'LAST';
  // ~<~ / ~>~ (text_pattern_ops) order strings byte by byte, whatever the collation
  // an unorderable type is reported where the ORDER BY item is written (ORDER BY 1: at the 1)
  const at = { ...e, location: leftmostLocation(s['node']) ?? e.location };
  const key = using === '~<~' || using === '~>~' ? `${e.sql} COLLATE BINARY` : sortTerm(sortKey(at, env.scope.ctx));
  return { key, direction: `${desc ? 'DESC' : 'ASC'} NULLS ${nulls}`, hasAgg: e.hasAgg };
}

/** `ORDER BY x USING <` / `USING >`: the btree ordering operators (others → 0A000). */
function usingOperator(s: Fields, env: ExprEnv, e: Expr): string {
  const op = names(s['useOp']).at(-1) ?? '';
  if ((op === '~<~' || op === '~>~') && isString(e.type)) return op;
  if (op !== '<' && op !== '>') throw env.scope.ctx.error('feature_not_supported', `ORDER BY USING ${op} is not supported by pgsqlite`, s['location']);
  return op;
}

/**
 * The SQLite key of an index on a value: equal exactly when PostgreSQL's values are equal
 * (numeric 1.0 = 1.00, interval '1 day' = '24 hours', float -0 = 0, arrays element-wise). An enum
 * keys by its label, which is one-to-one with its sort order and stays valid when labels are
 * added. Floats keep pg_float_sortkey, on which existing database files' indexes are built.
 */
export function indexKey(e: Expr): string {
  if (isFloat(e.type)) return `pg_float_sortkey(${e.sql})`;
  // json has no equality: its index (refused by the access method's check, ddl/index-method.ts) keys the stored text
  if (e.type === Oid.json || isGeoType(e.type)) return e.sql;
  return equalityKey(e);
}

export { sortKey };

function throwNoFunction(env: ExprEnv, name: string, args: Expr[], location?: number): never {
  throw noFunction(env, name, args, location);
}

/** 42883 function does not exist, as PostgreSQL words it. */
export function noFunction(env: ExprEnv, name: string, args: Expr[], location?: number): Error {
  const sig = args.map((a) => typeName(a.type)).join(', ');
  // PostgreSQL 15 has it (pg_proc lists it) but pgsqlite does not implement it: refused, named.
  if (isBuiltinFunction(name, args.map((a) => a.type))) {
    return env.scope.ctx.error('feature_not_supported', `function ${name}(${sig}) is not supported by pgsqlite`, location);
  }
  return env.scope.ctx.error('undefined_function', `function ${name}(${sig}) does not exist`, location, {
    hint: 'No function matches the given name and argument types. You might need to add explicit type casts.',
  });
}

/** CURRENT_TIMESTAMP, CURRENT_DATE, CURRENT_USER, … */
export function translateSqlValueFunction(f: Fields, env: ExprEnv): Expr {
  const op = f['op'] as string;
  const base = { typmod: -1, nameStrength: 2 };
  switch (op) {
    case 'SVFOP_CURRENT_TIMESTAMP':
      return { ...base, sql: clockSql(env.scope.ctx, 'transaction'), type: Oid.timestamptz, name: 'current_timestamp' };
    case 'SVFOP_CURRENT_TIMESTAMP_N':
    case 'SVFOP_LOCALTIMESTAMP':
    case 'SVFOP_LOCALTIMESTAMP_N': {
      // CURRENT_TIMESTAMP(p) / LOCALTIMESTAMP(p): the stamp rounded to p fractional digits
      const typmod = op.endsWith('_N') ? Number(f['typmod'] ?? 0) : -1; // a precision of 0 is left out of the AST
      const type = op === 'SVFOP_CURRENT_TIMESTAMP_N' ? Oid.timestamptz : Oid.timestamp;
      const name = type === Oid.timestamptz ? 'current_timestamp' : 'localtimestamp';
      return { ...base, typmod, sql: `pg_cast(${clockSql(env.scope.ctx, 'transaction')}, ${Oid.timestamptz}, ${type}, ${typmod}, 'e')`, type, name };
    }
    case 'SVFOP_CURRENT_DATE':
      return { ...base, sql: `pg_cast(${clockSql(env.scope.ctx, 'transaction')}, ${Oid.timestamptz}, ${Oid.date}, -1, 'e')`, type: Oid.date, name: 'current_date' };
    case 'SVFOP_CURRENT_USER':
    case 'SVFOP_CURRENT_ROLE':
    case 'SVFOP_USER':
    case 'SVFOP_SESSION_USER':
      return { ...base, sql: op === 'SVFOP_SESSION_USER' ? 'pg_session_user()' : 'pg_current_user()', type: Oid.name, name: op === 'SVFOP_SESSION_USER' ? 'session_user' : op === 'SVFOP_CURRENT_ROLE' ? 'current_role' : op === 'SVFOP_USER' ? 'current_user' : 'current_user' };
    case 'SVFOP_CURRENT_CATALOG':
      return { ...base, sql: 'pg_current_database()', type: Oid.name, name: 'current_catalog' };
    case 'SVFOP_CURRENT_SCHEMA':
      return { ...base, sql: currentSchemaSql(env.scope.ctx), type: Oid.name, name: 'current_schema' };
    default:
      throw env.scope.ctx.error('feature_not_supported', `${op.slice(6).toLowerCase()} is not supported by pgsqlite`, f['location']);
  }
}

export { isNumeric, isString };
