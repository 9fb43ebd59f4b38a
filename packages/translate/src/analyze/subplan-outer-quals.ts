import { type AstNode, type Fields, fieldsOf, names, nodeType } from '../parse/ast.js';
import { isAggregateName } from './functions.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { asBool } from './operators.js';
import { Scope } from './scope.js';
import { translateFromItem } from '../stmt/from-clause.js';
import { callsVolatile } from '../stmt/one-time-filters.js';
import { isConstantNode } from './strict-null.js';
import { literalBool } from './folded-branches.js';
import { betweenTerms, falseWhereWhen } from '../stmt/null-semijoin.js';

/**
 * EXISTS sublinks under a NOT of a qual: PostgreSQL's anti-join keeps their conditions at the
 * join. One under NOT elsewhere (a select list, a CASE) stays a subplan with a One-Time Filter.
 */
const negated = new WeakSet<object>();

/** Marks the EXISTS sublink of `NOT EXISTS (…)` (its quals stay where they are). */
export function markNegatedExists(node: unknown): void {
  if (node === null || typeof node !== 'object' || nodeType(node as AstNode) !== 'SubLink') return;
  negated.add(fieldsOf(node as AstNode));
}

/** The conditions of a subquery that read only the outer query, and the subquery without them. */
export interface OuterQuals {
  conditions: Expr[];
  rest: Fields;
  /**
   * SQL of no row, true where the planner folds the subquery's WHERE to false (null-semijoin.ts):
   * its relation is then a dummy one and no condition is tested. Undefined: it never does.
   */
  foldsFalse?: string;
  /**
   * The subquery answering where the conditions are not true, when it is not `rest` reading no
   * row: a set operation without its first arm's rows (setOpOuterQuals).
   */
  otherwise?: Fields;
}

/**
 * `EXISTS (SELECT 1 FROM t1 WHERE p(outer) AND q)`: a condition that reads only the enclosing
 * query's columns is, in PostgreSQL, a filter on the outer scan (the EXISTS pulled up to a
 * semi-join) or the one-time filter of the subplan: it is computed for every outer row, before
 * and whether or not the subquery has rows (`WHERE EXISTS (SELECT 1 FROM empty WHERE a::bool)`
 * raises a's cast error). SQLite tests it per inner row only, never over an empty table. Such
 * conditions are taken out of the subquery (`CASE WHEN p THEN EXISTS (… WHERE q) ELSE 0 END`),
 * which is the same truth value.
 *
 * So too a correlated scalar subquery and `x [NOT] IN` / `x op ANY/ALL` over a correlated one
 * (never pulled up: they read the outer query): their outer-only conditions are the One-Time
 * Filter of a gating Result under the aggregate, sort or limit, run before the scan's first row;
 * where it is not true the subquery reads no row (the caller gives that answer: no rows for an
 * IN, the aggregate over nothing for a scalar one), and x is never computed.
 *
 * Only for a plain subquery (no grouping, OFFSET, LIMIT but a positive literal, set operation or
 * WITH; aggregates only in a scalar or IN subquery, and of its own level) and conditions with a
 * column reference (a constant term the planner folds is tested before them: it may fold the
 * whole WHERE to false), none of
 * the subquery's own FROM items' columns, no sublink and no volatile call; not under a qual's NOT
 * (an anti-join tests them at the join). A condition of no column that the planner leaves
 * unfolded (a stable cast or call: `'x'::text::timestamp < d`) is a One-Time Filter too.
 */
export function subplanOuterQuals(sublink: Fields, select: Fields, env: ExprEnv): OuterQuals | undefined {
  if (select['op'] && select['op'] !== 'SETOP_NONE') return setOpOuterQuals(sublink, select, env);
  if (sublink['subLinkType'] === 'EXISTS_SUBLINK' && negated.has(sublink)) return antiJoinOuterQuals(select, env);
  return plainOuterQuals(sublink, select, env);
}

/**
 * `x NOT IN (SELECT … FROM t1 WHERE p(outer) UNION ALL SELECT …)`: a set operation's subquery
 * is never pulled up, and its first arm's outer-only conditions are that arm's One-Time
 * Filter, the first thing the subplan computes (its Append starts with that arm), rows or not.
 * Taken out as for a plain subquery: where they are not true the answer is the set operation
 * without the first arm's rows. Only the first arm's: a later arm's filter runs after the
 * earlier arms' rows (and their errors).
 */
function setOpOuterQuals(sublink: Fields, select: Fields, env: ExprEnv): OuterQuals | undefined {
  const path: Fields[] = [];
  let arm = select;
  while (arm['op'] && arm['op'] !== 'SETOP_NONE') {
    if (!positiveLimit(arm['limitCount']) || arm['limitOffset'] || arm['withClause'] || arm['larg'] === undefined) return undefined;
    path.push(arm);
    arm = arm['larg'] as Fields;
  }
  const first = plainOuterQuals(sublink, arm, env);
  if (first === undefined || first.conditions.length === 0) return undefined;
  const withArm = (a: Fields): Fields => path.reduceRight<Fields>((acc, node) => ({ ...node, larg: acc }), a);
  return { ...first, rest: withArm(first.rest), otherwise: withArm(withoutRows(first.rest)) };
}

/** subplanOuterQuals of a subquery that is no set operation, not an anti-join's. */
function plainOuterQuals(sublink: Fields, select: Fields, env: ExprEnv): OuterQuals | undefined {
  const exists = sublink['subLinkType'] === 'EXISTS_SUBLINK';
  const where = select['whereClause'] as AstNode | undefined;
  const from = (select['fromClause'] as AstNode[] | undefined) ?? [];
  if (where === undefined || from.length === 0) return undefined;
  if ((select['op'] && select['op'] !== 'SETOP_NONE') || select['groupClause'] || select['havingClause'] || !positiveLimit(select['limitCount']) || select['limitOffset'] || select['withClause'] || select['windowClause'] || select['valuesLists'] || select['distinctClause']) return undefined;
  const targets = (select['targetList'] as AstNode[] | undefined) ?? [];
  if (exists && !targets.every((t) => plainTarget(fieldsOf(t)['val']))) return undefined;
  if (!exists && hasSubLink([targets, select['sortClause']])) return undefined;
  // (a BETWEEN is the parser's two comparisons, each a term: `x BETWEEN outer AND inner`'s first is outer-only)
  const terms = andTerms(where).flatMap(betweenTerms);
  // the analyzer marks the casts and operators of no column it knows to be stable (unfolded):
  // translated first, so isConstantNode tells them apart from the ones the planner folds
  for (const t of terms) if (!hasColumnRef(t) && !hasSubLink(t)) noteUnfoldable(t, env);
  // a constant term the planner folds may make the whole condition false: then nothing else of
  // it is computed, so it is tested first (a CASE condition's AND stops at a NULL operand too)
  const constants = terms.filter((t) => isConstantNode(t) && literalBool(t) !== true);
  // a literal FALSE or NULL term (`NOT true`) folds the whole WHERE to FALSE: a dummy relation,
  // nothing of the subquery computed, its other terms' constants neither (SQLite would compute
  // those once before its loop)
  if (constants.some((t) => literalBool(t) === false || literalBool(t) === null)) return { conditions: [], rest: withoutRows(select) };
  // a term of no column that the planner does not fold (a stable call or cast) is one too
  const candidates = terms.filter((t) => !constants.includes(t) && !hasSubLink(t) && !callsVolatile(t) && (hasColumnRef(t) || !isConstantNode(t)));
  if (candidates.length === 0) return undefined;
  // The subquery's own FROM items: a column one of them has is the subquery's, not the outer query's.
  const inner = new Scope(env.scope.ctx, env.scope);
  try {
    for (const item of from) translateFromItem(item, inner);
  } catch {
    return undefined;
  }
  // an aggregate of the outer query's columns only is the outer query's (agglevelsup)
  if (!exists && aggregateArgs(targets).some((args) => columnRefs(args).length > 0 && !columnRefs(args).some((r) => resolvesIn(inner, r)))) return undefined;
  const outerOnly = candidates.filter((t) => columnRefs(t).every((r) => !resolvesIn(inner, r)));
  if (outerOnly.length === 0) return undefined;
  // a WHERE the planner folds to false (a term folding to NULL) makes the subquery's relation a
  // dummy one that tests nothing; whether it does may be known only when the statement runs
  // (the constant terms are tested first: only where they are true do the others count)
  const varying = terms.filter((t) => !constants.includes(t));
  const foldsFalse = falseWhereWhen(varying.length === 1 ? varying[0] : { BoolExpr: { boolop: 'AND_EXPR', args: varying } }, inner);
  if (foldsFalse === '1') return undefined;
  let conditions: Expr[];
  try {
    conditions = [...constants, ...outerOnly].map((t) => asBool(translateExpr(t, { scope: env.scope, clause: env.clause }), env, 'WHERE'));
  } catch {
    return undefined;
  }
  const kept = terms.filter((t) => !outerOnly.includes(t));
  const rest: Fields = { ...select };
  if (kept.length === 0) delete rest['whereClause'];
  else rest['whereClause'] = kept.length === 1 ? kept[0] : { BoolExpr: { boolop: 'AND_EXPR', args: kept } };
  if (foldsFalse === undefined) return { conditions, rest };
  // the NULL-folding test reads the other terms' constants, which the planner folds only where
  // every constant term is true (an AND stops at a FALSE one, a NULL one makes the qual false):
  // tested only there (`NOT (NULL IS NULL) AND a0 - (-10::int2 * 32767::int2) < 0` computes nothing)
  const guard = conditions.slice(0, constants.length).map((c) => `(${c.sql})`);
  return { conditions, rest, foldsFalse: [...guard, `(${foldsFalse})`].join(' AND ') };
}

function noteUnfoldable(term: AstNode, env: ExprEnv): void {
  try {
    translateExpr(term, { scope: env.scope, clause: env.clause });
  } catch {
    // refused: the subquery's own translation refuses it in its place
  }
}

/**
 * `WHERE NOT EXISTS (SELECT 1 FROM t1 WHERE p(outer) AND q)`: PostgreSQL's anti-join tests an
 * outer-only condition at the join, for each pair of rows it forms: over an empty t1 (or one
 * whose rows its own conditions reject) never. SQLite computes a condition of the subquery that
 * reads none of its tables once before its loop, whether or not a row follows. Each such
 * condition is written `CASE WHEN c IS NULL THEN p ELSE p END` over a column c of the
 * subquery's first FROM item: the same value, computed in the loop for each of its rows.
 */
function antiJoinOuterQuals(select: Fields, env: ExprEnv): OuterQuals | undefined {
  const where = select['whereClause'] as AstNode | undefined;
  const from = (select['fromClause'] as AstNode[] | undefined) ?? [];
  if (where === undefined || from.length === 0 || (select['op'] && select['op'] !== 'SETOP_NONE')) return undefined;
  const inner = new Scope(env.scope.ctx, env.scope);
  try {
    for (const item of from) translateFromItem(item, inner);
  } catch {
    return undefined;
  }
  const first = inner.entries.find((e) => e.hidden !== true && e.columns.length > 0);
  const column = first?.columns[0];
  if (first === undefined || column === undefined) return undefined;
  const terms = andTerms(where).flatMap(betweenTerms);
  const outerOnly = (t: AstNode): boolean => hasColumnRef(t) && !hasSubLink(t) && !callsVolatile(t) && columnRefs(t).every((r) => !resolvesIn(inner, r));
  if (!terms.some(outerOnly)) return undefined;
  // a term the planner folds to NULL (`NULL::timestamp = d - outer.a`) makes the WHERE false: the
  // anti-join tests nothing, its other terms' constants neither (SQLite would compute them once)
  if (falseWhereWhen(where, inner) === '1') return { conditions: [], rest: withoutRows(select) };
  const ref = { ColumnRef: { fields: [{ String: { sval: first.alias } }, { String: { sval: column.name } }], location: -1 } };
  const inLoop = (t: AstNode): AstNode => ({ CaseExpr: { args: [{ CaseWhen: { expr: { NullTest: { arg: ref, nulltesttype: 'IS_NULL', location: -1 } }, result: t, location: -1 } }], defresult: t, location: -1 } }) as unknown as AstNode;
  const kept = terms.map((t) => (outerOnly(t) ? inLoop(t) : t));
  return { conditions: [], rest: { ...select, whereClause: kept.length === 1 ? kept[0] : { BoolExpr: { boolop: 'AND_EXPR', args: kept, location: -1 } } } };
}

/** The subquery `select` reading no row (its WHERE false): what it answers when its One-Time Filter is not true. */
export function withoutRows(select: Fields): Fields {
  return { ...select, whereClause: { A_Const: { boolval: { boolval: false }, location: -1 } } };
}

/** The argument lists (with ORDER BY and FILTER) of the aggregate calls in `node`, outside subqueries. */
function aggregateArgs(node: unknown): unknown[] {
  const out: unknown[] = [];
  const visit = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(visit);
    if (n === null || typeof n !== 'object') return;
    const fc = (n as Fields)['FuncCall'] as Fields | undefined;
    if (fc !== undefined && fc['over'] === undefined && isAggregateName(String(names(fc['funcname']).at(-1) ?? '').toLowerCase())) {
      out.push([fc['args'], fc['agg_order'], fc['agg_filter']]);
      return;
    }
    if ((n as Fields)['SubLink'] !== undefined) return;
    Object.values(n as Fields).forEach(visit);
  };
  visit(node);
  return out;
}

/** No LIMIT, or a literal one of at least one row (a LIMIT 0 plan never reaches the filter). */
function positiveLimit(node: unknown): boolean {
  if (node === undefined || node === null) return true;
  if (nodeType(node as AstNode) !== 'A_Const') return false;
  const v = fieldsOf(node as AstNode)['ival'] as Fields | undefined;
  return v !== undefined && Number(v['ival'] ?? 0) >= 1;
}

function plainTarget(node: unknown): boolean {
  if (node === null || typeof node !== 'object') return false;
  const t = nodeType(node as AstNode);
  return t === 'A_Const' || t === 'ColumnRef' || (t === 'TypeCast' && plainTarget(fieldsOf(node as AstNode)['arg']));
}

function andTerms(node: AstNode): AstNode[] {
  if (nodeType(node) !== 'BoolExpr') return [node];
  const f = fieldsOf(node);
  if (f['boolop'] !== 'AND_EXPR') return [node];
  return ((f['args'] as AstNode[] | undefined) ?? []).flatMap(andTerms);
}

function walk(node: unknown, visit: (key: string, value: unknown) => boolean): boolean {
  if (Array.isArray(node)) return node.some((n) => walk(n, visit));
  if (node === null || typeof node !== 'object') return false;
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    if (visit(k, v) || walk(v, visit)) return true;
  }
  return false;
}

function hasColumnRef(node: unknown): boolean {
  return walk(node, (k) => k === 'ColumnRef');
}

function hasSubLink(node: unknown): boolean {
  return walk(node, (k) => k === 'SubLink');
}

/** The name parts of every column reference (a `*` part as '*'). */
function columnRefs(node: unknown): string[][] {
  const out: string[][] = [];
  walk(node, (k, v) => {
    if (k === 'ColumnRef') {
      const fields = ((v as Fields)['fields'] as AstNode[] | undefined) ?? [];
      out.push(fields.map((p) => (nodeType(p) === 'A_Star' ? '*' : String(fieldsOf(p)['sval'] ?? ''))));
    }
    return false;
  });
  return out;
}

/** Whether a reference could name a column (or a row) of the subquery's own FROM items. */
function resolvesIn(inner: Scope, ref: string[]): boolean {
  if (ref.length === 0 || ref.length > 2) return true;
  const [first, second] = ref;
  return inner.entries.some((e) => {
    if (e.alias === first) return true;
    return ref.length === 1 || second === undefined ? e.columns.some((c) => c.name === first) : false;
  });
}
