import { Oid, findUserType, typeByName } from '@pgsqlite/catalog';
import type { AstNode, Fields } from '../parse/ast.js';
import { explicitCastExists } from './cast-matrix.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';

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
  if (arg.type !== Oid.unknown && !explicitCastExists(arg.type, oid)) return undefined;
  const typeName = { names: parts.map((sval) => ({ String: { sval } })), typemod: -1, location: f['location'] };
  const cast = translateExpr({ TypeCast: { arg: node, typeName, location: f['location'] } }, env);
  return { ...cast, name, nameStrength: 2 };
}
