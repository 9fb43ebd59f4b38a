import { type AstNode, type Fields, fieldsOf, listItems, nodeType, strVal } from '../parse/ast.js';
import { nullWhenOfNode } from '../analyze/plan-time-null.js';
import { comparisonNode } from '../analyze/constant-and-or.js';
import { translateExpr } from '../analyze/expr.js';
import { Scope } from '../analyze/scope.js';
import { isConstantNode, isStrictBuiltin } from '../analyze/strict-null.js';
import { literalBool } from '../analyze/folded-branches.js';
import { oneTimeFilters } from './one-time-filters.js';
import { decidedBy, foldSteps, sequenceSql } from './fold-order.js';

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

/** The SQL of each plan-time constant of `stmt` (a SelectStmt), in PostgreSQL's order. */
export function planTimeConstants(stmt: Fields, scope: Scope): string[] {
  const out: string[] = [];
  collectQuery(stmt, false, scope, out);
  oneTimeFilters(stmt, scope, out);
  return out;
}

/** Evaluates `checks` (SQL of plan-time constants) and is always true. */
export function planTimeCheckTerm(checks: readonly string[]): string {
  return `${sequenceSql(checks)} IS NULL`;
}

function collectQuery(stmt: Fields, exists: boolean, scope: Scope, out: string[]): void {
  if (stmt['op'] && stmt['op'] !== 'SETOP_NONE') {
    if (stmt['larg']) collectQuery(stmt['larg'] as Fields, false, scope, out);
    if (stmt['rarg']) collectQuery(stmt['rarg'] as Fields, false, scope, out);
    return;
  }
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
    markFoldableCalls(e, scope);
    const found: Found = { consts: [], subs: [] };
    walk(e, scope, found);
    out.push(...stepsOf(found, scope));
    for (const s of found.subs) collectQuery(s.query, s.exists, scope, out);
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
function markFoldableCalls(node: unknown, scope: Scope): void {
  if (Array.isArray(node)) return node.forEach((n) => markFoldableCalls(n, scope));
  if (node === null || typeof node !== 'object') return;
  const t = nodeType(node as AstNode);
  if (t === 'SubLink') return;
  const f = fieldsOf(node as AstNode);
  if (typeof f !== 'object' || f === null) return;
  for (const v of Object.values(f)) markFoldableCalls(v, scope);
  if (t === 'FuncCall' && f['over'] === undefined && !isConstantNode(node) && isConstantNode(f['args'] ?? [])) standalone(node as AstNode, scope);
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

/** The constant's SQL, or undefined where it does not translate on its own. */
export function standalone(node: AstNode, scope: Scope): string | undefined {
  try {
    return translateExpr(node, { scope: new Scope(scope.ctx), clause: 'SELECT' }).sql;
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
  return isConstantNode(node) && (!isLiteral(node) || isNullLiteral(node));
}

function walk(node: unknown, scope: Scope, found: Found): void {
  if (Array.isArray(node)) {
    for (const n of node) walk(n, scope, found);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const t = nodeType(node as AstNode);
  const f = fieldsOf(node as AstNode);
  if (typeof f !== 'object' || f === null) return;
  if (t === 'ColumnRef' || t === 'ParamRef' || t === 'A_Const') return;
  // a call of an immutable overload whose name also has stable ones (date_part(text, timestamp))
  // is known constant once translated: translating marks it
  if (t === 'FuncCall' && !isConstantNode(node) && isConstantNode(f['args'] ?? [])) standalone(node as AstNode, scope);
  if (t !== 'SubLink' && !isParsedLiteral(node as AstNode) && isConstantNode(node)) {
    // translating it marks the casts and operators the planner leaves unevaluated (stable ones)
    const sql = standalone(node as AstNode, scope);
    if (sql !== undefined && isConstantNode(node)) {
      found.consts.push(node as AstNode);
      return;
    }
  }
  // x BETWEEN a AND b is the parser's x >= a AND x <= b (NOT: x < a OR x > b), folded as such
  const between = betweenAsBool(t, f);
  if (between !== undefined) return walk(between, scope, found);
  switch (t) {
    case 'SubLink': {
      if (f['testexpr']) walk(f['testexpr'], scope, found);
      const q = f['subselect'] as AstNode | undefined;
      if (q !== undefined && nodeType(q) === 'SelectStmt') found.subs.push({ query: fieldsOf(q), exists: f['subLinkType'] === 'EXISTS_SUBLINK' });
      return;
    }
    case 'BoolExpr': {
      if (f['boolop'] === 'NOT_EXPR') return walk(f['args'], scope, found);
      // a constant operand may decide the whole AND/OR: what follows it, and every subquery, is uncertain
      const args = (f['args'] as AstNode[] | undefined) ?? [];
      const inner: Found = { consts: [], subs: [] };
      // simplify_and/or_arguments: a literal that cannot decide (TRUE in AND, FALSE in OR, NULL) is dropped
      const deciding = f['boolop'] === 'AND_EXPR' ? false : true;
      for (const a of args) {
        walk(a, scope, inner);
        const lit = literalBool(a);
        if (lit === null || (lit !== undefined && lit !== deciding)) continue;
        if (isConstantNode(a)) {
          // the operands after it are simplified only where it does not decide
          found.consts.push(...inner.consts);
          const cond = standalone(a, scope);
          const rest = args.slice(args.indexOf(a) + 1);
          if (cond !== undefined && rest.length > 0) {
            const after: Found = { consts: [], subs: [] };
            walk(rest.length === 1 ? rest[0] : ({ BoolExpr: { ...f, args: rest } } as unknown as AstNode), scope, after);
            pushGuarded(found, decidedBy(cond, deciding ? '1' : '0'), stepsOf(after, scope));
          }
          return;
        }
      }
      found.consts.push(...inner.consts);
      found.subs.push(...inner.subs);
      return;
    }
    case 'CaseExpr': {
      if (f['arg']) walk(f['arg'], scope, found);
      for (const w of (f['args'] as AstNode[] | undefined) ?? []) {
        const cw = fieldsOf(w);
        walk(cw['expr'], scope, found);
        // a literal condition: FALSE/NULL drops its arm unseen, TRUE makes its result the answer
        const lit = f['arg'] ? undefined : literalBool(cw['expr']);
        if (lit === false || lit === null) continue;
        if (lit === true) return walk(cw['result'], scope, found);
        // CASE x WHEN v: the condition is x = v, constant only where x is
        const condNode = (f['arg'] ? { A_Expr: { kind: 'AEXPR_OP', name: [{ String: { sval: '=' } }], lexpr: f['arg'], rexpr: cw['expr'] } } : cw['expr']) as AstNode;
        if (isConstantNode(condNode)) {
          // a constant condition: its arm where it is true, else the arms after it
          const cond = standalone(condNode, scope);
          if (cond === undefined) return;
          const taken: Found = { consts: [], subs: [] };
          walk(cw['result'], scope, taken);
          const others: Found = { consts: [], subs: [] };
          const rest = ((f['args'] as AstNode[] | undefined) ?? []).slice(((f['args'] as AstNode[] | undefined) ?? []).indexOf(w) + 1);
          if (rest.length > 0) walk({ CaseExpr: { ...f, args: rest } } as unknown as AstNode, scope, others);
          else if (f['defresult']) walk(f['defresult'], scope, others);
          const [a, b] = [stepsOf(taken, scope), stepsOf(others, scope)];
          if (a.length > 0 || b.length > 0) found.consts.push(`(CASE WHEN ${cond} THEN ${sequenceSql(a)} ELSE ${sequenceSql(b)} END)`);
          return;
        }
        // a condition folding to a NULL constant drops its arm unseen (analyze/plan-time-null.ts)
        const nullCond = nullWhenOfNode(condNode, (n) => standalone(n, scope));
        if (nullCond !== undefined) {
          const arm: Found = { consts: [], subs: [] };
          walk(cw['result'], scope, arm);
          pushGuarded(found, nullCond, stepsOf(arm, scope));
          continue;
        }
        walk(cw['result'], scope, found);
      }
      if (f['defresult']) walk(f['defresult'], scope, found);
      return;
    }
    case 'CoalesceExpr': {
      const args = (f['args'] as AstNode[] | undefined) ?? [];
      for (const a of args) {
        walk(a, scope, found);
        if (isConstantNode(a) && !isNullLiteral(a)) {
          // the arguments after it are simplified only where it is NULL
          const value = standalone(a, scope);
          const rest = args.slice(args.indexOf(a) + 1);
          if (value !== undefined && rest.length > 0) {
            const after: Found = { consts: [], subs: [] };
            walk({ CoalesceExpr: { ...f, args: rest } } as unknown as AstNode, scope, after);
            pushGuarded(found, `(${value}) IS NOT NULL`, stepsOf(after, scope));
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
        walk(t === 'FuncCall' ? f['args'] : [f['lexpr'], f['rexpr']], scope, inner);
        found.consts.push(...inner.consts);
        return;
      }
      // a window's keys are planned with the other window keys (windowKeys)
      walk(t === 'FuncCall' ? [f['args'], f['agg_order'], f['agg_filter']] : [f['lexpr'], f['rexpr']], scope, found);
      return;
    }
    default:
      for (const v of Object.values(f)) if (typeof v === 'object' && v !== null) walk(v, scope, found);
  }
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

/** The SQL steps of what a walk found (its constants stepped in folding order). */
function stepsOf(found: Found, scope: Scope): string[] {
  return found.consts.flatMap((c) => (typeof c === 'string' ? [c] : foldSteps(c, (n) => standalone(n, scope))));
}

/** Steps skipped where `skip` holds. */
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
