import { FIRST_USER_OID, Oid, findUserType, typeByName } from '@pgsqlite/catalog';
import type { AstNode, Fields } from '../parse/ast.js';
import { explicitCastExists } from './cast-matrix.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { isString } from './types.js';

/**
 * Whether find_coercion_pathway finds a cast: an untyped literal always; between built-in types
 * pg_cast or an I/O conversion (cast-matrix.ts); a user type only from or to a string type (I/O),
 * never from another type (`multirange_of_text(textrange2(…))` is 42883, not a cast).
 */
function castPath(from: number, to: number): boolean {
  if (from === Oid.unknown || from === to) return true;
  if (from < FIRST_USER_OID && to < FIRST_USER_OID) return explicitCastExists(from, to);
  return isString(from) || isString(to);
}

/**
 * `typename(x)` with no function of that name taking x's type: PostgreSQL's function-style cast
 * (parse_func.c func_get_detail, FUNCDETAIL_COERCION), e.g. `int4('5')`, `regclass('pg_class')`,
 * `text(5)`, `float8(q1)`. The name must be a type's own name (pg_type.typname, as FuncNameAsType
 * looks it up: `int('5')` is no cast), optionally pg_catalog-qualified for a built-in type, with one
 * positional argument that is an untyped literal or has a cast to that type. Answers as
 * `x::typename`, named after the function; undefined when it is no such call.
 */
export function functionStyleCast(f: Fields, parts: readonly string[], args: readonly Expr[], env: ExprEnv): Expr | undefined {
  if (args.length !== 1 || parts.length > 2) return undefined;
  if (f['agg_star'] || f['agg_distinct'] || f['over'] || f['agg_order'] || f['agg_filter'] || f['func_variadic'] || f['agg_within_group']) return undefined;
  const node = ((f['args'] as AstNode[] | undefined) ?? [])[0];
  if (node === undefined || node['NamedArgExpr'] !== undefined) return undefined;
  const name = parts[parts.length - 1] as string;
  const schema = parts.length === 2 ? parts[0] : undefined;
  const ctx = env.scope.ctx;
  const builtin = schema === undefined || schema === 'pg_catalog' ? typeByName(name) : undefined;
  const oid = builtin !== undefined && builtin.name === name && builtin.category !== 'P' ? builtin.oid : findUserType(ctx.catalog, name, schema, ctx.searchPath)?.oid;
  if (oid === undefined) return undefined;
  const arg = args[0] as Expr;
  if (!castPath(arg.type, oid)) return undefined;
  const typeName = { names: parts.map((sval) => ({ String: { sval } })), typemod: -1, location: f['location'] };
  const cast = translateExpr({ TypeCast: { arg: node, typeName, location: f['location'] } }, env);
  return { ...cast, name, nameStrength: 2 };
}
