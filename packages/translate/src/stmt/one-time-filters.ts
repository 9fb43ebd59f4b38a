import { builtinColumnIndex, builtinRows } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import { Scope } from '../analyze/scope.js';
import { translateExpr } from '../analyze/expr.js';
import { columnTypesOf, typedNullLike } from './folded-columns.js';
import { standalone } from './plan-time-env.js';
import { betweenTerms, falseWhereWhen } from './null-semijoin.js';
import { isTopQual, markTopQual } from '../analyze/top-qual.js';
import { literalBool } from '../analyze/folded-branches.js';
import { foldsToNull, inListIsOrForm, isConstantNode } from '../analyze/strict-null.js';
import { andTerms } from './join-side-quals.js';
import { readsColumn } from '../analyze/in-subquery-empty.js';
import { semijoinGatingTerms } from './semijoin-gating-quals.js';
import { withHavingInWhere } from './having-to-where.js';

/**
 * A WHERE condition that reads no column of its query (a constant the planner cannot fold: a
 * stable cast, an uncorrelated subquery) is a "pseudoconstant" qual in PostgreSQL: the plan
 * tests it once, in a One-Time Filter above the scan, before reading the first row, so its
 * errors surface even when the table is empty (`SELECT ra FROM t0 WHERE NULL IN (SELECT
 * b::int8 FROM t1)` over an empty t0 still reads t1); SQLite tests it per row, so never over an
 * empty table. `oneTimeFilters` appends such conditions of a top-level SELECT (each arm of a
 * set operation in turn, whose arms all run) to the statement's plan-time checks: each
 * top-level AND term of WHERE that translates on its own, outside the query's FROM (so it reads
 * none of its columns), and calls no volatile function; a term that is a constant the planner
 * folds is dropped when true, and makes the whole WHERE false (nothing tested) when not. The terms are one
 * check, tested as written, each only where those before it were true (`WHERE
 * strpos('a', to_char(x)) :: boolean AND to_date('ab', 'abc') IS NULL`: the false strpos ends it).
 */
export function oneTimeFilters(stmt: Fields, scope: Scope, out: string[]): void {
  if (stmt['op'] && stmt['op'] !== 'SETOP_NONE') {
    if (stmt['larg']) oneTimeFilters(stmt['larg'] as Fields, scope, out);
    if (stmt['rarg']) oneTimeFilters(stmt['rarg'] as Fields, scope, out);
    return;
  }
  const from = (stmt['fromClause'] as AstNode[] | undefined) ?? [];
  if (from.length === 0) return;
  // HAVING's terms of no aggregate are WHERE's (having-to-where.ts): a constant one is the scan's
  // One-Time Filter too (`GROUP BY a HAVING date_trunc('ü', now()) IS NULL` over an empty table)
  stmt = withHavingInWhere(stmt, scope.ctx);
  const where = stmt['whereClause'] as AstNode | undefined;
  // the ON conditions of inner joins are quals of the query as WHERE's are (distributed first)
  const on = from.flatMap(innerJoinQuals);
  if (where === undefined && on.length === 0) return;
  // IN sublinks at the top of the qual are planned knowing NULL is as good as false (top-qual.ts)
  if (where !== undefined) markTopQual(where, true);
  // a WHERE the planner folds to false (null-semijoin.ts) tests nothing
  const falseWhen = falseWhereWhen(queryQual(stmt), scope);
  if (falseWhen === '1') return;
  // a literal TRUE (`JOIN … ON true`) is dropped by the planner; a BETWEEN is the parser's AND of
  // two comparisons, each a term of its own (one of them may read no column)
  const terms = [...on.flatMap(andTerms), ...(where === undefined ? [] : andTerms(where))].flatMap(trueSemijoinTerms).flatMap(betweenTerms).filter((t) => literalBool(t) !== true);
  // a term the planner folds to NULL makes the whole qual FALSE (canonicalize_qual): the plan
  // tests nothing
  if (terms.some((t) => !isConstantNode(t) && foldsQualFalse(t))) return;
  // a constant term is folded while planning: TRUE, it is dropped (`'12:00'::timetz BETWEEN
  // '12:00' AND timezone('ü', …)`: its first comparison), FALSE or NULL, the whole WHERE is false
  // and nothing is tested. Its value is known only when run: the tests run only where every
  // constant term is true (each already computed, in the planner's order, by the plan-time check)
  const constants: string[] = [];
  for (const term of terms.filter((t) => isConstantNode(t))) {
    const sql = standalone(term, scope);
    if (sql === undefined) return;
    constants.push(sql);
  }
  const columns = columnTypesOf(stmt, scope.ctx, new Map());
  const nullOf = (n: AstNode): AstNode | undefined => typedNullLike(n, columns, scope.ctx, (x) => {
    try {
      return translateExpr(x, { scope: new Scope(scope.ctx), clause: 'SELECT' });
    } catch {
      return undefined;
    }
  });
  const tested: { node: AstNode; sql: string }[] = [];
  for (const term of terms) {
    if (callsVolatile(term) || isConstantNode(term)) continue;
    // a column read only inside a strict call the planner folds to NULL is gone once folded
    const node = withoutNullFoldedColumns(term, nullOf);
    const sql = standalone(node, scope);
    if (sql !== undefined) tested.push({ node, sql });
  }
  // a correlated EXISTS pulled up into a semi-join: its conditions of no column are gating quals too
  for (const term of terms) {
    for (const t of semijoinGatingTerms(term, stmt, scope.ctx, holdsColumnRef)) {
      const sql = callsVolatile(t) ? undefined : standalone(t, scope);
      if (sql !== undefined) tested.push({ node: t, sql });
    }
  }
  if (tested.length === 0) return;
  // the gating Result tests its quals as written (get_gating_quals' order_qual_clauses: a
  // pseudoconstant qual's per-tuple cost is 0) and stops at the first one that is not true
  // (ExecQual): a later one is tested only past those; each as a condition (its AND/OR stop at
  // the deciding operand), value unused
  const test = [...constants, ...tested.map((t) => t.sql)].reduceRight<string>((inner, sql) => `(CASE WHEN ${sql} THEN ${inner} END)`, 'NULL');
  out.push(falseWhen === undefined ? test : `(CASE WHEN ${falseWhen} THEN NULL ELSE ${test} END)`);
}

/**
 * `p IN (SELECT true FROM …)` (a boolean `p`, a subquery the planner pulls up: one SELECT with
 * a FROM, no DISTINCT, GROUP BY, HAVING, LIMIT or WITH) is a semi-join on `p = true`, which the
 * planner simplifies to `p` (simplify_boolean_equality): the AND terms of `p` are quals, and
 * one reading no column is a One-Time Filter tested before either side is read. Any other term
 * is itself.
 */
function trueSemijoinTerms(term: AstNode): AstNode[] {
  if (nodeType(term) !== 'SubLink') return [term];
  const f = fieldsOf(term);
  const op = (f['operName'] as AstNode[] | undefined) ?? [];
  if (f['subLinkType'] !== 'ANY_SUBLINK' || op.length > 1 || (op.length === 1 && fieldsOf(op[0] as AstNode)['sval'] !== '=')) return [term];
  const test = f['testexpr'] as AstNode | undefined;
  const q = f['subselect'] as AstNode | undefined;
  // (a `p` of no column is no qual of the outer side: left as it is)
  if (test === undefined || q === undefined || nodeType(q) !== 'SelectStmt' || nodeType(test) === 'RowExpr' || !readsColumn(test)) return [term];
  const s = fieldsOf(q);
  const targets = (s['targetList'] as AstNode[] | undefined) ?? [];
  const pulledUp =
    (s['op'] === undefined || s['op'] === 'SETOP_NONE') && ((s['fromClause'] as AstNode[] | undefined) ?? []).length > 0 && s['distinctClause'] === undefined &&
    s['groupClause'] === undefined && s['havingClause'] === undefined && s['limitCount'] === undefined && s['limitOffset'] === undefined && s['withClause'] === undefined;
  if (!pulledUp || targets.length !== 1 || literalBool(fieldsOf(targets[0] as AstNode)['val']) !== true) return [term];
  return andTerms(test);
}

/**
 * Whether a top-level AND term of a qual folds to NULL while planning, so that canonicalize_qual
 * makes the whole qual FALSE: a strict expression over a NULL constant, or a BETWEEN (the
 * parser's AND of two comparisons) with such an operand — `ON '{}' BETWEEN 'ab'::int[] AND
 * (f(NULL, x))::int[]` is a One-Time Filter false, its stable cast never run. NOT BETWEEN is an
 * OR: only its left operand (in both comparisons) or both bounds make it NULL.
 */
export function foldsQualFalse(term: AstNode): boolean {
  if (foldsToNull(term)) return true;
  const f = fieldsOf(term);
  // canonicalize_qual through the qual's AND/OR: an AND with such an operand is FALSE, an OR
  // drops them (`(NULL AND x) OR NULL` is FALSE, x never run); a FALSE literal is one too
  const lit = literalBool(term);
  if (lit === false || lit === null) return true;
  if (nodeType(term) === 'BoolExpr') {
    const args = (f['args'] as AstNode[] | undefined) ?? [];
    if (f['boolop'] === 'NOT_EXPR') return args[0] !== undefined && negationFoldsQualFalse(args[0]);
    return f['boolop'] === 'AND_EXPR' ? args.some(foldsQualFalse) : args.every(foldsQualFalse);
  }
  if (nodeType(term) !== 'A_Expr') return false;
  const kind = f['kind'];
  // `x NOT IN (…)` written as the AND of `x <> item`: FALSE with one of them NULL
  if (kind === 'AEXPR_IN') return inListFoldsQualFalse(f, true);
  if (typeof kind !== 'string' || !kind.includes('BETWEEN')) return false;
  const bounds = f['rexpr'] as { List?: { items?: AstNode[] } } | undefined;
  const [b, c] = bounds?.List?.items ?? [];
  const nul = (x: AstNode | undefined): boolean => x !== undefined && foldsToNull(x);
  if (kind === 'AEXPR_BETWEEN' || kind === 'AEXPR_BETWEEN_SYM') return nul(f['lexpr'] as AstNode) || nul(b) || nul(c);
  if (kind === 'AEXPR_NOT_BETWEEN' || kind === 'AEXPR_NOT_BETWEEN_SYM') return nul(f['lexpr'] as AstNode) || (nul(b) && nul(c));
  return false;
}

/**
 * Whether `NOT term` folds to FALSE in a qual: the planner pushes the NOT down (negate_clause:
 * `NOT (a OR b)` is `NOT a AND NOT b`, `NOT (x IN (…))` the AND of `x <> item`), and a NOT of a
 * NULL constant is NULL, of TRUE FALSE: `WHERE NOT (x IN (NULL, y))` is a One-Time Filter false,
 * `x <> y` never run.
 */
export function negationFoldsQualFalse(term: AstNode): boolean {
  if (foldsToNull(term)) return true;
  const lit = literalBool(term);
  if (lit === true || lit === null) return true;
  const f = fieldsOf(term);
  if (nodeType(term) === 'BoolExpr') {
    const args = (f['args'] as AstNode[] | undefined) ?? [];
    if (f['boolop'] === 'NOT_EXPR') return args[0] !== undefined && foldsQualFalse(args[0]);
    // NOT (a AND b) is NOT a OR NOT b; NOT (a OR b) is NOT a AND NOT b
    return f['boolop'] === 'AND_EXPR' ? args.every(negationFoldsQualFalse) : args.some(negationFoldsQualFalse);
  }
  if (nodeType(term) === 'A_Expr' && f['kind'] === 'AEXPR_IN') return inListFoldsQualFalse(f, false);
  return false;
}

/**
 * Whether an IN list the parser writes as an AND of strict comparisons (`x NOT IN (…)`, or
 * `x IN (…)` under NOT) has one folding to NULL: FALSE in a qual. `plain`: the term as written, not under a NOT.
 */
function inListFoldsQualFalse(f: Fields, plain: boolean): boolean {
  const not = ((f['name'] as AstNode[] | undefined) ?? []).some((n) => fieldsOf(n)['sval'] === '<>');
  if (not !== plain) return false;
  const items = ((f['rexpr'] as { List?: { items?: AstNode[] } } | AstNode[] | undefined) ?? []) as unknown;
  const list = Array.isArray(items) ? (items as AstNode[]) : ((items as { List?: { items?: AstNode[] } }).List?.items ?? []);
  if (list.length === 0 || [f['lexpr'], ...list].some((n) => nodeType(n as AstNode) === 'RowExpr')) return false;
  if (!inListIsOrForm(f['lexpr'], list)) return false;
  return foldsToNull(f['lexpr']) || list.some(foldsToNull);
}

/**
 * The node with every column reference inside a NULL-folded strict call (foldsToNull: `make_time(a0,
 * 1, a1) + NULL::interval`) replaced by NULL, and every CASE arm whose condition is a FALSE or
 * NULL constant dropped (`CASE WHEN NULL::boolean THEN isfinite(a0) ELSE … END` is its ELSE), as
 * the planner leaves it: such a term reads no column and is a pseudoconstant qual.
 */
export function withoutNullFoldedColumns(node: AstNode, nullOf?: (call: AstNode) => AstNode | undefined): AstNode {
  const strip = (n: unknown, folded: boolean): unknown => {
    if (Array.isArray(n)) return n.map((x) => strip(x, folded));
    if (n === null || typeof n !== 'object') return n;
    if (nodeType(n as AstNode) === 'SubLink') {
      // (the test expression of `x NOT IN (SELECT …)` is the enclosing level's: `f(a0, NULL)` there
      // is NULL too; the sublink itself kept where nothing of it folds, the analyzer's marks on it)
      const sl = fieldsOf(n as AstNode);
      // (a sublink at the qual's top keeps its marks: a semi-join's NULL test decides it)
      const test = sl['testexpr'] === undefined || (isTopQual(sl) && sl['subLinkType'] === 'ANY_SUBLINK') || !holdsColumnRef(sl['testexpr']) ? undefined : strip(sl['testexpr'], folded);
      return test === undefined || JSON.stringify(test) === JSON.stringify(sl['testexpr']) ? n : { SubLink: { ...sl, testexpr: test } };
    }
    // (with `nullOf`: the folded call itself is a NULL of its type, so that no part of it, a
    // column read as NULL, turns into a constant the planner would fold)
    if (!folded && nullOf !== undefined && holdsColumnRef(n) && foldsToNull(n)) {
      const nul = nullOf(n as AstNode);
      if (nul !== undefined) return nul;
    }
    if (folded && nodeType(n as AstNode) === 'ColumnRef') return { A_Const: { isnull: true } };
    if (nodeType(n as AstNode) === 'CaseExpr') {
      const c = fieldsOf(n as AstNode);
      const arms = (c['args'] as Fields[] | undefined) ?? [];
      const live = c['arg'] === undefined ? arms.filter((w) => { const b = literalBool((w['CaseWhen'] as Fields | undefined)?.['expr']); return b !== false && b !== null; }) : arms;
      if (live.length === 0) return strip(c['defresult'] ?? { A_Const: { isnull: true } }, folded);
      if (live.length !== arms.length) return strip({ CaseExpr: { ...c, args: live } }, folded);
    }
    const inFolded = folded || foldsToNull(n);
    return Object.fromEntries(Object.entries(n as Record<string, unknown>).map(([k, v]) => [k, strip(v, inFolded)]));
  };
  return strip(node, false) as AstNode;
}

/**
 * The query's qual as the planner distributes it: the ON conditions of its inner joins (not
 * those below an outer join's nullable side) ANDed with WHERE, or undefined where there are
 * none. A term of it folding to NULL (`JOIN t1 ON x <= (jsonb_array_element_text('[1]', 72))::int[]`)
 * makes the whole qual a One-Time Filter false just as in WHERE (null-semijoin.ts).
 */
export function queryQual(stmt: Fields): AstNode | undefined {
  const from = (stmt['fromClause'] as AstNode[] | undefined) ?? [];
  const where = stmt['whereClause'] as AstNode | undefined;
  const terms = [...from.flatMap(innerJoinQuals), ...(where === undefined ? [] : [where])];
  if (terms.length <= 1) return terms[0];
  return { BoolExpr: { boolop: 'AND_EXPR', args: terms } } as unknown as AstNode;
}

/**
 * The ON conditions of the inner joins of a FROM item whose pseudoconstant quals PostgreSQL
 * tests in the One-Time Filter above the whole join tree (distribute_qual_to_rels): those not
 * below the nullable side of an outer join, whose quals are only tested where that side is
 * scanned (an outer join's own ON condition is a join filter, tested per pair of rows).
 */
export function innerJoinQuals(item: AstNode): AstNode[] {
  if (nodeType(item) !== 'JoinExpr') return [];
  const j = fieldsOf(item);
  const type = j['jointype'];
  const out: AstNode[] = [];
  if (j['larg'] && (type === 'JOIN_INNER' || type === 'JOIN_LEFT')) out.push(...innerJoinQuals(j['larg'] as AstNode));
  if (j['rarg'] && (type === 'JOIN_INNER' || type === 'JOIN_RIGHT')) out.push(...innerJoinQuals(j['rarg'] as AstNode));
  // NATURAL and USING joins compare columns: no pseudoconstant among their conditions
  if (type === 'JOIN_INNER' && j['quals'] !== undefined) out.push(j['quals'] as AstNode);
  return out;
}

let volatileNames: Set<string> | undefined;

/** Names of built-in functions with a volatile overload (random, nextval, clock_timestamp, …). */
function volatile(): Set<string> {
  if (volatileNames === undefined) {
    const [iName, iVol] = [builtinColumnIndex('pg_proc', 'proname'), builtinColumnIndex('pg_proc', 'provolatile')];
    volatileNames = new Set(builtinRows('pg_proc').filter((r) => r[iVol] === 'v').map((r) => String(r[iName])));
  }
  return volatileNames;
}

/** Whether the expression calls a built-in function with a volatile overload. */
export function callsVolatile(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(callsVolatile);
  if (node === null || typeof node !== 'object') return false;
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    if (k === 'FuncCall') {
      const parts = ((v as Fields)['funcname'] as AstNode[] | undefined) ?? [];
      const last = parts[parts.length - 1];
      const name = last === undefined ? '' : String(fieldsOf(last)['sval'] ?? '').toLowerCase();
      if (volatile().has(name)) return true;
    }
    if (callsVolatile(v)) return true;
  }
  return false;
}

function holdsColumnRef(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(holdsColumnRef);
  if (node === null || typeof node !== 'object') return false;
  if ('SubLink' in node) return false;
  return 'ColumnRef' in node || Object.values(node as Record<string, unknown>).some(holdsColumnRef);
}
