import { commonLayout } from './record-layout.js';
import { Oid } from '@pgsqlite/catalog';
import type { AstNode, Fields } from '../parse/ast.js';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { asBool, compare, unify } from './operators.js';
import { commonType, isString, typeName } from './types.js';
import { sortKey } from './functions.js';
import { noBtreeTypeName } from './order-key.js';
import type { PlanCtx } from './context.js';
import { leftmostLocation } from '../errors/location.js';
import type { PgError } from '@pgsqlite/errors';
import { foldStrictNull, foldsToNull } from './strict-null.js';
import { markUnfoldable } from './plan-time-volatility.js';
import { caseNullWhen } from './case-null-when.js';
import { foldsNullWhen, withNullWhen } from './plan-time-null.js';

/**
 * PostgreSQL's select_common_type for CASE/COALESCE/GREATEST/LEAST: the first known type wins
 * unless a later one is reachable by implicit cast only one way (int → numeric, date → timestamp).
 * Within the string category every type casts implicitly to every other, so the first
 * (varchar, char(n), text…) is kept.
 */
export function selectCommonType(types: readonly number[]): number | undefined {
  const known = types.filter((t) => t !== Oid.unknown && t !== 0);
  if (known.length > 0 && known.every((t) => isString(t))) return known[0];
  return commonType(types);
}

/**
 * select_common_type's 42804: walks `types` in resolution order and reports the first one that
 * cannot join the type chosen so far, at that expression's location (`locations[i]`) as PostgreSQL does.
 */
export function commonTypeMismatch(ctx: PlanCtx, types: readonly number[], locations: readonly (number | undefined)[], what: string, fallback?: number): PgError {
  let p: number | undefined;
  for (const [i, t] of types.entries()) {
    if (t === Oid.unknown || t === 0) continue;
    const next = p === undefined ? t : selectCommonType([p, t]);
    if (next === undefined && p !== undefined) {
      return ctx.error('datatype_mismatch', `${what} types ${typeName(p)} and ${typeName(t)} cannot be matched`, locations[i] ?? fallback);
    }
    p = next;
  }
  return ctx.error('datatype_mismatch', `${what} types cannot be matched`, fallback);
}

/** The domain every item is of, when they all are of the same one (select_common_type keeps it then). */
function sameDomain(items: readonly Expr[]): { domain?: number } {
  const d = items[0]?.domain;
  return d !== undefined && items.every((i) => i.domain === d) ? { domain: d } : {};
}

function unifyAll(items: Expr[], env: ExprEnv, what: string, location?: number, order: Expr[] = items, locations: (number | undefined)[] = []): { items: Expr[]; type: number } {
  const type = selectCommonType(order.map((i) => i.type));
  if (type === undefined) throw commonTypeMismatch(env.scope.ctx, order.map((i) => i.type), locations, what, location);
  // text/varchar → char: a binary-compatible relabel (typmod -1, no padding), as PostgreSQL's implicit cast
  const relabel = (i: Expr): Expr | undefined => (type === Oid.bpchar && i.type !== Oid.unknown && isString(i.type) ? { ...i, type } : undefined);
  return { items: items.map((i) => relabel(i) ?? coerce(env.scope.ctx, i, type, -1, 'implicit')), type };
}

/** COALESCE(a, b, …) */
export function translateCoalesce(f: Fields, env: ExprEnv): Expr {
  const args = (f['args'] as AstNode[]).map((n) => translateExpr(n, env));
  const { items, type } = unifyAll(args, env, 'COALESCE', f['location'], args, (f['args'] as AstNode[]).map(leftmostLocation));
  const sql = items.length === 1 ? (items[0] as Expr).sql : `COALESCE(${items.map((i) => i.sql).join(', ')})`;
  const out: Expr = { sql, type, typmod: -1, name: 'coalesce', nameStrength: 2, hasAgg: items.some((i) => i.hasAgg), ...sameDomain(args), ...commonLayout(type, args) };
  // every argument folding to a NULL constant (a strict call over one that evaluates to NULL):
  // the planner drops each, and the COALESCE of none is NULL; a strict call over it is NULL in turn
  const nodes = f['args'] as AstNode[];
  const whens = args.map((a, i) => (a.isNull ? '1' : foldsNullWhen(a, nodes[i])));
  if (out.hasAgg || whens.some((w) => w === undefined)) return out;
  const conds = (whens as string[]).filter((w) => w !== '1');
  return conds.length === 0 ? out : withNullWhen(out, conds.length === 1 ? conds[0] : `(${conds.join(' AND ')})`);
}

/** The order keys pg_greatest / pg_least compute themselves (runtime min-max.ts). */
const MIN_MAX_KEYS: ReadonlyMap<string, string> = new Map([
  ['v', 'plain'],
  ['pg_float_key(v)', 'float'],
  ['pg_numeric_sortkey(v)', 'numeric'],
  ['pg_interval_key(v)', 'interval'],
  ['pg_timetz_key(v)', 'timetz'],
  ['pg_jsonb_key(v)', 'jsonb'],
]);

/** GREATEST / LEAST (NULLs ignored, as in PostgreSQL). */
export function translateMinMax(f: Fields, env: ExprEnv): Expr {
  const args = (f['args'] as AstNode[]).map((n) => translateExpr(n, env));
  const greatest = f['op'] === 'IS_GREATEST';
  const { items, type } = unifyAll(args, env, greatest ? 'GREATEST' : 'LEAST', f['location'], args, (f['args'] as AstNode[]).map(leftmostLocation));
  // SQLite's multi-argument max()/min() return NULL if any argument is NULL; PostgreSQL skips NULLs.
  const noCmp = noBtreeTypeName(type);
  // (no comparison: not evaluated to NULL while planning, strict-null.ts foldsToNull)
  if (noCmp !== undefined) markUnfoldable(f);
  // of NULL constants only: the planner evaluates it, NULL (their constant parts computed)
  if (noCmp === undefined && items.every((i) => i.isNull && !i.hasAgg)) {
    const base: Expr = { sql: 'NULL', type, typmod: -1, name: greatest ? 'greatest' : 'least', nameStrength: 2, hasAgg: items.some((i) => i.hasAgg), ...sameDomain(args) };
    return foldStrictNull(base, items, items.map(() => true));
  }
  if (noCmp !== undefined) {
    // PostgreSQL looks the comparison function up when the executor starts: an expression the
    // planner dropped (COALESCE after a constant, a CASE arm never taken) raises nothing
    const args = items.map((i) => i.sql).join(', ');
    const sql = `(CASE WHEN pg_strict_null(${args}) IS NULL THEN pg_raise('42883', 'could not identify a comparison function for type ${noCmp}') END)`;
    return { sql, type, typmod: -1, name: greatest ? 'greatest' : 'least', nameStrength: 2, hasAgg: items.some((i) => i.hasAgg) };
  }
  const key = sortKey({ sql: 'v', type, typmod: -1, name: 'v' }, env.scope.ctx);
  // a runtime call where its order key is one it knows: every argument computed in order, as
  // PostgreSQL does (a subquery beside an operator is skipped or computed first by SQLite)
  const kind = MIN_MAX_KEYS.get(key);
  const rows = items.map((i) => `SELECT ${i.sql} AS v`).join(' UNION ALL ');
  const sql =
    kind !== undefined
      ? `pg_${greatest ? 'greatest' : 'least'}('${kind}', ${items.map((i) => i.sql).join(', ')})`
      : `(SELECT v FROM (${rows}) WHERE v IS NOT NULL ORDER BY ${key} ${greatest ? 'DESC' : 'ASC'} LIMIT 1)`;
  const out: Expr = { sql, type, typmod: -1, name: greatest ? 'greatest' : 'least', nameStrength: 2, hasAgg: items.some((i) => i.hasAgg), ...sameDomain(args) };
  // every argument folding to a NULL constant (a strict call over a constant evaluating to NULL):
  // the planner evaluates it then, NULL, and a strict call over it is NULL in turn (plan-time-null.ts)
  const nodes = f['args'] as AstNode[];
  const whens = args.map((a, i) => (a.isNull ? '1' : foldsNullWhen(a, nodes[i])));
  if (out.hasAgg || whens.some((w) => w === undefined)) return out;
  const conds = (whens as string[]).filter((w) => w !== '1');
  return conds.length === 0 ? out : withNullWhen(out, conds.length === 1 ? conds[0] : `(${conds.join(' AND ')})`);
}

/** CASE [arg] WHEN … THEN … [ELSE …] END */
export function translateCase(f: Fields, env: ExprEnv): Expr {
  const arg = f['arg'] ? translateExpr(f['arg'], env) : undefined;
  const whens = (f['args'] as AstNode[]).map((n) => n['CaseWhen'] as Fields);
  const conds: string[] = [];
  const results: Expr[] = [];
  for (const w of whens) {
    const raw = translateExpr(w['expr'], env);
    if (arg) {
      const [a, b] = unify(arg, raw, env, '=', w['location']);
      conds.push(compare('=', a, b, env, w['location']).sql);
    } else {
      const cond = asBool(raw, env, 'argument of CASE/WHEN').sql;
      // SQLite tests a condition by jumps: an AND whose operand is NULL skips the others, where
      // PostgreSQL evaluates them (only FALSE decides an AND); as a value SQLite computes them too
      conds.push(holdsNullAnd(w['expr']) ? `(${cond}) IS 1` : cond);
    }
    results.push(translateExpr(w['result'], env));
  }
  const elseExpr = f['defresult'] ? translateExpr(f['defresult'], env) : undefined;
  // PostgreSQL resolves the result type with the ELSE expression first (transformCaseExpr)
  const all = elseExpr ? [...results, elseExpr] : results;
  const resultLocs = whens.map((w) => leftmostLocation(w['result']));
  const { items, type } = elseExpr
    ? unifyAll(all, env, 'CASE', f['location'], [elseExpr, ...results], [leftmostLocation(f['defresult']), ...resultLocs])
    : unifyAll(all, env, 'CASE', f['location'], results, resultLocs);
  let sql = 'CASE';
  items.slice(0, results.length).forEach((r, i) => {
    sql += ` WHEN ${conds[i]} THEN ${r.sql}`;
  });
  if (elseExpr) sql += ` ELSE ${(items[items.length - 1] as Expr).sql}`;
  sql += ' END';
  // FigureColname: a CASE is named after its ELSE when that is a column or function
  const named = elseExpr !== undefined && (elseExpr.nameStrength ?? 0) >= 2;
  const hasAgg = items.some((i) => i.hasAgg) || Boolean(arg?.hasAgg);
  const out: Expr = { sql: `(${sql})`, type, typmod: -1, name: named ? elseExpr.name : 'case', nameStrength: named ? 2 : 1, hasAgg, ...commonLayout(type, all) };
  // folded to NULL where its constant conditions lead to a NULL result (case-null-when.ts)
  const constSql = (n: AstNode): string | undefined => {
    try {
      return asBool(translateExpr(n, env), env, 'argument of CASE/WHEN').sql;
    } catch {
      return undefined;
    }
  };
  return hasAgg ? out : withNullWhen(out, caseNullWhen(f, conds, results, elseExpr, constSql));
}

/** Whether the condition holds an AND (outside subqueries) with an operand before its last that folds to NULL. */
function holdsNullAnd(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(holdsNullAnd);
  if (node === null || typeof node !== 'object') return false;
  const obj = node as Record<string, unknown>;
  if ('SubLink' in obj) return false;
  const b = obj['BoolExpr'] as Fields | undefined;
  if (b !== undefined && b['boolop'] === 'AND_EXPR') {
    const args = (b['args'] as AstNode[] | undefined) ?? [];
    if (args.slice(0, -1).some((a) => foldsToNull(a))) return true;
  }
  return Object.values(obj).some(holdsNullAnd);
}
