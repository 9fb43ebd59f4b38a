import type { PlanCtx } from '../context.js';
import type { Expr } from '../expr-types.js';
import { arrayElementOf } from '../arrays.js';
import type { ExprEnv } from '../expr.js';
import { typeName } from '../types.js';
import { geoOperators, isGeoType } from './geo-catalog.js';
import { geoCall, pickGeo } from './geo-resolve.js';

/**
 * The geometric operators (+ - * / # ## <-> && << >> &< &> <<| |>> &<| |&> <^ >^ ?# ?- ?| ?-|
 * ?|| @> <@ ~= = < <= …) of pg_operator, when an operand is of a geometric type.
 */

function notUnique(env: ExprEnv, sig: string, location?: number): never {
  throw env.scope.ctx.error('ambiguous_function', `operator is not unique: ${sig}`, location, {
    hint: 'Could not choose a best candidate operator. You might need to add explicit type casts.',
  });
}

/** `l op r` when either side is geometric; undefined when neither is or no such operator exists. */
export function geoOperator(op: string, l: Expr, r: Expr, env: ExprEnv, location?: number): Expr | undefined {
  // array containment and overlap compare elements with their type's equality, which these types lack
  if (op === '@>' || op === '<@' || op === '&&') {
    const elem = arrayElementOf(l.type) ?? arrayElementOf(r.type);
    if (elem !== undefined && isGeoType(elem)) geoComparable(env.scope.ctx, '=', l, r, location);
  }
  if (!isGeoType(l.type) && !isGeoType(r.type)) return undefined;
  const pick = pickGeo(geoOperators(op === '!=' ? '<>' : op).filter((s) => s.params.length === 2), [l.type, r.type]);
  if (pick === 'ambiguous') notUnique(env, `${typeName(l.type)} ${op} ${typeName(r.type)}`, location);
  if (pick !== undefined) return geoCall(env.scope.ctx, pick, [l, r]);
  // no geometric candidate: the generic comparison and arithmetic must not compare the stored text
  if (GENERIC.has(op)) {
    throw env.scope.ctx.error('undefined_function', `operator does not exist: ${typeName(l.type)} ${op} ${typeName(r.type)}`, location, {
      hint: 'No operator matches the given name and argument types. You might need to add explicit type casts.',
    });
  }
  return undefined;
}

const GENERIC = new Set(['=', '<>', '!=', '<', '>', '<=', '>=', '+', '-', '*', '/', '%']);

/** `op e` (@@ # ?- ?| @-@) on a geometric operand. */
export function geoPrefixOperator(op: string, e: Expr, env: ExprEnv, location?: number): Expr | undefined {
  if (!isGeoType(e.type)) return undefined;
  const pick = pickGeo(geoOperators(op).filter((s) => s.params.length === 1), [e.type]);
  if (pick === 'ambiguous') notUnique(env, `${op} ${typeName(e.type)}`, location);
  return pick === undefined ? undefined : geoCall(env.scope.ctx, pick, [e]);
}

/**
 * The generic comparisons (=, <, IN, IS DISTINCT FROM, NULLIF …) on a geometric value, or on an
 * array of them: PostgreSQL has no such operator (42883), where the stored text would compare.
 */
export function geoComparable(ctx: PlanCtx, op: string, l: Expr, r: Expr, location?: number): void {
  const elem = arrayElementOf(l.type) ?? arrayElementOf(r.type);
  if (elem !== undefined && isGeoType(elem)) {
    const what = op === '=' || op === '<>' || op === '!=' ? 'an equality operator' : 'a comparison function';
    throw ctx.error('undefined_function', `could not identify ${what} for type ${typeName(elem)}`);
  }
  if (!isGeoType(l.type) && !isGeoType(r.type)) return;
  throw ctx.error('undefined_function', `operator does not exist: ${typeName(l.type)} ${op === '!=' ? '<>' : op} ${typeName(r.type)}`, location, {
    hint: 'No operator matches the given name and argument types. You might need to add explicit type casts.',
  });
}
