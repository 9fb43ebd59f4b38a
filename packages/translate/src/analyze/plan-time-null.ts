import { type AstNode, fieldsOf, nodeType } from '../parse/ast.js';
import { Oid } from '@pgsqlite/catalog';
import type { Expr } from './expr-types.js';
import { foldsToNull, isConstantNode, isStrictBuiltin } from './strict-null.js';
import { literalBool, liveParts } from './folded-branches.js';
import { isMarkedFoldable, markedArgTypes } from './plan-time-volatility.js';

/**
 * PostgreSQL's planner evaluates every immutable constant subexpression while planning
 * (eval_const_expressions), and a strict call, operator or cast one of whose arguments thereby
 * becomes a NULL constant is replaced by NULL without evaluating its other arguments — whatever
 * their volatility, and whether or not they read a row (evaluate_function). So
 * `timezone(a - b, (jsonb_object_field_text('0', 'k'))::timetz)` never computes `a - b`: the
 * object field of a scalar is NULL, its cast to timetz (a stable cast the planner does not
 * evaluate) is strict over that NULL constant and folds as well, and so does timezone.
 *
 * Which constants are NULL is known only when they run. An Expr carries `nullWhen`: SQL of no
 * row that is true exactly where the planner folds the expression to a NULL constant (`(<the
 * constant>) IS NULL`, or-ed up through strict calls and casts). A strict call whose argument
 * may fold so becomes `CASE WHEN <nullWhen> THEN NULL ELSE <call> END` where another argument
 * could raise an error; the constants run first, as the planner runs them.
 */

/** The SQL that is true where the planner folds this argument to a NULL constant, if it may. */
export function foldsNullWhen(arg: Expr, node: unknown): string | undefined {
  if (arg.isNull || arg.hasAgg) return undefined;
  if (node !== undefined && isConstantNode(node)) {
    // a literal's NULL-ness is known while translating (foldStrictNull handles a NULL one); a
    // cast of a cast of one is computed, and may be NULL (('-infinity'::timestamp)::time)
    if (isParsedLiteralNode(node) || arg.constant !== undefined) return undefined;
    return `(${arg.sql}) IS NULL`;
  }
  return nullWhenOf(arg);
}

/** The expression's own `nullWhen` (not one a wrapper copied from what it wraps). */
export function nullWhenOf(e: Expr): string | undefined {
  return e.nullWhen !== undefined && e.nullWhen.of === e.sql ? e.nullWhen.when : undefined;
}

/** `e` folding to NULL where `when` holds (a strict cast of an argument that does). */
export function withNullWhen(e: Expr, when: string | undefined): Expr {
  return when === undefined || e.isNull ? e : { ...e, nullWhen: { of: e.sql, when } };
}

/**
 * A strict call (function, operator, cast) over `args` (their parse nodes beside): NULL where
 * one of them folds to a NULL constant, its other arguments then unevaluated. Its own
 * `nullWhen` tells its callers the same.
 */
export function guardNullFolding(call: Expr, args: readonly Expr[], nodes: readonly unknown[]): Expr {
  if (call.hasAgg || call.isNull) return call;
  const guards: string[] = [];
  let mayRaise = false;
  const aligned = nodes.length === args.length;
  args.forEach((a, i) => {
    const node = aligned ? nodes[i] : undefined;
    const g = foldsNullWhen(a, node);
    if (g !== undefined) guards.push(g);
    // a constant is computed (by the guard) anyway; anything else but a bare value might raise
    if (!isBareValue(node) && !(node !== undefined && isConstantNode(node))) mayRaise = true;
  });
  if (guards.length === 0) return call;
  const when = guards.length === 1 ? (guards[0] as string) : `(${guards.join(' OR ')})`;
  const sql = mayRaise ? `(CASE WHEN ${when} THEN NULL ELSE ${call.sql} END)` : call.sql;
  return { ...call, sql, nullWhen: { of: sql, when } };
}

/** A literal (or a cast of one, checked while translating): its NULL-ness is known already. */
export function isLiteralNode(node: unknown): boolean {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return false;
  const t = nodeType(node as AstNode);
  if (t === 'A_Const') return true;
  if (t !== 'TypeCast') return false;
  return isLiteralNode(fieldsOf(node as AstNode)['arg']);
}

/** A literal, or one cast of it (converted while translating). */
function isParsedLiteralNode(node: unknown): boolean {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return false;
  const t = nodeType(node as AstNode);
  if (t === 'A_Const') return true;
  const arg = t === 'TypeCast' ? fieldsOf(node as AstNode)['arg'] : undefined;
  return arg !== null && typeof arg === 'object' && nodeType(arg as AstNode) === 'A_Const';
}

/** A column, parameter or literal: evaluating it raises nothing. */
function isBareValue(node: unknown): boolean {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return false;
  const t = nodeType(node as AstNode);
  return t === 'ColumnRef' || t === 'ParamRef' || t === 'A_Const';
}

/**
 * NULLIF(l, r) as the planner folds it: where either operand becomes a NULL constant it is
 * replaced by its first operand (so by NULL where l does), and the comparison never runs.
 */
export function nullifFolded(value: Expr, l: Expr, r: Expr, lNode: unknown, rNode: unknown): Expr {
  const lWhen = foldsNullWhen(l, lNode);
  const rWhen = foldsNullWhen(r, rNode);
  if (lWhen === undefined && rWhen === undefined) return value;
  const arms = [lWhen === undefined ? '' : ` WHEN ${lWhen} THEN NULL`, rWhen === undefined ? '' : ` WHEN ${rWhen} THEN ${l.sql}`].join('');
  const sql = `(CASE${arms} ELSE ${value.sql} END)`;
  return lWhen === undefined ? { ...value, sql } : { ...value, sql, nullWhen: { of: sql, when: lWhen } };
}

const EXPRESSION_NODES = new Set(['A_Expr', 'FuncCall', 'TypeCast', 'BoolExpr', 'CaseExpr', 'CoalesceExpr', 'MinMaxExpr', 'NullTest', 'BooleanTest', 'A_ArrayExpr', 'RowExpr', 'A_Indirection', 'CollateClause']);

/**
 * SQL that evaluates the constants the planner folds inside `node`, an expression it then
 * replaces by NULL (`NULL::date >= f(col, 1/0)` divides by zero, never calls f): each
 * outermost constant that is no literal, left to right, not inside a subquery (a call folded
 * to NULL is replaced before its subqueries are planned); 'NULL' where there is none.
 */
export function foldedConstantsSql(node: unknown, translate: (n: AstNode) => Expr): string {
  const found: string[] = [];
  const visit = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(visit);
    if (n === null || typeof n !== 'object') return;
    const t = nodeType(n as AstNode);
    if (t === 'SubLink' || isLiteralNode(n)) return;
    // (a node folding to NULL is no value to compute: its own constants are)
    if (EXPRESSION_NODES.has(t) && !foldsToNull(n) && isConstantNode(n)) {
      try {
        const e = translate(n as AstNode);
        if (!e.isNull || e.sql.startsWith('pg_strict_null(')) found.push(e.sql);
      } catch {
        // not an expression on its own (a list, a clause): nothing of it is evaluated
      }
      return;
    }
    const f = fieldsOf(n as AstNode);
    if (typeof f !== 'object' || f === null) return;
    // a CASE arm under a FALSE literal condition, or after a TRUE one, is dropped unseen
    // (eval_const_expressions): its constants are never computed (folded-branches.ts)
    const live = liveParts(t, f);
    for (const v of live ?? Object.values(f)) visit(v);
  };
  visit(node);
  return found.length > 0 ? `pg_strict_null(${found.join(', ')})` : 'NULL';
}

/**
 * From the parse tree alone: SQL of no row that is true where the planner folds `node` to a
 * NULL constant — a constant evaluating to NULL, under strict operators, strict built-in calls
 * and casts — or undefined where it cannot (or a constant does not translate on its own).
 */
export function nullWhenOfNode(node: unknown, translate: (n: AstNode) => string | undefined): string | undefined {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
  if (foldsToNull(node)) return '1';
  if (isLiteralNode(node)) return undefined;
  const t = nodeType(node as AstNode);
  const f = fieldsOf(node as AstNode);
  if (EXPRESSION_NODES.has(t) && isConstantNode(node)) {
    // (a constant by a strict call folded to NULL whatever it reads: its columns never computed)
    const sql = translate(node as AstNode) ?? translate(withFoldedColumnsNull(node as AstNode));
    return sql === undefined ? undefined : `(${sql}) IS NULL`;
  }
  if (t === 'FuncCall' && callName(f) === 'overlaps') return overlapsNullWhen(node as AstNode, f, translate);
  // NULLIF folds to its first operand where either folds to a NULL constant
  if (t === 'A_Expr' && f['kind'] === 'AEXPR_NULLIF') return nullWhenOfNode(f['lexpr'], translate);
  // a CASE whose conditions are literals is the branch they choose (eval_const_expressions)
  if (t === 'CaseExpr') {
    const branch = literalCaseBranch(f);
    return branch === undefined ? undefined : branch === null ? '1' : nullWhenOfNode(branch, translate);
  }
  // NOT of a NULL constant is the NULL constant (and so is the negator a qual's NOT becomes)
  if (t === 'BoolExpr' && f['boolop'] === 'NOT_EXPR') return nullWhenOfNode((f['args'] as unknown[] | undefined)?.[0], translate);
  const args: unknown[] =
    t === 'TypeCast'
      ? [f['arg']]
      : t === 'A_Expr' && f['kind'] === 'AEXPR_OP' && (!isConcat(f) || isJsonbConcat(f))
        ? [f['lexpr'], f['rexpr']]
        : t === 'FuncCall' && f['over'] === undefined && isStrictBuiltin(callName(f))
          ? ((f['args'] as unknown[] | undefined) ?? [])
          : [];
  const guards = args.map((a) => nullWhenOfNode(a, translate)).filter((g): g is string => g !== undefined);
  return guards.length === 0 ? undefined : guards.length === 1 ? guards[0] : `(${guards.join(' OR ')})`;
}

/**
 * The branch a searched CASE folds to where its conditions up to a TRUE one (or all of them) are
 * literals: the first TRUE one's result, else the ELSE; null where that is a missing ELSE (the
 * NULL constant); undefined where a condition is no literal.
 */
function literalCaseBranch(f: Record<string, unknown>): unknown {
  if (f['arg']) return undefined;
  for (const w of (f['args'] as unknown[] | undefined) ?? []) {
    const cw = fieldsOf(w as AstNode);
    const lit = literalBool(cw['expr']);
    if (lit === true) return cw['result'];
    if (lit !== false && lit !== null) return undefined;
  }
  return f['defresult'] ?? null;
}

/**
 * `node` with each strict call folded to NULL whatever it reads (`substring(NULL, f(b0))`) a
 * NULL: its parts are never computed, so a constant such as `string_to_array(NULL,
 * substring(NULL, f(b0)), NULL)` translates on its own (a column read as NULL instead could make
 * a part of it a constant the planner never sees: `LEAST(b1, '[1]'::json)`).
 */
function withFoldedColumnsNull(node: AstNode): AstNode {
  const reads = (n: unknown): boolean => {
    if (Array.isArray(n)) return n.some(reads);
    if (n === null || typeof n !== 'object') return false;
    if ('SubLink' in n) return false;
    return 'ColumnRef' in n || Object.values(n as Record<string, unknown>).some(reads);
  };
  const strip = (n: unknown): unknown => {
    if (Array.isArray(n)) return n.map(strip);
    if (n === null || typeof n !== 'object') return n;
    if ('SubLink' in n) return n;
    if (n !== node && foldsToNull(n) && reads(n)) return { A_Const: { isnull: true } };
    return Object.fromEntries(Object.entries(n as Record<string, unknown>).map(([k, v]) => [k, strip(v)]));
  };
  return strip(node) as AstNode;
}

/**
 * overlaps(s1, e1, s2, e2) with an interval end is the SQL function `(s1, s1 + e1) OVERLAPS (s2,
 * s2 + e2)`, inlined and folded: an end `s + e` is a NULL constant where s or e folds to one
 * (the other never computed), and the immutable, non-strict OVERLAPS over four constants is
 * evaluated while planning — NULL where both points of a pair are NULL. Where every argument is
 * a constant the value itself tells (`(<overlaps>) IS NULL`). The overloads with a timestamptz
 * start and an interval end are stable (so is their `s + e`): the call is a constant only where
 * each such end folds to NULL (`overlaps(tstz, '-1 mon', tstz, NULL)` is not).
 */
function overlapsNullWhen(node: AstNode, f: Record<string, unknown>, translate: (n: AstNode) => string | undefined): string | undefined {
  const args = (f['args'] as unknown[] | undefined) ?? [];
  if (args.length !== 4) return undefined;
  const allConstant = args.every((a) => isConstantNode(a));
  const sql = allConstant ? translate(node) : undefined;
  // translated, the call is marked foldable where its overload is immutable; the stable ones
  // (a timestamptz start, an interval end) inline a stable `s + e`, a constant only where NULL
  let stable = !isMarkedFoldable(f);
  if (stable && sql === undefined) {
    // not translated yet: translated on its own it is marked; with columns, by its starts' shape
    stable = translate(node) === undefined ? [args[0], args[2]].some((a) => castsTo(a, 'timestamptz')) : !isMarkedFoldable(f);
  }
  // per inlined argument: where it is a constant, and where a NULL one
  const parts: { constant: string | undefined; nul: string | undefined }[] = [];
  for (const [i, a] of args.entries()) {
    const own = { constant: isConstantNode(a) ? '1' : undefined, nul: nullWhenOfNode(a, translate) };
    const start = parts[i - 1];
    if (i % 2 === 1 && (isIntervalTyped(a) || markedArgTypes(f)?.[i] === Oid.interval) && start !== undefined) {
      // s + e: NULL where either is, a constant where both are (or where it is NULL)
      const nul = anyOf([start.nul, own.nul]);
      parts.push({ constant: start.constant === '1' && own.constant === '1' && !stable ? '1' : nul, nul });
    } else parts.push(own);
  }
  const constant = allOf(parts.map((p) => p.constant));
  if (sql !== undefined && constant !== undefined) return allOf([constant, `(${sql}) IS NULL`]);
  const pair = (k: number): string | undefined => allOf([parts[k]?.nul, parts[k + 1]?.nul]);
  const nul = anyOf([pair(0), pair(2)]);
  return constant === undefined || nul === undefined ? undefined : allOf([constant, nul]);
}

/** SQL true where every condition is ('1' where each always is); undefined where one is unknown. */
function allOf(conds: readonly (string | undefined)[]): string | undefined {
  if (conds.some((c) => c === undefined)) return undefined;
  const rest = (conds as string[]).filter((c) => c !== '1');
  return rest.length === 0 ? '1' : rest.length === 1 ? rest[0] : `(${rest.join(' AND ')})`;
}

/** SQL true where one of the known conditions is; undefined where none is known. */
function anyOf(conds: readonly (string | undefined)[]): string | undefined {
  const known = conds.filter((c): c is string => c !== undefined);
  if (known.length === 0) return undefined;
  if (known.includes('1')) return '1';
  return known.length === 1 ? known[0] : `(${known.join(' OR ')})`;
}

/** Whether the node is typed interval by its form: a cast to interval, or a CASE/COALESCE/GREATEST/NULLIF of one. */
function isIntervalTyped(node: unknown): boolean {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return false;
  const t = nodeType(node as AstNode);
  const f = fieldsOf(node as AstNode);
  if (t === 'TypeCast') return castsTo(node, 'interval');
  if (t === 'CaseExpr') {
    const results = ((f['args'] as AstNode[] | undefined) ?? []).map((w) => fieldsOf(w)['result']);
    return [...results, f['defresult']].some(isIntervalTyped);
  }
  if (t === 'CoalesceExpr' || t === 'MinMaxExpr') return ((f['args'] as unknown[] | undefined) ?? []).some(isIntervalTyped);
  if (t === 'A_Expr' && f['kind'] === 'AEXPR_NULLIF') return isIntervalTyped(f['lexpr']);
  return false;
}

function castsTo(node: unknown, type: string): boolean {
  if (node === null || typeof node !== 'object' || nodeType(node as AstNode) !== 'TypeCast') return false;
  const names = ((fieldsOf(node as AstNode)['typeName'] as Record<string, unknown> | undefined)?.['names'] as AstNode[] | undefined) ?? [];
  const last = names[names.length - 1];
  return last !== undefined && fieldsOf(last)['sval'] === type;
}

/**
 * `x::jsonb || y::jsonb`: jsonb_concat, strict (a `||` is not where it is array_cat,
 * array_append or array_prepend, which an operand cast to jsonb, not to an array, rules out).
 */
function isJsonbConcat(f: Record<string, unknown>): boolean {
  const jsonb = (n: unknown): boolean => castsTo(n, 'jsonb') && ((fieldsOf(n as AstNode)['typeName'] as Record<string, unknown> | undefined)?.['arrayBounds'] ?? []).toString() === '';
  return jsonb(f['lexpr']) && jsonb(f['rexpr']);
}

function isConcat(f: Record<string, unknown>): boolean {
  const name = (f['name'] as AstNode[] | undefined) ?? [];
  return name.length !== 1 || fieldsOf(name[0] as AstNode)['sval'] === '||';
}

function callName(f: Record<string, unknown>): string {
  const parts = (f['funcname'] as AstNode[] | undefined) ?? [];
  if (parts.length > 1 && fieldsOf(parts[0] as AstNode)['sval'] !== 'pg_catalog') return '';
  const last = parts[parts.length - 1];
  return last === undefined ? '' : String(fieldsOf(last)['sval'] ?? '').toLowerCase();
}
