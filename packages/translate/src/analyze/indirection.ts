import { Oid, arrayLowerBound, typeByOid } from '@pgsqlite/catalog';
import { arrayElementOf } from './arrays.js';
import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { isHstoreType, typeName } from './types.js';
import { sqlConstruct } from '../errors/construct-names.js';
import { jsonbSubscript } from './jsonb-subscript.js';
import { hstoreSubscript } from './hstore-subscript.js';
import { compositeField } from './composite.js';
import { nameSubscript } from './name-subscript.js';
import { geoSubscript } from './geo/geo-subscript.js';

/** One subscript of `a[…]`: an index, or a slice whose omitted bounds are undefined. */
export interface Subscript {
  slice: boolean;
  lower?: Expr;
  upper?: Expr;
}

/** The subscripts of an indirection list, each bound coerced to int4 (assignment rules, as transformArraySubscripts). */
export function subscriptsOf(nodes: AstNode[], env: ExprEnv, base: Expr, location: number | undefined): Subscript[] {
  const ctx = env.scope.ctx;
  if (arrayElementOf(base.type) === undefined && base.type !== Oid.name) {
    throw ctx.error('datatype_mismatch', `cannot subscript type ${typeName(base.type)} because it does not support subscripting`, location);
  }
  // array_subscript_transform: no more subscripts than an array can have dimensions (MAXDIM)
  if (nodes.length > 6) throw ctx.error('program_limit_exceeded', `number of array dimensions (${nodes.length}) exceeds the maximum allowed (6)`);
  const bound = (n: unknown): Expr | undefined => {
    if (!n) return undefined;
    const e = translateExpr(n as AstNode, env);
    return coerce(ctx, e, Oid.int4, -1, 'assignment');
  };
  return nodes.map((n) => {
    if (nodeType(n) !== 'A_Indices') throw ctx.error('feature_not_supported', `${sqlConstruct(nodeType(n))} is not supported by pgsqlite`, location);
    const ind = fieldsOf(n);
    return { slice: Boolean(ind['is_slice']), lower: bound(ind['lidx']), upper: bound(ind['uidx']) };
  });
}

/** The JSON `[lo1,hi1,…]` bounds argument of pg_array_slice: an index k is the slice 1:k, an omitted bound "*". */
export function sliceBoundsSql(subs: Subscript[]): string {
  const b = (e: Expr | undefined): string => (e ? e.sql : `'*'`);
  return `json_array(${subs.map((s) => (s.slice ? `${b(s.lower)}, ${b(s.upper)}` : `1, ${b(s.upper)}`)).join(', ')})`;
}

function plusOne(e: Expr | undefined): Expr | undefined {
  return e && { ...e, sql: `(${e.sql} + 1)` };
}

/** `(t).col` of a whole-row reference `t`: that column (42703 when the row type has none). */
function rowField(f: Fields, arg: Expr, env: ExprEnv, location: number | undefined): Expr | undefined {
  const ind = (f['indirection'] as AstNode[] | undefined) ?? [];
  const only = ind[0];
  const fields = arg.column?.rowFields;
  if (fields === undefined || ind.length !== 1 || only === undefined || nodeType(only) !== 'String') return undefined;
  const name = String(fieldsOf(only)['sval'] ?? '');
  const col = fields.find((c) => c.name === name);
  // PostgreSQL reads `(t).x` of a FROM item `t` as the column reference `t.x`
  if (col === undefined && nodeType(f['arg'] as AstNode) === 'ColumnRef') throw env.scope.ctx.error('undefined_column', `column ${arg.name}.${name} does not exist`, location);
  if (col === undefined) throw env.scope.ctx.error('undefined_column', `column "${name}" not found in data type ${typeName(arg.type)}`, location ?? (fieldsOf(f['arg'] as AstNode)['location'] as number | undefined));
  return { sql: col.sql, type: col.type, typmod: col.typmod, name: col.name, nameStrength: 2, column: col, ...(location !== undefined ? { location } : {}), ...(col.domain !== undefined ? { domain: col.domain } : {}) };
}

/**
 * `(ROW(a, b)).f1`: a field of an anonymous row, named f1, f2, … (ParseComplexProjection on a
 * RowExpr); undefined when `arg` is not one, 42703 for a name it has no field of.
 */
function anonymousRowField(env: ExprEnv, arg: Expr, name: string, location: number | undefined): Expr | undefined {
  if (arg.type !== Oid.record) return undefined;
  // a record whose fields are not known here (a field that is itself a ROW(…), a function's record) has none by name
  const f = arg.recordFields?.find((r) => r.name === name);
  if (f === undefined) throw env.scope.ctx.error('undefined_column', `could not identify column "${name}" in record data type`, location);
  return { sql: f.sql, type: f.type, typmod: f.source?.typmod ?? -1, name, nameStrength: 2, ...(arg.hasAgg ? { hasAgg: true } : {}) };
}

/**
 * `arr[i]`, `arr[i][j]`, `arr[lo:hi]…`: one element (NULL when out of range, when a subscript is
 * NULL or when the subscripts do not reach an element, as PostgreSQL) or, when any subscript is a
 * slice, an array of the same type whose lower bounds are 1. Subscripts count from the array's lower
 * bounds. Named after the subscripted expression.
 */
export function translateIndirection(f: Fields, env: ExprEnv): Expr {
  const arg = translateExpr(f['arg'], env);
  const location = (arg.location ?? f['location']) as number | undefined;
  const field = rowField(f, arg, env, location);
  if (field !== undefined) return field;
  // a field of an anonymous record is reported at the record's expression
  const at = arg.type === Oid.record ? (location ?? (fieldsOf(f['arg'] as AstNode)['location'] as number | undefined)) : location;
  return subscripted(arg, (f['indirection'] as AstNode[]) ?? [], env, at);
}

/** The rest of an indirection list applied to `arg`: attributes of a composite (`(x).f.g`), then subscripts. */
function subscripted(arg: Expr, ind: AstNode[], env: ExprEnv, location: number | undefined): Expr {
  const first = ind[0];
  if (first !== undefined && nodeType(first) === 'String') {
    const name = String(fieldsOf(first)['sval'] ?? '');
    const attr = anonymousRowField(env, arg, name, location) ?? compositeField(env.scope.ctx, arg, name, location);
    if (attr !== undefined) return ind.length === 1 ? attr : subscripted(attr, ind.slice(1), env, location);
  }
  // arr[i].f: the element first, then its attribute
  const field = ind.findIndex((n) => nodeType(n) === 'String');
  if (field > 0 && arrayElementOf(arg.type) !== undefined) return subscripted(subscripted(arg, ind.slice(0, field), env, location), ind.slice(field), env, location);
  if (arg.type === Oid.jsonb) return jsonbSubscript(arg, ind, env, location);
  if (isHstoreType(arg.type)) return hstoreSubscript(arg, ind, env);
  const geo = geoSubscript(arg, ind, env, location);
  if (geo) return geo;
  const subs = subscriptsOf(ind, env, arg, location);
  const nameChar = arg.type === Oid.name ? nameSubscript(arg, subs) : undefined;
  if (nameChar !== undefined) return nameChar;
  if (arg.type === Oid.name) throw env.scope.ctx.error('feature_not_supported', 'slices and multiple subscripts of type name are not supported by pgsqlite', location);
  const hasAgg = Boolean(arg.hasAgg || subs.some((s) => s.lower?.hasAgg || s.upper?.hasAgg));
  const named = { name: arg.name, nameStrength: arg.nameStrength, hasAgg };
  // int2vector / oidvector subscripts start at 0; their slices are arrays of the element type
  const lb = arrayLowerBound(arg.type);
  const elem = arrayElementOf(arg.type) as number;
  if (subs.some((s) => s.slice)) {
    const shifted = lb === 1 ? subs : subs.map((s) => ({ ...s, lower: plusOne(s.lower), upper: plusOne(s.upper) }));
    const type = lb === 1 ? arg.type : (typeByOid(elem)?.arrayOid as number);
    return { sql: `pg_array_slice(${arg.sql}, ${sliceBoundsSql(shifted)})`, type, typmod: arg.typmod, ...named };
  }
  const idx = subs.map((s) => (s.upper as Expr).sql);
  const path = `'$' || ${idx.map((i) => `'[' || (${i} - ${lb}) || ']'`).join(' || ')}`;
  const inRange = idx.map((i) => `${i} >= ${lb}`).join(' AND ');
  // a path that stops at a sub-array (too few subscripts) is NULL, as PostgreSQL
  const element = `json_extract(${arg.sql}, ${path})`;
  // stored with lower bounds other than 1 (a JSON object, see catalog array-storage.ts): the runtime reads it
  const bounded = lb === 1 ? `WHEN substr(${arg.sql}, 1, 1) = '{' THEN pg_array_at(${arg.sql}, json_array(${idx.join(', ')})) ` : '';
  const raw = `(CASE ${bounded}WHEN ${inRange} AND json_type(${arg.sql}, ${path}) <> 'array' THEN ${element} END)`;
  // bytea elements are stored as their \x text: back to bytes
  const sql = elem === Oid.bytea ? `unhex(substr(${raw}, 3))` : raw;
  return { sql, type: elem, typmod: arg.typmod, ...named };
}
