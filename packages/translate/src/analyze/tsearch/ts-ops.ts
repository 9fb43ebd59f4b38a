import { Oid } from '@pgsqlite/catalog';
import type { Expr } from '../expr-types.js';
import type { ExprEnv } from '../expr.js';
import { isString, typeName } from '../types.js';
import { isTsType, tsOperators } from './ts-catalog.js';
import { pickTs, tsCall } from './ts-resolve.js';

/**
 * The text search operators of pg_operator: @@ (tsvector/tsquery either way, text @@ text,
 * text @@ tsquery), @@@, || and && and <-> on tsquery, || on tsvector, @> <@ on tsquery, the
 * comparisons on tsvector and tsquery, and the prefix !!.
 */

function notUnique(env: ExprEnv, sig: string, location?: number): never {
  throw env.scope.ctx.error('ambiguous_function', `operator is not unique: ${sig}`, location, {
    hint: 'Could not choose a best candidate operator. You might need to add explicit type casts.',
  });
}

const MATCH = new Set(['@@', '@@@']);

/** `l op r` when a side is a text search type (or text @@ text); undefined otherwise. */
export function tsOperator(op: string, l: Expr, r: Expr, env: ExprEnv, location?: number): Expr | undefined {
  const ts = isTsType(l.type) || isTsType(r.type);
  if (!ts && !(MATCH.has(op) && isString(l.type) && isString(r.type) && !(l.type === Oid.unknown && r.type === Oid.unknown && op === '@@@'))) return undefined;
  const name = op === '!=' ? '<>' : op;
  const pick = pickTs(tsOperators(name).filter((s) => s.params.length === 2), [l.type, r.type]);
  if (pick === 'ambiguous') notUnique(env, `${typeName(l.type)} ${op} ${typeName(r.type)}`, location);
  if (pick !== undefined) return tsCall(env.scope.ctx, pick, [l, r]);
  if (!ts) return undefined;
  throw env.scope.ctx.error('undefined_function', `operator does not exist: ${typeName(l.type)} ${name} ${typeName(r.type)}`, location, {
    hint: 'No operator matches the given name and argument types. You might need to add explicit type casts.',
  });
}

/** `!! q`. */
export function tsPrefixOperator(op: string, e: Expr, env: ExprEnv, location?: number): Expr | undefined {
  if (op !== '!!' || (!isTsType(e.type) && e.type !== Oid.unknown)) return undefined;
  const pick = pickTs(tsOperators(op).filter((s) => s.params.length === 1), [e.type]);
  if (pick === undefined || pick === 'ambiguous') {
    throw env.scope.ctx.error('undefined_function', `operator does not exist: ${op} ${typeName(e.type)}`, location, {
      hint: 'No operator matches the given name and argument types. You might need to add explicit type casts.',
    });
  }
  return tsCall(env.scope.ctx, pick, [e]);
}

/** `x op ANY ('{…}')` with a text search operator: the type the untyped array's elements take. */
export function tsArrayElementType(op: string, left: number): number | undefined {
  if (!isTsType(left) && !MATCH.has(op)) return undefined;
  const pick = pickTs(tsOperators(op).filter((s) => s.params.length === 2), [left, Oid.unknown]);
  return pick === undefined || pick === 'ambiguous' ? undefined : pick.params[1];
}
