import { typeByOid } from '@pgsqlite/catalog';
import { type AstNode, type Fields } from '../parse/ast.js';
import { operatorsOfFunction } from '../catalog-views/builtin-lookup.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { argsFit } from './unsupported-builtin.js';

/**
 * The function behind a built-in operator called by its own name (pg_operator.oprcode: `booleq(a,
 * b)`, `int4pl(1, 2)`, `textlt(x, y)`, `float8um(x)`): PostgreSQL runs the same function for both,
 * so the call is the operator applied to the arguments coerced to the function's parameter types
 * — named after the function, resolved as a function call (an argument must fit a parameter as
 * function resolution lets it: the same type, an unknown literal, an implicit cast). Undefined
 * where the name implements no operator or no signature fits unambiguously.
 */
export function operatorFunctionCall(f: Fields, name: string, args: readonly Expr[], env: ExprEnv): Expr | undefined {
  const ops = operatorsOfFunction(name);
  if (ops.length === 0) return undefined;
  const types = args.map((a) => a.type);
  const params = (o: { left: number; right: number }): number[] => (o.left === 0 ? [o.right] : [o.left, o.right]);
  const fits = ops.filter((o) => argsFit(types, params(o)));
  const exact = fits.filter((o) => params(o).every((t, i) => t === types[i]));
  const chosen = exact.length > 0 ? exact : fits;
  // one function (one signature) may back several operators (a commutator pair's names differ): any is the same call
  const signatures = new Set(chosen.map((o) => params(o).join(',')));
  const op = chosen[0];
  if (op === undefined || signatures.size !== 1) return undefined;
  const nodes = (f['args'] as AstNode[] | undefined) ?? [];
  const typed = params(op).map((t, i) => cast(nodes[i] as AstNode, t, types[i] as number));
  const location = f['location'] as number | undefined;
  const [l, r] = typed;
  const expr = { A_Expr: { kind: 'AEXPR_OP', name: [{ String: { sval: op.name } }], ...(op.left === 0 ? { rexpr: l } : { lexpr: l, rexpr: r }), location } } as unknown as AstNode;
  return { ...translateExpr(expr, env), name, nameStrength: 2 };
}

/** The argument as the parameter's type: cast where it is another type (not where the parameter is polymorphic). */
function cast(arg: AstNode, param: number, type: number): AstNode {
  const t = typeByOid(param);
  if (type === param || t === undefined || t.category === 'P') return arg;
  return { TypeCast: { arg, typeName: { names: [{ String: { sval: 'pg_catalog' } }, { String: { sval: t.name } }], typemod: -1, location: -1 }, location: -1 } } as unknown as AstNode;
}
