import { leftmostLocation } from '../errors/location.js';
import { Oid } from '@pgsqlite/catalog';
import type { AstNode, Fields } from '../parse/ast.js';
import { arrayElementOf } from './arrays.js';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import type { ScalarImpl } from './scalar-functions.js';

/**
 * The functions behind jsonb's operators, called by name (pg_operator.oprcode): PostgreSQL
 * registers `jsonb_contains` for `@>`, `jsonb_exists` for `?` and so on, and they are ordinary
 * callable functions. Each maps to its operator and the parameter types of its pg_proc entry.
 */
const OPERATOR_FUNCTIONS: Record<string, { op: string; left: string; right?: string }> = {
  jsonb_contains: { op: '@>', left: 'jsonb', right: 'jsonb' },
  jsonb_contained: { op: '<@', left: 'jsonb', right: 'jsonb' },
  jsonb_exists: { op: '?', left: 'jsonb', right: 'text' },
  jsonb_exists_any: { op: '?|', left: 'jsonb', right: '_text' },
  jsonb_exists_all: { op: '?&', left: 'jsonb', right: '_text' },
  jsonb_concat: { op: '||', left: 'jsonb', right: 'jsonb' },
  jsonb_delete_path: { op: '#-', left: 'jsonb', right: '_text' },
};

/** json(b)_extract_path(_text)(from, VARIADIC path text[]) and jsonb_delete(from, VARIADIC keys text[]). */
const VARIADIC_TEXT_FUNCTIONS: Record<string, { op: string; left: string }> = {
  json_extract_path: { op: '#>', left: 'json' },
  jsonb_extract_path: { op: '#>', left: 'jsonb' },
  json_extract_path_text: { op: '#>>', left: 'json' },
  jsonb_extract_path_text: { op: '#>>', left: 'jsonb' },
  jsonb_delete: { op: '-', left: 'jsonb' },
};

function typed(node: AstNode, type: string): AstNode {
  return { TypeCast: { arg: node, typeName: { names: [{ String: { sval: 'pg_catalog' } }, { String: { sval: type } }], typemod: -1, location: -1 }, location: -1 } };
}

function operator(op: string, l: AstNode, r: AstNode, location: unknown): AstNode {
  return { A_Expr: { kind: 'AEXPR_OP', name: [{ String: { sval: op } }], lexpr: l, rexpr: r, location } };
}

/**
 * A call of one of jsonb's operator functions as the operator expression it stands for, or
 * undefined. `jsonb_delete(j, 'a')` keeps the operator's own resolution (text or integer key);
 * with more keys, or VARIADIC, the keys are one text[].
 */
export function jsonFunctionAsOperator(f: Fields, name: string): AstNode | undefined {
  const args = (f['args'] as AstNode[] | undefined) ?? [];
  if (f['agg_star'] === true || f['over'] !== undefined || args.some((a) => a['NamedArgExpr'] !== undefined)) return undefined;
  const location = f['location'];
  const fixed = OPERATOR_FUNCTIONS[name];
  if (fixed !== undefined) {
    if (args.length !== 2 || f['func_variadic'] === true) return undefined;
    return operator(fixed.op, typed(args[0] as AstNode, fixed.left), typed(args[1] as AstNode, fixed.right ?? fixed.left), location);
  }
  const variadic = VARIADIC_TEXT_FUNCTIONS[name];
  if (variadic === undefined || args.length < 1) return undefined;
  const [from, ...rest] = args as [AstNode, ...AstNode[]];
  if (rest.length === 0) return undefined;
  // jsonb_delete(j, VARIADIC x) resolves as PostgreSQL's candidates do: an untyped literal is one text key
  if (name === 'jsonb_delete' && rest.length === 1) return operator('-', typed(from, 'jsonb'), rest[0] as AstNode, location);
  if (f['func_variadic'] === true) {
    return rest.length === 1 ? operator(variadic.op, typed(from, variadic.left), typed(rest[0] as AstNode, '_text'), location) : undefined;
  }
  const path: AstNode = { A_ArrayExpr: { elements: rest.map((a) => typed(a, 'text')), location: -1 } };
  return operator(variadic.op, typed(from, variadic.left), typed(path, '_text'), location);
}

const BUILDERS: Record<string, { jsonb: boolean; object: boolean }> = {
  json_build_array: { jsonb: false, object: false },
  jsonb_build_array: { jsonb: true, object: false },
  json_build_object: { jsonb: false, object: true },
  jsonb_build_object: { jsonb: true, object: true },
};

/**
 * json(b)_build_array / json(b)_build_object(VARIADIC array): the array's elements (any
 * dimensions, row-major) are the arguments, whatever expression gives the array; a NULL array
 * gives NULL. Undefined when the call is not one of these.
 */
export function jsonVariadicBuild(f: Fields, name: string, env: ExprEnv): Expr | undefined {
  const kind = BUILDERS[name];
  const args = (f['args'] as AstNode[] | undefined) ?? [];
  if (kind === undefined || f['func_variadic'] !== true || args.length !== 1) return undefined;
  const arr = translateExpr(args[0] as AstNode, env);
  // an untyped literal is no array either (ParseFuncOrColumn: at the argument)
  const elem = arr.type === Oid.unknown ? undefined : arrayElementOf(arr.type);
  if (elem === undefined) throw env.scope.ctx.error('datatype_mismatch', 'VARIADIC argument must be an array', leftmostLocation(args[0]));
  const sql = `pg_json_build_variadic(${kind.jsonb ? 1 : 0}, ${kind.object ? 1 : 0}, ${arr.sql}, ${elem})`;
  return { sql, type: kind.jsonb ? Oid.jsonb : Oid.json, typmod: -1, name, nameStrength: 2, hasAgg: arr.hasAgg };
}

function jsonObject(jsonb: boolean): ScalarImpl {
  return (args, env) => {
    if (args.length < 1 || args.length > 2) return undefined;
    const arrays = args.map((a) => (a.type === Oid.unknown ? coerce(env.scope.ctx, a, Oid._text, -1, 'implicit') : a));
    if (arrays.some((a) => a.type !== Oid._text && a.type !== Oid._varchar)) return undefined;
    const fn = arrays.length === 1 ? 'pg_json_object' : 'pg_json_object2';
    return { sql: `${fn}(${jsonb ? 1 : 0}, ${arrays.map((a) => a.sql).join(', ')})`, type: jsonb ? Oid.jsonb : Oid.json, typmod: -1 };
  };
}

/** json_object / jsonb_object from text arrays (keys and values, or alternating). */
export const JSON_OBJECT_FUNCTIONS: Record<string, ScalarImpl> = {
  json_object: jsonObject(false),
  jsonb_object: jsonObject(true),
};
