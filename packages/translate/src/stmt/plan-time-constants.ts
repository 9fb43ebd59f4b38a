import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import { type Scope } from '../analyze/scope.js';
import { oneTimeFilters, queryQual, withoutNullFoldedColumns } from './one-time-filters.js';
import { sequenceSql } from './fold-order.js';
import { type ColumnTypes, columnTypesOf, holdsColumn, readsOnlyOwn, withFoldedColumns } from './folded-columns.js';
import { withExecutorStart } from './executor-start-checks.js';
import { estimatedSides } from './selectivity-estimates.js';
import { outerReferenceKeys, withOuterParams } from './outer-params.js';
import { initPlanFilters } from './initplan-filters.js';
import { pulledUpExists } from './semijoin-gating-quals.js';
import { withHavingInWhere } from './having-to-where.js';
import { andTerms } from './join-side-quals.js';
import { relationCounter } from './clause-relations.js';
import { alwaysFalseWhere, falseWhereWhen } from './null-semijoin.js';
import { type Env, type Found, foldedSql, stepsOf } from './plan-time-env.js';
import { markFoldableCalls, walk } from './plan-time-walk.js';
import { fullJoinRefusals } from './full-join-clauses.js';
import { plannedCteQueries } from './cte-materialize.js';

/**
 * PostgreSQL's planner evaluates every constant subexpression of a query while planning it
 * (eval_const_expressions: an immutable function, operator or cast whose arguments are all
 * constants is called once and replaced by its value), whether or not a row ever reaches it;
 * SQLite evaluates a constant only where a row reaches it. So `SELECT ra, make_date(0, 1, 1)
 * FROM t0` over an empty t0 raises 22008 in PostgreSQL and returns no row in SQLite, and so does
 * a constant inside a subquery (`WHERE NULL IN (SELECT ('NaN'::numeric)::int FROM t1)`), which
 * the planner plans — and folds — even when it is never run.
 *
 * `planTimeConstants` lists a SELECT's constants as PostgreSQL's planner meets them, translated
 * to SQLite: for each query level its target list, ORDER BY, GROUP BY, the JOIN … ON conditions,
 * WHERE, HAVING, LIMIT and OFFSET, each expression's own constants before the subqueries inside
 * it (a SubLink's query is planned after its expression is folded), set operations arm by arm.
 * The statement evaluates them in its LIMIT (`CASE WHEN pg_strict_null(…) IS NULL THEN count
 * END`), which SQLite computes once before reading any row.
 *
 * It follows the folding rules that skip an argument: AND/OR stop at a constant operand (it may
 * be the deciding false/true), CASE at a constant WHEN condition (the arm and those after it may
 * be dropped), COALESCE after a constant argument that is not NULL; a strict call with a
 * constant argument that may be NULL folds to NULL before its subqueries are planned, so those
 * are not entered; an EXISTS subquery's target list is replaced by the planner and not folded.
 * Where a rule depends on a constant's value the walk stops: a constant it does not list is an
 * error left unraised (as before), never one PostgreSQL would not raise.
 */

/** The SQL of each plan-time constant of `stmt` (a SelectStmt), in PostgreSQL's order. */
export function planTimeConstants(stmt: Fields, scope: Scope): string[] {
  const consts: string[] = [];
  const noted = { any: false };
  // the materialized WITH queries are planned (and folded) first, each as a statement of its own
  for (const q of plannedCteQueries(scope.ctx, stmt, scope.ctx.stmt.ast as AstNode)) collectQuery(q, false, { scope, columns: new Map(), branches: 4, noted }, consts, true);
  collectQuery(stmt, false, { scope, columns: new Map(), branches: 4, noted }, consts, true);
  const out = withExecutorStart(consts, noted.any);
  oneTimeFilters(stmt, scope, out);
  // the One-Time Filters of uncorrelated EXISTS subqueries, run as InitPlans by the outer one's
  if (!alwaysFalseWhere(queryQual(stmt), scope)) {
    // the outer query's columns read in parts the planner drops (a CASE arm under a NULL
    // condition) are gone once folded: such a subquery is uncorrelated, such a term reads nothing
    const outerColumns = columnTypesOf(stmt, scope.ctx, new Map());
    const env: Env = { scope, columns: outerColumns, branches: 0, noted };
    const live = (n: AstNode, columns: ColumnTypes): AstNode => withFoldedColumns(n, columns, scope.ctx, []);
    const uncorrelated = (q: Fields): boolean => {
      const where = q['whereClause'] as AstNode | undefined;
      const folded = where === undefined ? q : { ...q, whereClause: live(where, columnTypesOf(q, scope.ctx, outerColumns)) };
      return readsOnlyOwn(folded, columnTypesOf(q, scope.ctx, new Map()));
    };
    // a column read only inside a strict call folded to NULL is gone once folded
    const readsNothing = (n: AstNode): boolean => !holdsColumn(live(withoutNullFoldedColumns(n), outerColumns));
    for (const { term, guards, falseWhen } of initPlanFilters(stmt, readsNothing, uncorrelated, (w) => falseWhereWhen(w, scope))) {
      const sql = foldedSql(withoutNullFoldedColumns(term), env);
      const tests = guards.map((g) => foldedSql(g, env));
      if (sql === undefined || tests.some((g) => g === undefined)) continue;
      const filter = tests.length === 0 ? sql : `(CASE WHEN ${tests.map((g) => `(${g})`).join(' AND ')} THEN ${sql} END)`;
      out.push(falseWhen.length === 0 ? filter : `(CASE WHEN ${falseWhen.join(' OR ')} THEN NULL ELSE ${filter} END)`);
    }
  }
  return out;
}

/** Evaluates `checks` (SQL of plan-time constants) and is always true. */
export function planTimeCheckTerm(checks: readonly string[]): string {
  return `${sequenceSql(checks)} IS NULL`;
}

/** `top`: the statement's own level (or a set operation's arm), which no outer condition can reduce. */
/** `pulledUp`: an EXISTS subquery the planner pulls up into a semi-join (semijoin-gating-quals.ts). */
function collectQuery(stmt: Fields, exists: boolean, outer: Env, out: string[], top = false, pulledUp = false): void {
  if (stmt['op'] && stmt['op'] !== 'SETOP_NONE') {
    // an arm whose WHERE the planner folds to false is a dummy relation the Append leaves out:
    // its expressions are folded, but no executor starts them (no executor-start note)
    const arm = (q: Fields): Env => (q['op'] && q['op'] !== 'SETOP_NONE') || falseWhereWhen(queryQual(q), outer.scope) !== '1' ? outer : { ...outer, nulled: true };
    if (stmt['larg']) collectQuery(stmt['larg'] as Fields, false, arm(stmt['larg'] as Fields), out, top);
    if (stmt['rarg']) collectQuery(stmt['rarg'] as Fields, false, arm(stmt['rarg'] as Fields), out, top);
    return;
  }
  const env: Env = { ...outer, columns: columnTypesOf(stmt, outer.scope.ctx, outer.columns) };
  // the EXISTS subqueries of the WHERE's top AND that the planner pulls up into (anti-)semi-joins
  const where = stmt['whereClause'] as AstNode | undefined;
  const pulledUpHere = new Set(where === undefined ? [] : andTerms(where).flatMap((t) => pulledUpExists(t, stmt, outer.scope.ctx) ?? []));
  const exprs: AstNode[] = [];
  for (const row of (stmt['valuesLists'] as AstNode[] | undefined) ?? []) exprs.push(...listOf(row));
  const grouped = ((stmt['groupClause'] as AstNode[] | undefined) ?? []).length > 0 || stmt['havingClause'] !== undefined;
  // an EXISTS subquery's target list is dropped by the planner (unless it is grouped)
  if (!exists || grouped) {
    for (const t of (stmt['targetList'] as AstNode[] | undefined) ?? []) {
      const v = fieldsOf(t)['val'] as AstNode | undefined;
      if (v !== undefined) exprs.push(v);
    }
  }
  for (const s of (stmt['sortClause'] as AstNode[] | undefined) ?? []) {
    const n = fieldsOf(s)['node'] as AstNode | undefined;
    if (n !== undefined) exprs.push(n);
  }
  for (const g of (stmt['groupClause'] as AstNode[] | undefined) ?? []) exprs.push(g);
  // the window keys are target list entries added after ORDER BY's and GROUP BY's
  if (!exists || grouped) exprs.push(...windowKeys(stmt));
  for (const item of (stmt['fromClause'] as AstNode[] | undefined) ?? []) joinQuals(item, exprs);
  for (const k of ['whereClause', 'havingClause', 'limitOffset', 'limitCount']) {
    const n = stmt[k] as AstNode | undefined;
    if (n !== undefined) exprs.push(n);
  }
  for (const e of exprs) {
    markFoldableCalls(e, env);
    const found: Found = { consts: [], subs: [] };
    walk(e, env, found);
    out.push(...stepsOf(found, env));
    for (const s of found.subs) collectQuery(s.query, s.exists, env, out, false, pulledUpHere.has(s.query));
  }
  // the level's conditions are estimated once its expressions (and subqueries) are folded
  const live = (n: AstNode): boolean => holdsColumn(withFoldedColumns(n, env.columns, env.scope.ctx, []));
  const uncorrelated = (q: Fields): boolean => readsOnlyOwn(q, columnTypesOf(q, env.scope.ctx, new Map()));
  // a WHERE the planner folds to false (null-semijoin.ts) leaves nothing to estimate
  const falseWhen = falseWhereWhen(queryQual(stmt), env.scope);
  const count = relationCounter(stmt, env.scope.ctx);
  // the enclosing levels' columns are Params: no relation of this level (outer-params.ts)
  // (not a pulled-up EXISTS's: in a semi-join at the top of WHERE its outer columns are Vars of
  // the outer relations, and an outer-only condition a restriction clause estimated there)
  const outerKeys = outerReferenceKeys(stmt, env.scope.ctx, outer.columns);
  const params = pulledUp ? new Set<string>() : outerKeys;
  const folded = (n: AstNode, keys: ReadonlySet<string>): AstNode => withFoldedColumns(withOuterParams(n, keys), env.columns, env.scope.ctx, []);
  const relations = (n: AstNode): number => count(folded(n, params));
  const ownColumns = (n: AstNode): boolean => holdsColumn(folded(n, params));
  // the parser counted the level's own columns only (transformAExprIn's IN-list shape)
  const parsed = pulledUp ? (n: AstNode): boolean => holdsColumn(folded(n, outerKeys)) : ownColumns;
  // (HAVING's terms of no aggregate are WHERE's: restriction clauses estimated with its own)
  for (const side of estimatedSides(withHavingInWhere(stmt, env.scope.ctx), ownColumns, uncorrelated, relations, live, parsed)) {
    const sql = foldedSql(side, env);
    if (sql !== undefined) out.push(falseWhen === undefined ? sql : `(CASE WHEN ${falseWhen} THEN NULL ELSE ${sql} END)`);
  }
  // then the level's joins are searched: a FULL JOIN with no merge clause is refused
  if (top) out.push(...fullJoinRefusals(stmt, env.scope.ctx));
}

/**
 * The PARTITION BY and ORDER BY expressions of the query's windows, in the order
 * transformWindowDefinitions adds them to the target list: the WINDOW clause's definitions,
 * then each OVER (…) of the target list and ORDER BY not equal to an earlier one; of each
 * window its ORDER BY keys before its PARTITION BY keys.
 */
function windowKeys(stmt: Fields): AstNode[] {
  const defs: Fields[] = [];
  const seen = new Set<string>();
  const add = (d: Fields): void => {
    const key = JSON.stringify({ p: d['partitionClause'], o: d['orderClause'], r: d['refname'], f: d['frameOptions'] });
    if (d['name'] === undefined && seen.has(key)) return;
    seen.add(key);
    defs.push(d);
  };
  for (const w of (stmt['windowClause'] as AstNode[] | undefined) ?? []) add(fieldsOf(w));
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const t = nodeType(node as AstNode);
    if (t === 'SubLink') return;
    const f = fieldsOf(node as AstNode);
    if (typeof f !== 'object' || f === null) return;
    if (t === 'FuncCall' && f['over'] !== undefined) {
      visit(f['args']);
      // FuncCall.over is a WindowDef's fields (not wrapped in a node)
      const o = f['over'] as Fields;
      // a reference to a named window adds nothing new
      if (o['name'] === undefined) add(o);
      return;
    }
    for (const v of Object.values(f)) visit(v);
  };
  visit(stmt['targetList']);
  visit(stmt['sortClause']);
  const keys: AstNode[] = [];
  for (const d of defs) {
    for (const s of (d['orderClause'] as AstNode[] | undefined) ?? []) {
      const n = fieldsOf(s)['node'] as AstNode | undefined;
      if (n !== undefined) keys.push(n);
    }
    keys.push(...((d['partitionClause'] as AstNode[] | undefined) ?? []));
  }
  return keys;
}

/** The ON conditions of a FROM item, in the planner's order (left, right, then the join's own). */
function joinQuals(item: AstNode, out: AstNode[]): void {
  if (nodeType(item) !== 'JoinExpr') return;
  const j = fieldsOf(item);
  if (j['larg']) joinQuals(j['larg'] as AstNode, out);
  if (j['rarg']) joinQuals(j['rarg'] as AstNode, out);
  if (j['quals']) out.push(j['quals'] as AstNode);
}

function listOf(node: AstNode): AstNode[] {
  if (Array.isArray(node)) return node as AstNode[];
  const items = fieldsOf(node)['items'] as AstNode[] | undefined;
  return items ?? [];
}

const attached = new WeakMap<Fields, string[]>();
/** The check term a SELECT's LIMIT evaluates (planTimeLimit), for the plan to carry (SqlPlan.planTimeCheck). */
const evaluated = new WeakMap<Fields, string>();

/** Lists the plan-time constants of a top-level SELECT for its LIMIT (`planTimeLimit`) to evaluate. */
export function attachPlanTimeConstants(stmt: Fields, scope: Scope): void {
  const checks = planTimeConstants(stmt, scope);
  if (checks.length > 0) attached.set(stmt, checks);
}

/**
 * The LIMIT count of a SELECT (SQL, or undefined for none) evaluating its attached plan-time
 * constants first: SQLite computes LIMIT once, before it reads any row or runs any arm of a
 * set operation.
 */
export function planTimeLimit(stmt: Fields, count: string | undefined): string | undefined {
  const checks = attached.get(stmt);
  if (checks === undefined) return count;
  attached.delete(stmt);
  const term = planTimeCheckTerm(checks);
  evaluated.set(stmt, term);
  return `CASE WHEN ${term} THEN ${count ?? '-1'} END`;
}

/** The plan-time check term `planTimeLimit` put into this SELECT's LIMIT (once; undefined for none). */
export function takePlanTimeCheck(stmt: Fields): string | undefined {
  const term = evaluated.get(stmt);
  evaluated.delete(stmt);
  return term;
}

/**
 * Whether the plan-time check lists every constant the planner folds in this SELECT: none sits
 * in a FROM subquery, a function in FROM or a WITH query, which the check does not walk.
 */
export function planTimeCovers(stmt: Fields): boolean {
  const clean = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.every(clean);
    if (node === null || typeof node !== 'object') return true;
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      if (k === 'RangeSubselect' || k === 'RangeFunction' || k === 'RangeTableFunc' || k === 'withClause' || k === 'WithClause') return false;
      if (!clean(v)) return false;
    }
    return true;
  };
  return clean(stmt);
}
