import { isPolymorphicType, type UserAggregateDef } from '@pgsqlite/catalog';
import { canCoerceImplicitly, coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { bindPolymorphic, undeterminedError, variadicElementType } from './polymorphic-calls.js';
import { INLINED_ARG } from './sql-functions.js';

/**
 * Calls of user aggregates declared VARIADIC or with polymorphic argument types (CREATE
 * AGGREGATE least_agg(VARIADIC anyarray) (stype = anyelement, …)): the arguments bind the
 * polymorphic types as for a function call (polymorphic-calls.ts), which then resolve the
 * aggregate's state and result types; the trailing arguments a VARIADIC parameter collects are
 * packed into one array unless the call says VARIADIC. Undefined when no such aggregate matches
 * (the plain ones are tried next).
 */
export function pickPolymorphic(candidates: readonly UserAggregateDef[], raw: readonly Expr[], variadicCall: boolean, env: ExprEnv): { def: UserAggregateDef; args: Expr[] } | undefined {
  let undetermined = false;
  for (const def of candidates) {
    if (def.star || (def.variadic !== true && !def.argTypes.some(isPolymorphicType))) continue;
    const n = def.argTypes.length;
    const spread = def.variadic === true && !variadicCall;
    if (spread ? raw.length < n : raw.length !== n) continue;
    const declaredOf = (i: number): number => (spread && i >= n - 1 ? (variadicElementType(def.argTypes[n - 1] ?? 0) ?? 0) : (def.argTypes[i] ?? 0));
    const bound = bindPolymorphic(raw.map((a, i) => ({ declared: declaredOf(i), actual: a.type })));
    if (bound === 'undetermined') undetermined = true;
    if (typeof bound === 'string') continue;
    const types = raw.map((_, i) => bound(declaredOf(i)));
    if (raw.some((a, i) => !canCoerceImplicitly(a.type, types[i] ?? 0))) continue;
    const ctx = env.scope.ctx;
    const args = raw.map((a, i) => coerce(ctx, a, types[i] ?? 0, -1, 'implicit'));
    const packed = spread ? [...args.slice(0, n - 1), translateExpr({ A_ArrayExpr: { elements: args.slice(n - 1).map((expr) => ({ [INLINED_ARG]: { expr } })), location: -1 } }, env)] : args;
    return { def: { ...def, argTypes: def.argTypes.map(bound), stype: bound(def.stype), mstype: bound(def.mstype), resultType: bound(def.resultType) }, args: packed };
  }
  if (undetermined) throw undeterminedError(env.scope.ctx);
  return undefined;
}
