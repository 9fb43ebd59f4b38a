import { tsArrayElementType, tsOperator } from './tsearch/ts-ops.js';
import { Oid } from '@pgsqlite/catalog';
import { commonLayout } from './record-layout.js';
import { type AstNode, type Fields } from '../parse/ast.js';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { quoteString } from '../sql/quote.js';
import { commonType, enumLabelsOf, isCitextType, planType, typeName, withoutDomain } from './types.js';
import { compareOrMatch, unify } from './operators.js';
import { arrayElementJsonSql } from './array-build.js';
import { commonTypeMismatch } from './conditional.js';
import { leftmostLocation } from '../errors/location.js';
import type { PgError } from '@pgsqlite/errors';
import type { PlanCtx } from './context.js';
import { expandArrayMembership, isRowLocalClause } from './array-membership-list.js';

/**
 * The element type of an array type, or undefined when `oid` is not an array. Arrays over a
 * domain give the domain's base type: expressions of a domain type carry its base type.
 */
export function arrayElementOf(oid: number): number | undefined {
  const t = planType(oid);
  if (!t || !t.elemOid) return undefined;
  return withoutDomain(t.elemOid);
}

/**
 * An array built as an int2vector / oidvector (`ARRAY[…]::int2vector`): PostgreSQL's
 * check_valid_int2vector / check_valid_oidvector refuse one that is empty, multidimensional or has
 * NULLs (42804); other types' `sql` unchanged.
 */
export function checkedVectorSql(oid: number, sql: string, multidim = false): string {
  if (oid !== Oid.int2vector && oid !== Oid.oidvector) return sql;
  const raise = `pg_raise('42804', ${quoteString(`array is not a valid ${oid === Oid.int2vector ? 'int2vector' : 'oidvector'}`)})`;
  if (multidim || sql === "'[]'") return raise;
  return `(SELECT CASE WHEN v = '[]' OR EXISTS (SELECT 1 FROM json_each(v) WHERE type = 'null') THEN ${raise} ELSE v END FROM (SELECT ${sql} AS v))`;
}

/**
 * Whether values of `oid` nest as sub-arrays in ARRAY[…] / ARRAY(subquery) (a multidimensional
 * result): arrays, but not int2vector / oidvector, which PostgreSQL builds arrays of
 * (int2vector[], transformArrayExpr, get_promoted_array_type).
 */
export function isSubArrayType(oid: number): boolean {
  return oid !== Oid.int2vector && oid !== Oid.oidvector && arrayElementOf(oid) !== undefined;
}

/** The array type of an element type. */
export function arrayTypeOf(elem: number): number | undefined {
  const t = planType(elem);
  return t && t.arrayOid ? t.arrayOid : undefined;
}

/**
 * `x op ANY(array)` / `x op ALL(array)`. Arrays are stored as JSON, so membership is a
 * json_each() subquery over every element (any dimensionality, any lower bounds); PostgreSQL's
 * NULL semantics follow from SQL's three-valued logic.
 */
export function translateArrayMembership(f: Fields, op: string, all: boolean, env: ExprEnv, location?: number): Expr {
  const ctx = env.scope.ctx;
  let x = translateExpr(f['lexpr'], env);
  let arr = translateExpr(f['rexpr'], env);
  if (x.type === Oid.unknown && arr.type !== Oid.unknown) {
    const elem = arrayElementOf(arr.type);
    if (elem) x = coerce(ctx, x, elem, -1, 'implicit');
  }
  if (x.type === Oid.unknown) x = coerce(ctx, x, Oid.text, -1, 'implicit');
  if (arr.type === Oid.unknown) {
    const tsElem = tsArrayElementType(op, x.type);
    const at = arrayTypeOf(tsElem ?? x.type);
    if (!at) throw ctx.error('feature_not_supported', `arrays of type ${typeName(x.type)} are not supported by pgsqlite`, location);
    arr = coerce(ctx, arr, at, -1, 'implicit');
  }
  const elem = arrayElementOf(arr.type);
  if (elem === undefined) {
    throw ctx.error('wrong_object_type', `op ANY/ALL (array) requires array on right side`, location);
  }
  if (isRowLocalClause(env)) {
    const list = expandArrayMembership(f, op, all, x, arr, elem, env, location);
    if (list) return list;
    throw ctx.error('feature_not_supported', `op ANY/ALL (array) over a non-constant array in ${env.clause} is not supported by pgsqlite`, location);
  }
  const value: Expr = { sql: 'je.value', type: elem, typmod: -1, name: 'value' };
  const [a, b] = unify(x, value, env, op, location);
  const cond = tsOperator(op, a, b, env, location) ?? compareOrMatch(op, a, b, env, location);
  const from = `json_each(${flatArraySql(arr.sql)}) AS je`;
  const sql = all
    ? `(CASE WHEN ${arr.sql} IS NULL THEN NULL WHEN EXISTS (SELECT 1 FROM ${from} WHERE NOT ${cond.sql}) THEN 0 WHEN EXISTS (SELECT 1 FROM ${from} WHERE ${cond.sql} IS NULL) THEN NULL ELSE 1 END)`
    : `(CASE WHEN ${arr.sql} IS NULL THEN NULL WHEN EXISTS (SELECT 1 FROM ${from} WHERE ${cond.sql}) THEN 1 WHEN EXISTS (SELECT 1 FROM ${from} WHERE ${cond.sql} IS NULL) THEN NULL ELSE 0 END)`;
  return { sql, type: Oid.bool, typmod: -1, name: '?column?', hasAgg: x.hasAgg || arr.hasAgg };
}

/** `ARRAY[]::T[]`: the empty array takes its type from the cast (PostgreSQL resolves it there). */
export function emptyArrayOf(node: AstNode, oid: number): Expr | undefined {
  const f = node['A_ArrayExpr'] as Fields | undefined;
  if (!f || ((f['elements'] as AstNode[] | undefined) ?? []).length > 0 || arrayElementOf(oid) === undefined) return undefined;
  return { sql: checkedVectorSql(oid, "'[]'"), type: oid, typmod: -1, name: 'array', nameStrength: 2 };
}

/**
 * Sub-arrays of different array types: every array type is of category A, so PostgreSQL's
 * select_common_type keeps the first and coerce_to_common_type fails at the first sub-array that
 * does not convert to it (42846 'ARRAY could not convert type text[] to bytea[]'). Undefined
 * when the elements are not all arrays (then the categories differ: 42804).
 */
function subArrayMismatch(ctx: PlanCtx, items: readonly Expr[], locations: readonly (number | undefined)[]): PgError | undefined {
  const known = items.map((i, n) => ({ type: i.type, at: locations[n] })).filter((i) => i.type !== Oid.unknown && i.type !== 0);
  const first = known[0];
  if (first === undefined || !known.every((i) => arrayElementOf(i.type) !== undefined)) return undefined;
  const bad = known.find((i) => commonType([first.type, i.type]) === undefined);
  if (bad === undefined) return undefined;
  return ctx.error('cannot_coerce', `ARRAY could not convert type ${typeName(bad.type)} to ${typeName(first.type)}`, bad.at);
}

/** ARRAY[a, b, …] → a JSON array of the elements' storage values. */
export function translateArrayExpr(f: Fields, env: ExprEnv): Expr {
  const ctx = env.scope.ctx;
  const items = ((f['elements'] as AstNode[] | undefined) ?? []).map((n) => translateExpr(n, env));
  const location = f['location'] as number | undefined;
  if (items.length === 0) throw ctx.error('indeterminate_datatype', 'cannot determine type of empty array', location, {
    hint: 'Explicitly cast to the desired type, for example ARRAY[]::integer[].',
  });
  const elem = commonType(items.map((i) => i.type));
  const locations = ((f['elements'] as AstNode[] | undefined) ?? []).map(leftmostLocation);
  if (elem === undefined) throw subArrayMismatch(ctx, items, locations) ?? commonTypeMismatch(ctx, items.map((i) => i.type), locations, 'ARRAY', location);
  // ARRAY[[1,2],[3,4]]: sub-arrays make a multi-dimensional array of the same type.
  const at = isSubArrayType(elem) ? elem : arrayTypeOf(elem);
  if (!at) throw ctx.error('feature_not_supported', `arrays of type ${typeName(elem)} are not supported by pgsqlite`, location);
  const parts = items.map((i) => coerce(ctx, i, elem, -1, 'implicit'));
  const list = `json_array(${parts.map(arrayElementJsonSql).join(', ')})`;
  // sub-arrays must share one shape (2202E), NULL or empty ones only when all are (then '{}')
  const sql = isSubArrayType(elem) ? `pg_array_build(${list})` : list;
  return { sql, type: at, typmod: -1, name: 'array', nameStrength: 2, hasAgg: parts.some((p) => p.hasAgg), ...commonLayout(elem, parts) };
}


/**
 * An array expression as the plain JSON array of its elements in row-major order (unnest of a
 * multidimensional array; an array stored with lower bounds, a JSON object, loses them). Stored
 * arrays are minified JSON, so a prefix test tells them apart without parsing: `[[` is
 * multidimensional, `{"` has lower bounds (catalog array-storage.ts).
 */
export function flatArraySql(sql: string): string {
  return `(CASE WHEN substr(${sql}, 1, 2) IN ('[[', '{"') THEN pg_array_flat(${sql}) ELSE ${sql} END)`;
}

/**
 * An array expression ready for element-wise comparison: enum arrays become arrays of their labels'
 * sort orders (compared as float8), other arrays stay as they are. Undefined when `e` is no array.
 */
export function comparableArray(e: Expr): { sql: string; elem: number } | undefined {
  const elem = arrayElementOf(e.type);
  if (elem === undefined) return undefined;
  // citext[]: element-wise citext comparison = text comparison of ASCII-lowered elements (the
  // stored JSON's own syntax has no upper-case letters, so lower() of it lowers the elements only)
  if (isCitextType(elem)) return { sql: `lower(${e.sql})`, elem: Oid.text };
  const labels = enumLabelsOf(elem);
  if (!labels) return { sql: e.sql, elem };
  return { sql: `pg_enum_array_keys(${e.sql}, ${quoteString(JSON.stringify(Object.fromEntries(labels)))})`, elem: Oid.float8 };
}

/** The SQLite sort key of an array expression (PostgreSQL's array order), or undefined when `e` is no array. */
export function arraySortKeySql(e: Expr): string | undefined {
  const c = comparableArray(e);
  if (!c || c.elem === Oid.json || c.elem === Oid.jsonb) return undefined;
  return `pg_array_sortkey(${c.sql}, ${c.elem})`;
}
