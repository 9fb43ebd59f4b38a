import { type AstNode, type Fields, fieldsOf, listItems, nodeType, strVal } from '../parse/ast.js';
import { nullWhenOfNode } from '../analyze/plan-time-null.js';
import { comparisonNode } from '../analyze/constant-and-or.js';
import { translateExpr } from '../analyze/expr.js';
import { Scope } from '../analyze/scope.js';
import { foldsToNull, isConstantNode, isStrictBuiltin } from '../analyze/strict-null.js';
import { literalBool } from '../analyze/folded-branches.js';
import { oneTimeFilters, queryQual, withoutNullFoldedColumns } from './one-time-filters.js';
import { decidedBy, foldSteps, sequenceSql } from './fold-order.js';
import { type ColumnTypes, columnTypesOf, holdsColumn, holdsSubLink, readsOnlyOwn, returnMarks, typedNullLike, withFoldedColumns, withNullColumnsMarked } from './folded-columns.js';
import { decisionPastOwnNulls, firstDecision, whileDecided } from './constant-decisions.js';
import { executorStartNote, isStartNote, withExecutorStart } from './executor-start-checks.js';
import { estimatedSides } from './selectivity-estimates.js';
import { initPlanFilters } from './initplan-filters.js';
import { relationCounter } from './clause-relations.js';
import { alwaysFalseWhere, falseWhereWhen } from './null-semijoin.js';
import { inlinedParts } from './inlined-functions.js';
import { knownNotNull } from '../analyze/known-not-null.js';
import { readsColumnOrStandIn } from '../analyze/column-stand-ins.js';

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

interface Found {
  /** constant nodes (stepped by foldSteps) and guarded steps already in SQL */
  consts: (AstNode | string)[];
  subs: { query: Fields; exists: boolean }[];
}

/** A query level being walked: the scope constants translate in, and the columns it sees (folded-columns.ts). */
interface Env {
  scope: Scope;
  columns: ColumnTypes;
  /** how many more constant conditions a walk may branch on (each doubles what it walks) */
  branches: number;
  /** whether an executor-start error was noted (executor-start-checks.ts) */
  noted: { any: boolean };
  /** inside a strict call the planner folds to NULL: nothing of it is kept for the executor */
  nulled?: boolean;
}

/** The SQL of each plan-time constant of `stmt` (a SelectStmt), in PostgreSQL's order. */
export function planTimeConstants(stmt: Fields, scope: Scope): string[] {
  const consts: string[] = [];
  const noted = { any: false };
  collectQuery(stmt, false, { scope, columns: new Map(), branches: 4, noted }, consts);
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

function collectQuery(stmt: Fields, exists: boolean, outer: Env, out: string[]): void {
  if (stmt['op'] && stmt['op'] !== 'SETOP_NONE') {
    if (stmt['larg']) collectQuery(stmt['larg'] as Fields, false, outer, out);
    if (stmt['rarg']) collectQuery(stmt['rarg'] as Fields, false, outer, out);
    return;
  }
  const env: Env = { ...outer, columns: columnTypesOf(stmt, outer.scope.ctx, outer.columns) };
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
    for (const s of found.subs) collectQuery(s.query, s.exists, env, out);
  }
  // the level's conditions are estimated once its expressions (and subqueries) are folded
  const live = (n: AstNode): boolean => holdsColumn(withFoldedColumns(n, env.columns, env.scope.ctx, []));
  const uncorrelated = (q: Fields): boolean => readsOnlyOwn(q, columnTypesOf(q, env.scope.ctx, new Map()));
  // a WHERE the planner folds to false (null-semijoin.ts) leaves nothing to estimate
  const falseWhen = falseWhereWhen(queryQual(stmt), env.scope);
  const count = relationCounter(stmt, env.scope.ctx);
  const relations = (n: AstNode): number => count(withFoldedColumns(n, env.columns, env.scope.ctx, []));
  for (const side of estimatedSides(stmt, live, uncorrelated, relations)) {
    const sql = foldedSql(side, env);
    if (sql !== undefined) out.push(falseWhen === undefined ? sql : `(CASE WHEN ${falseWhen} THEN NULL ELSE ${sql} END)`);
  }
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

/**
 * Translates, innermost first, each call of the expression whose arguments are constants, so
 * a call of an immutable overload of a name that also has stable ones (date_part(text,
 * timestamp)) is marked foldable before its caller is asked whether it is constant.
 */
function markFoldableCalls(node: unknown, env: Env, budget = { left: 300 }): void {
  if (Array.isArray(node)) return node.forEach((n) => markFoldableCalls(n, env, budget));
  if (node === null || typeof node !== 'object') return;
  const t = nodeType(node as AstNode);
  const f = fieldsOf(node as AstNode);
  if (typeof f !== 'object' || f === null) return;
  // a sublink's left operand is an expression of this level (its query is planned on its own)
  if (t === 'SubLink') return markFoldableCalls(f['testexpr'], env, budget);
  for (const v of Object.values(f)) markFoldableCalls(v, env, budget);
  if (t === 'FuncCall' && f['over'] === undefined && !isConstantNode(node) && isConstantNode(f['args'] ?? [])) foldedSql(node as AstNode, env);
  // a cast or operator over constants is marked where its function is stable (not folded), before
  // any decision takes it for a constant (within a budget: a generated expression may be huge)
  if ((t === 'TypeCast' || t === 'A_Expr') && budget.left-- > 0 && !isParsedLiteral(node as AstNode) && isConstantNode(node)) foldedSql(node as AstNode, env);
  // a `||` over a NULL constant is typed, to tell a strict concatenation (folded to NULL) from an array's
  if (t === 'A_Expr' && isConcatOverNull(f) && budget.left-- > 0) typedConcat(node as AstNode, env);
}

/** The ON conditions of a FROM item, in the planner's order (left, right, then the join's own). */
function joinQuals(item: AstNode, out: AstNode[]): void {
  if (nodeType(item) !== 'JoinExpr') return;
  const j = fieldsOf(item);
  if (j['larg']) joinQuals(j['larg'] as AstNode, out);
  if (j['rarg']) joinQuals(j['rarg'] as AstNode, out);
  if (j['quals']) out.push(j['quals'] as AstNode);
}

/** Translates a `||` with its columns read as NULLs of their types, carrying the analyzer's marks back. */
function typedConcat(node: AstNode, env: Env): void {
  const pairs: [object, object][] = [];
  const copy = withNullColumnsMarked(node, env.columns, env.scope.ctx, pairs);
  standalone(copy, env.scope);
  returnMarks(pairs);
}

function isConcatOverNull(f: Fields): boolean {
  const name = (f['name'] as AstNode[] | undefined) ?? [];
  return f['kind'] === 'AEXPR_OP' && name.length === 1 && strVal(name[0] as AstNode) === '||' && (foldsToNull(f['lexpr']) || foldsToNull(f['rexpr']));
}

function listOf(node: AstNode): AstNode[] {
  if (Array.isArray(node)) return node as AstNode[];
  const items = fieldsOf(node)['items'] as AstNode[] | undefined;
  return items ?? [];
}

/** The constant's SQL, or undefined where it does not translate on its own. */
export function standalone(node: AstNode, scope: Scope): string | undefined {
  try {
    return translateExpr(node, { scope: new Scope(scope.ctx), clause: 'SELECT' }).sql;
  } catch {
    return undefined;
  }
}

/**
 * A constant's SQL translated on its own, the columns in the parts the planner drops read as
 * NULLs of their types (folded-columns.ts); undefined where it does not translate.
 */
function foldedSql(node: AstNode, env: Env): string | undefined {
  const pairs: [object, object][] = [];
  const sql = standalone(withFoldedColumns(node, env.columns, env.scope.ctx, pairs), env.scope);
  returnMarks(pairs);
  return sql;
}

/** The type of `node` translated on its own. */
function typed(node: AstNode, scope: Scope): { type: number; typmod: number } | undefined {
  try {
    const e = translateExpr(node, { scope: new Scope(scope.ctx), clause: 'SELECT' });
    return { type: e.type, typmod: e.typmod ?? -1 };
  } catch {
    return undefined;
  }
}

/** A literal: nothing to evaluate (a literal cast is checked while translating). */
function isLiteral(node: AstNode): boolean {
  const t = nodeType(node);
  if (t === 'A_Const') return true;
  if (t === 'TypeCast') {
    const arg = fieldsOf(node)['arg'] as AstNode | undefined;
    return arg !== undefined && nodeType(arg) === 'A_Const';
  }
  return false;
}

/** A constant, or a string or NULL cast to a type: converted while parsing (a number cast to a type is a cast the planner folds). */
function isParsedLiteral(node: AstNode): boolean {
  if (!isLiteral(node) || nodeType(node) === 'A_Const') return isLiteral(node);
  const c = fieldsOf(fieldsOf(node)['arg'] as AstNode);
  return c['isnull'] === true || c['sval'] !== undefined || c['bsval'] !== undefined;
}

function isNullLiteral(node: AstNode): boolean {
  const t = nodeType(node);
  if (t === 'A_Const') return fieldsOf(node)['isnull'] === true;
  if (t === 'TypeCast') {
    const arg = fieldsOf(node)['arg'] as AstNode | undefined;
    return arg !== undefined && isNullLiteral(arg);
  }
  return false;
}

/** A constant whose value may be NULL (an expression, or a NULL literal). */
function mayBeNullConstant(node: AstNode): boolean {
  return isConstantNode(node) && (!isLiteral(node) || isNullLiteral(node)) && !knownNotNull(node);
}

function walk(node: unknown, env: Env, found: Found): void {
  if (Array.isArray(node)) {
    for (const n of node) walk(n, env, found);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const t = nodeType(node as AstNode);
  const f = fieldsOf(node as AstNode);
  if (typeof f !== 'object' || f === null) return;
  if (t === 'ColumnRef' || t === 'ParamRef' || t === 'A_Const') return;
  // a call of an immutable overload whose name also has stable ones (date_part(text, timestamp))
  // is known constant once translated: translating marks it
  if (t === 'FuncCall' && !isConstantNode(node) && isConstantNode(f['args'] ?? [])) foldedSql(node as AstNode, env);
  if (t !== 'SubLink' && !isParsedLiteral(node as AstNode) && isConstantNode(node)) {
    // translating it marks the casts and operators the planner leaves unevaluated (stable ones)
    const sql = foldedSql(node as AstNode, env);
    // a strict call folded to NULL around parts that are not constants: its constant parts are
    // walked (case FuncCall / A_Expr), where a decision inside them may fold more
    const nullAround = foldsToNull(node) && !constantThroughNulls(Object.values(f));
    if (sql !== undefined && isConstantNode(node) && !nullAround) {
      found.consts.push(node as AstNode);
      return;
    }
  }
  // x BETWEEN a AND b is the parser's x >= a AND x <= b (NOT: x < a OR x > b), folded as such
  const between = betweenAsBool(t, f);
  if (between !== undefined) return walk(between, env, found);
  const inList = inListAsBool(t, f);
  if (inList !== undefined) return walk(inList, env, found);
  // a CASE condition that is a BETWEEN is the parser's AND of two comparisons: its first one may
  // decide it, and with it the arm (`WHEN x BETWEEN a AND stable(…)`, x < a, drops the arm)
  const caseBetween = t === 'CaseExpr' ? withBetweenConditions(f) : undefined;
  if (caseBetween !== undefined) return walk(caseBetween, env, found);
  if (t !== 'SubLink' && branchOnDecision(node as AstNode, env, found)) return;
  switch (t) {
    case 'SubLink': {
      if (f['testexpr']) walk(f['testexpr'], env, found);
      const q = f['subselect'] as AstNode | undefined;
      if (q !== undefined && nodeType(q) === 'SelectStmt') found.subs.push({ query: fieldsOf(q), exists: f['subLinkType'] === 'EXISTS_SUBLINK' });
      return;
    }
    case 'BoolExpr': {
      if (f['boolop'] === 'NOT_EXPR') return walk(f['args'], env, found);
      // a constant operand may decide the whole AND/OR: what follows it, and every subquery, is uncertain
      const args = (f['args'] as AstNode[] | undefined) ?? [];
      const inner: Found = { consts: [], subs: [] };
      // simplify_and/or_arguments: a literal that cannot decide (TRUE in AND, FALSE in OR, NULL) is dropped
      const deciding = f['boolop'] === 'AND_EXPR' ? false : true;
      for (const a of args) {
        walk(a, env, inner);
        const nullTest = nullTestDecision(a, deciding, env);
        if (nullTest !== undefined) {
          // the operands after it are simplified only where it does not decide
          found.consts.push(...inner.consts);
          const rest = args.slice(args.indexOf(a) + 1);
          if (rest.length > 0) {
            const after: Found = { consts: [], subs: [] };
            walk(rest.length === 1 ? rest[0] : ({ BoolExpr: { ...f, args: rest } } as unknown as AstNode), env, after);
            pushGuarded(found, nullTest, stepsOf(after, env));
          }
          return;
        }
        const lit = literalBool(a);
        if (lit === null || (lit !== undefined && lit !== deciding)) continue;
        if (isConstantNode(a)) {
          // the operands after it are simplified only where it does not decide
          found.consts.push(...inner.consts);
          const cond = foldedSql(a, env);
          const rest = args.slice(args.indexOf(a) + 1);
          if (cond !== undefined && rest.length > 0) {
            const after: Found = { consts: [], subs: [] };
            walk(rest.length === 1 ? rest[0] : ({ BoolExpr: { ...f, args: rest } } as unknown as AstNode), env, after);
            pushGuarded(found, decidedBy(cond, deciding ? '1' : '0'), stepsOf(after, env));
          }
          return;
        }
      }
      found.consts.push(...inner.consts);
      found.subs.push(...inner.subs);
      return;
    }
    case 'CaseExpr': {
      if (f['arg']) walk(f['arg'], env, found);
      for (const w of (f['args'] as AstNode[] | undefined) ?? []) {
        const cw = fieldsOf(w);
        walk(cw['expr'], env, found);
        // a literal condition: FALSE/NULL drops its arm unseen, TRUE makes its result the answer
        const lit = f['arg'] ? undefined : literalBool(cw['expr']);
        if (lit === false || lit === null) continue;
        if (lit === true) return walk(cw['result'], env, found);
        // CASE x WHEN v: the condition is x = v, constant only where x is
        const condNode = (f['arg'] ? { A_Expr: { kind: 'AEXPR_OP', name: [{ String: { sval: '=' } }], lexpr: f['arg'], rexpr: cw['expr'] } } : cw['expr']) as AstNode;
        if (isConstantNode(condNode)) {
          // a constant condition: its arm where it is true, else the arms after it
          const cond = foldedSql(condNode, env);
          if (cond === undefined) return;
          const taken: Found = { consts: [], subs: [] };
          walk(cw['result'], env, taken);
          const others: Found = { consts: [], subs: [] };
          const rest = ((f['args'] as AstNode[] | undefined) ?? []).slice(((f['args'] as AstNode[] | undefined) ?? []).indexOf(w) + 1);
          if (rest.length > 0) walk({ CaseExpr: { ...f, args: rest } } as unknown as AstNode, env, others);
          else if (f['defresult']) walk(f['defresult'], env, others);
          const [a, b] = [stepsOf(taken, env), stepsOf(others, env)];
          if (a.length > 0 || b.length > 0) found.consts.push(`(CASE WHEN ${cond} THEN ${sequenceSql(a)} ELSE ${sequenceSql(b)} END)`);
          return;
        }
        // a condition folding to a NULL constant drops its arm unseen (analyze/plan-time-null.ts)
        const nullCond = nullWhenOfNode(condNode, (n) => standalone(n, env.scope));
        if (nullCond !== undefined) {
          const arm: Found = { consts: [], subs: [] };
          walk(cw['result'], env, arm);
          pushGuarded(found, nullCond, stepsOf(arm, env));
          continue;
        }
        walk(cw['result'], env, found);
      }
      if (f['defresult']) walk(f['defresult'], env, found);
      return;
    }
    case 'MinMaxExpr': {
      // kept by the planner: its comparison function is looked up when the executor starts
      const note = env.nulled === true ? undefined : executorStartNote(node as AstNode, env.columns, env.scope);
      if (note !== undefined) {
        found.consts.push(note);
        env.noted.any = true;
      }
      walk(f['args'], env, found);
      return;
    }
    case 'CoalesceExpr': {
      const args = (f['args'] as AstNode[] | undefined) ?? [];
      for (const a of args) {
        walk(a, env, found);
        if (isConstantNode(a) && !isNullLiteral(a)) {
          // the arguments after it are simplified only where it is NULL
          const value = foldedSql(a, env);
          const rest = args.slice(args.indexOf(a) + 1);
          if (value !== undefined && rest.length > 0) {
            const after: Found = { consts: [], subs: [] };
            walk({ CoalesceExpr: { ...f, args: rest } } as unknown as AstNode, env, after);
            pushGuarded(found, `(${value}) IS NOT NULL`, stepsOf(after, env));
          }
          return;
        }
        // an AND (OR) with a constant operand that is FALSE (TRUE) folds to that constant, not
        // NULL: the arguments after it are dropped where one is
        const decided = decidingOperandsSql(a, env);
        if (decided !== undefined) {
          const rest = args.slice(args.indexOf(a) + 1);
          if (rest.length > 0) {
            const after: Found = { consts: [], subs: [] };
            walk({ CoalesceExpr: { ...f, args: rest } } as unknown as AstNode, env, after);
            pushGuarded(found, decided, stepsOf(after, env));
          }
          return;
        }
        // a NULL test of an expression folding to a NULL constant is a constant too (TRUE or
        // FALSE, not NULL): the arguments after it are dropped where it does
        const nullWhen = nodeType(a) === 'NullTest' && !isConstantNode(a) ? nullWhenOfNode(fieldsOf(a)['arg'], (n) => standalone(n, env.scope)) : undefined;
        if (nullWhen !== undefined) {
          const rest = args.slice(args.indexOf(a) + 1);
          if (nullWhen !== '1' && rest.length > 0) {
            const after: Found = { consts: [], subs: [] };
            walk({ CoalesceExpr: { ...f, args: rest } } as unknown as AstNode, env, after);
            pushGuarded(found, nullWhen, stepsOf(after, env));
          }
          return;
        }
      }
      return;
    }
    case 'FuncCall':
    case 'A_Expr': {
      const args = t === 'FuncCall' ? ((f['args'] as AstNode[] | undefined) ?? []) : [f['lexpr'], f['rexpr']].filter((a): a is AstNode => a !== undefined && !Array.isArray(a));
      const strict = t === 'FuncCall' ? isStrictBuiltin(callName(f)) : f['kind'] === 'AEXPR_OP';
      if (strict && args.some(mayBeNullConstant)) {
        // may fold to NULL once its arguments are folded: its subqueries are then never planned
        const inner: Found = { consts: [], subs: [] };
        // folded to NULL for certain: what is not constant in it never reaches the executor
        const certain = foldsToNull(node);
        const argEnv = certain ? { ...env, nulled: true } : env;
        walk(t === 'FuncCall' ? f['args'] : [f['lexpr'], f['rexpr']], argEnv, inner);
        // folded to NULL only where a constant argument is NULL: what the executor starts
        // (a GREATEST's comparison lookup) is noted only where none is
        const guards = certain ? [] : args.filter(mayBeNullConstant).map((a) => foldedSql(a, env));
        if (guards.length === 0 || guards.some((g) => g === undefined)) found.consts.push(...inner.consts);
        else {
          found.consts.push(...inner.consts.filter((c) => !isStartNote(c)));
          pushGuarded(found, guards.map((g) => `(${g}) IS NULL`).join(' OR '), inner.consts.filter(isStartNote) as string[]);
        }
        // where no argument folds to NULL, an SQL-language built-in is inlined all the same
        if (t === 'FuncCall') inlinedWhenNotNull(callName(f), args, env, found);
        return;
      }
      // a window's keys are planned with the other window keys (windowKeys)
      walk(t === 'FuncCall' ? [f['args'], f['agg_order'], f['agg_filter']] : [f['lexpr'], f['rexpr']], env, found);
      // an SQL-language built-in is inlined, and the constant parts of its body folded in turn
      if (t === 'FuncCall') for (const part of inlinedParts(callName(f), args, (n) => typed(n, env.scope)?.type)) if (isConstantNode(part)) found.consts.push(part);
      return;
    }
    default:
      for (const v of Object.values(f)) if (typeof v === 'object' && v !== null) walk(v, env, found);
  }
}

/**
 * Where a constant condition inside `node` decides a CASE or AND/OR whose folding makes `node` a
 * constant (constant-decisions.ts): the condition's steps, then the walk of `node` with the
 * condition replaced by the value it turns out to have. False where nothing such is found (or
 * the branches' budget is spent, or a subquery sits inside).
 */
function branchOnDecision(node: AstNode, env: Env, found: Found): boolean {
  // a constant already (a strict call folded to NULL): its arguments are walked in turn
  if (env.branches <= 0 || isConstantNode(node) || holdsSubLink(node)) return false;
  const nullLike = (n: AstNode): AstNode | undefined => typedNullLike(n, env.columns, env.scope.ctx, (x) => typed(x, env.scope));
  let d = firstDecision(node, nullLike);
  if (d === undefined) return false;
  // a strict call over a constant that may be NULL is folded by the walk itself (case FuncCall),
  // but a decision in its other arguments may still make it a constant
  if (d.kind === 'null' && fieldsOf(node) === d.holder) {
    d = decisionPastOwnNulls(node, nullLike);
    if (d === undefined || (d.kind === 'null' && fieldsOf(node) === d.holder)) return false;
  }
  const values: (boolean | null)[] = d.kind === 'andor' ? [true, false, null] : [true, false];
  const variants = values.map((v) => d.variant(v));
  // (a decision inside a CASE condition drops or keeps its arm, constant or not)
  if (!variants.some((v) => isConstantNode(v)) && nodeType(node) !== 'CaseExpr') return false;
  const value = foldedSql(d.cond, env);
  // translating marks a stable cast or operator inside: then it is no constant
  if (value === undefined || !isConstantNode(d.cond)) return false;
  const cond = d.kind === 'null' ? `(${value}) IS NULL` : d.kind === 'coalesce' ? `(${value}) IS NOT NULL` : value;
  const inner: Env = { ...env, branches: env.branches - 1 };
  const [a, b, c] = variants.map((v, i) => {
    const sub: Found = { consts: [], subs: [] };
    if ((d.kind === 'null' && i === 1) || (d.kind === 'coalesce' && i === 0)) whileDecided(d, () => walk(v, inner, sub));
    else walk(v, inner, sub);
    return sequenceSql(stepsOf(sub, inner));
  });
  // what the planner folds before the condition comes first (its errors first); what the
  // executor starts (a GREATEST kept) is noted by the branches, where it is kept
  for (const b of d.before) {
    const sub: Found = { consts: [], subs: [] };
    walk(b, inner, sub);
    found.consts.push(...sub.consts.filter((c) => !isStartNote(c)));
  }
  found.consts.push(d.cond);
  found.consts.push(d.kind === 'andor' ? `(CASE WHEN ${cond} THEN ${a} WHEN NOT (${cond}) THEN ${b} ELSE ${c} END)` : `(CASE WHEN ${cond} THEN ${a} ELSE ${b} END)`);
  return true;
}

/**
 * The constant parts of an inlined SQL-language built-in (inlinedParts) whose call has constant
 * arguments that may be NULL: the planner folds a strict call with a NULL argument to NULL
 * (evaluate_function) before it would inline it, so the parts are folded only where none is.
 */
function inlinedWhenNotNull(name: string, args: AstNode[], env: Env, found: Found): void {
  const parts = inlinedParts(name, args, (n) => typed(n, env.scope)?.type).filter((p) => isConstantNode(p));
  if (parts.length === 0 || args.some(isNullLiteral)) return;
  const nulls: string[] = [];
  for (const a of args.filter(mayBeNullConstant)) {
    const sql = foldedSql(a, env);
    if (sql === undefined) return;
    nulls.push(`(${sql}) IS NULL`);
  }
  const steps = stepsOf({ consts: parts, subs: [] }, env);
  if (nulls.length === 0) found.consts.push(...steps);
  else pushGuarded(found, nulls.join(' OR '), steps);
}

/** `x [NOT] BETWEEN a AND b` as the AND (OR) of comparisons PostgreSQL's parser writes for it. */
function betweenAsBool(t: string, f: Fields): AstNode | undefined {
  if (t !== 'A_Expr' || (f['kind'] !== 'AEXPR_BETWEEN' && f['kind'] !== 'AEXPR_NOT_BETWEEN')) return undefined;
  const [lo, hi] = listItems(f['rexpr']);
  if (lo === undefined || hi === undefined) return undefined;
  const not = f['kind'] === 'AEXPR_NOT_BETWEEN';
  const args = [comparisonNode(not ? '<' : '>=', f['lexpr'] as AstNode, lo, true), comparisonNode(not ? '>' : '<=', f['lexpr'] as AstNode, hi, true)];
  return { BoolExpr: { boolop: not ? 'OR_EXPR' : 'AND_EXPR', args } } as unknown as AstNode;
}

/**
 * `x [NOT] IN (a, b, …)` as the parser writes it where at most one item reads no column: the OR
 * (AND) of `x = item` (`x <> item`) in order (transformAExprIn), which the planner simplifies
 * operand by operand, stopping at a deciding constant: `true IN (true, a1 <> ('b'::text)::int8)`
 * folds no cast. Two or more items of no column are one `x = ANY (ARRAY[…])`, the first operand.
 */
function inListAsBool(t: string, f: Fields): AstNode | undefined {
  if (t !== 'A_Expr' || f['kind'] !== 'AEXPR_IN') return undefined;
  const items = listItems(f['rexpr']);
  const x = f['lexpr'] as AstNode | undefined;
  if (x === undefined || items.length < 2 || nodeType(x) === 'RowExpr' || items.some((i) => nodeType(i) === 'RowExpr')) return undefined;
  const nonvars = items.filter((i) => !readsColumnOrStandIn(i));
  const vars = items.filter((i) => readsColumnOrStandIn(i));
  if (nonvars.length > 1 && vars.length === 0) return undefined;
  const not = strVal((f['name'] as AstNode[] | undefined)?.[0] as AstNode) === '<>';
  const cmp = (i: AstNode): AstNode => comparisonNode(not ? '<>' : '=', x, i, true);
  // the items of no column, two or more, first: one `x = ANY (ARRAY[…])` (an IN of them alone)
  const array = { A_Expr: { ...f, rexpr: Array.isArray(f['rexpr']) ? nonvars : { List: { items: nonvars } } } } as unknown as AstNode;
  const args = nonvars.length > 1 ? [array, ...vars.map(cmp)] : items.map(cmp);
  return { BoolExpr: { boolop: not ? 'AND_EXPR' : 'OR_EXPR', args } } as unknown as AstNode;
}

/**
 * Whether every part is a constant, looking inside the parts folded to NULL (a NULL-folded
 * strict call around a stable one, `upper(to_char(NULL::interval, substring(to_char(1, 'x'),
 * '', 'e')))`, still has constants folded inside it: there the walk goes on).
 */
function constantThroughNulls(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(constantThroughNulls);
  if (node === null || typeof node !== 'object') return true;
  if (!foldsToNull(node)) return isConstantNode(node);
  return Object.values(fieldsOf(node as AstNode) as object).every(constantThroughNulls);
}

/** The SQL steps of what a walk found (its constants stepped in folding order). */
function stepsOf(found: Found, env: Env): string[] {
  return found.consts.flatMap((c) => (typeof c === 'string' ? [c] : foldSteps(c, (n) => foldedSql(n, env))));
}

/** Steps skipped where `skip` holds. */
/**
 * Where `node` is a NULL test of an expression that may fold to a NULL constant (a strict call
 * over a constant evaluating to NULL beside a column: `(jsonb_object_field('{}', 'k') - b0) IS
 * NOT NULL`), the condition under which it is then the constant that decides an AND (FALSE: IS
 * NOT NULL) or an OR (TRUE: IS NULL), so the planner simplifies no operand after it.
 */
function nullTestDecision(node: AstNode, deciding: boolean, env: Env): string | undefined {
  if (nodeType(node) !== 'NullTest' || isConstantNode(node)) return undefined;
  const f = fieldsOf(node);
  if ((f['nulltesttype'] === 'IS_NULL') !== deciding) return undefined;
  const when = nullWhenOfNode(f['arg'], (n) => standalone(n, env.scope));
  return when === '1' ? undefined : when;
}

/**
 * For an AND (OR) that is no constant but has constant operands: SQL true where one of them is
 * FALSE (TRUE), so that the planner folds the whole to that constant (simplify_and/or_arguments);
 * undefined where it has none, or one does not translate on its own.
 */
function decidingOperandsSql(node: AstNode, env: Env): string | undefined {
  if (nodeType(node) !== 'BoolExpr' || isConstantNode(node)) return undefined;
  const f = fieldsOf(node);
  if (f['boolop'] === 'NOT_EXPR') return undefined;
  const consts = ((f['args'] as AstNode[] | undefined) ?? []).filter((a) => isConstantNode(a));
  if (consts.length === 0) return undefined;
  const sqls = consts.map((c) => foldedSql(c, env));
  if (sqls.some((c) => c === undefined)) return undefined;
  return `(${sqls.map((c) => decidedBy(c as string, f['boolop'] === 'AND_EXPR' ? '0' : '1')).join(' OR ')})`;
}

/** A searched CASE with its BETWEEN conditions written as the parser's AND/OR, or undefined where it has none. */
function withBetweenConditions(f: Fields): AstNode | undefined {
  if (f['arg'] !== undefined) return undefined;
  const arms = (f['args'] as AstNode[] | undefined) ?? [];
  let changed = false;
  const copy = arms.map((w) => {
    const cw = fieldsOf(w);
    const c = cw['expr'] as AstNode | undefined;
    const b = c === undefined ? undefined : betweenAsBool(nodeType(c), fieldsOf(c));
    if (b === undefined) return w;
    changed = true;
    return { CaseWhen: { ...cw, expr: b } } as unknown as AstNode;
  });
  return changed ? ({ CaseExpr: { ...f, args: copy } } as unknown as AstNode) : undefined;
}

function pushGuarded(found: Found, skip: string, steps: string[]): void {
  if (steps.length > 0) found.consts.push(`(CASE WHEN ${skip} THEN NULL ELSE ${sequenceSql(steps)} END)`);
}

function callName(f: Fields): string {
  const parts = (f['funcname'] as AstNode[] | undefined) ?? [];
  const last = parts[parts.length - 1];
  return last === undefined ? '' : String(fieldsOf(last)['sval'] ?? '').toLowerCase();
}

const attached = new WeakMap<Fields, string[]>();

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
  return `CASE WHEN ${planTimeCheckTerm(checks)} THEN ${count ?? '-1'} END`;
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
