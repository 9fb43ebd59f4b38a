import { type AstNode, type Fields, fieldsOf, listItems, nodeType, strVal } from '../parse/ast.js';
import { inListIsOrForm, isConstantNode } from '../analyze/strict-null.js';
import { literalBool } from '../analyze/folded-branches.js';
import { callsVolatile, foldsQualFalse, innerJoinQuals } from './one-time-filters.js';
import { andTerms } from './join-side-quals.js';
import { qualNegationDropped } from '../analyze/negated-qual.js';

/**
 * PostgreSQL's planner estimates the selectivity of each condition of WHERE and JOIN … ON while
 * planning. For a comparison of an expression of one table's columns with one that reads no
 * column (`a1 = current_setting('x')`, `a0 < ('hello'::text)::date`, `x IN (1, f())`, `x IS
 * DISTINCT FROM ''::int[]`) the estimator (eqsel, scalarltsel, patternsel, scalararraysel …,
 * through get_restriction_variable) computes that other side with estimate_expression_value,
 * which evaluates stable functions and casts too: their errors surface while planning, after
 * the query level's constants are folded, even over empty tables. So does the comparison an
 * uncorrelated `x IN (SELECT y FROM …)` becomes once pulled up into a semi-join (`x = y`).
 *
 * `estimatedSides` lists those sides of a SELECT level, in the order of its conditions. Not for
 * a WHERE with a constant term (it may fold the whole condition to false, and an empty relation
 * is not estimated), nor sides holding a subquery or a volatile call. A qual with a top-level
 * term the planner folds to NULL is FALSE (canonicalize_qual) and is not estimated; where it is
 * the WHERE or the ON of an inner join above any outer join, every relation of the level gets
 * that constant-false restriction and is excluded (relation_excluded_by_constraints) before
 * anything of the level is estimated.
 */
export function estimatedSides(
  stmt: Fields,
  hasColumns: (n: AstNode) => boolean,
  uncorrelated: (q: Fields) => boolean,
  relations: (n: AstNode) => number = () => 1,
  readsAny: (n: AstNode) => boolean = hasColumns,
  parserColumns: (n: AstNode) => boolean = hasColumns,
): AstNode[] {
  const out: AstNode[] = [];
  const where = stmt['whereClause'] as AstNode | undefined;
  const from = (stmt['fromClause'] as AstNode[] | undefined) ?? [];
  const qualFalse = (q: AstNode): boolean => andTerms(q).some(foldsQualFalse);
  if ([...(where === undefined ? [] : [where]), ...from.flatMap(innerJoinQuals)].some(qualFalse)) return out;
  if (where !== undefined && !andTerms(where).some((t) => literalBool(t) === false || literalBool(t) === null)) {
    // a constant term folds the WHERE to false unless it is true (a NULL one too, at the qual's
    // top): its sides are estimated only where every such term is true (`a2 <= 'x'::text::date AND 1 = 1`)
    const skips = andTerms(where)
      .filter((t) => literalBool(t) === undefined && isConstantNode(t))
      .map((c) => ({ BooleanTest: { arg: c, booltesttype: 'IS_NOT_TRUE', location: -1 } }) as unknown as AstNode);
    const sides: AstNode[] = [];
    visit(where, true, { hasColumns, readsAny, uncorrelated, relations, parserColumns }, sides);
    out.push(...(skips.length === 0 ? sides : sides.map((side) => unlessDecided(skips, side))));
  }
  const joins = (item: AstNode): void => {
    if (nodeType(item) !== 'JoinExpr') return;
    const j = fieldsOf(item);
    if (j['larg']) joins(j['larg'] as AstNode);
    if (j['rarg']) joins(j['rarg'] as AstNode);
    const q = j['quals'] as AstNode | undefined;
    // (an outer join's ON condition reading no column is no gating qual: it is estimated too)
    const outer = j['jointype'] !== 'JOIN_INNER';
    if (q !== undefined && !qualFalse(q) && !andTerms(q).some(mayFoldFalse)) visit(q, true, { hasColumns, readsAny, uncorrelated, relations, outer, parserColumns }, out);
  };
  for (const item of from) joins(item);
  return out;
}

/** A constant term that may fold its AND to false (a literal TRUE is dropped by the planner: `… AND true`). */
function mayFoldFalse(t: AstNode): boolean {
  const b = literalBool(t);
  return b !== true && (b !== undefined || isConstantNode(t));
}

/**
 * Operators whose restriction estimator looks at the other side's value (pg_operator.oprrest:
 * eqsel, neqsel, scalar*sel, the pattern estimators, prefixsel, arraycontsel, rangesel,
 * networksel, tsmatchsel and matchingsel — jsonb's `?`, `?|`, `?&`, `@?`, `@@` — all reach
 * get_restriction_variable; areasel, positionsel and contsel compute nothing).
 */
const ESTIMATED = new Set(['=', '<>', '!=', '<', '<=', '>', '>=', '~~', '~~*', '!~~', '!~~*', '~', '~*', '!~', '!~*', '@>', '<@', '&&', '?', '?|', '?&', '@?', '@@', '^@', '-|-', '<<=', '>>=']);

interface Tests {
  /** whether a side reads a column of the level's relations (an outer reference is a Param: outer-params.ts) */
  hasColumns: (n: AstNode) => boolean;
  /** whether a side reads any column, the enclosing levels' too (estimate_expression_value cannot compute it) */
  readsAny: (n: AstNode) => boolean;
  uncorrelated: (q: Fields) => boolean;
  /** how many relations of the level a side reads (clause-relations.ts): one for a restriction clause */
  relations: (n: AstNode) => number;
  /** an outer join's ON condition: its terms reading no column are estimated (no pseudoconstant quals) */
  outer?: boolean;
  /** whether a side reads a column of the level as its parser saw it (an enclosing level's are not); default hasColumns */
  parserColumns?: (n: AstNode) => boolean;
}

function visit(node: AstNode, topAnd: boolean, tests: Tests, out: AstNode[], qualTop = true): void {
  const { hasColumns, readsAny } = tests;
  const t = nodeType(node);
  let f = fieldsOf(node);
  if (t === 'BoolExpr' && f['boolop'] === 'NOT_EXPR' && qualTop) {
    // a NOT of the qual's top is pushed down and its operands folding to FALSE dropped before
    // anything is estimated (negated-qual.ts)
    const dropped = qualNegationDropped(node);
    if (dropped !== undefined && nodeType(dropped) !== 'BoolExpr') return;
    if (dropped !== undefined) f = fieldsOf(dropped);
  }
  if (t === 'BoolExpr') {
    const args = (f['args'] as AstNode[] | undefined) ?? [];
    // a constant operand folds the AND (OR) to false (true) where it is false (true), and then
    // nothing in it is estimated: the sides are estimated only where no constant decides
    const or = f['boolop'] === 'OR_EXPR';
    const consts = f['boolop'] === 'NOT_EXPR' ? [] : args.filter((a) => isConstantNode(a));
    const skips = consts.map((c) => (or ? c : ({ BoolExpr: { boolop: 'NOT_EXPR', args: [c] } } as unknown as AstNode)));
    for (const a of args) {
      if (consts.includes(a)) continue;
      const inner: AstNode[] = [];
      visit(a, topAnd && f['boolop'] === 'AND_EXPR', tests, inner, qualTop && f['boolop'] !== 'NOT_EXPR');
      out.push(...inner.map((e) => (skips.length === 0 ? e : unlessDecided(skips, e))));
    }
    return;
  }
  if (t === 'A_Expr') {
    const kind = String(f['kind']);
    const name = ((f['name'] as AstNode[] | undefined) ?? []).map((n) => strVal(n));
    const l = f['lexpr'] as AstNode | undefined;
    const raw = f['rexpr'] as AstNode | AstNode[] | undefined;
    if (l === undefined || raw === undefined) return;
    // IN and BETWEEN hold a list (a List node)
    const r = !Array.isArray(raw) && nodeType(raw) === 'List' ? listItems(raw) : raw;
    // a side reading two relations makes a join clause: an operator's join estimator computes
    // no constant, but scalararraysel (`x = ANY (ARRAY[…])`: an IN of several items that read no
    // column) computes its array either way
    const join = hasColumns(l) && tests.relations(l) !== 1;
    if (kind === 'AEXPR_IN') {
      const items = Array.isArray(r) ? r : [];
      // the parser's OR of `x = item`: an item reading one relation's columns makes a restriction
      // clause whose estimator computes x (`('NULL'::text)::timestamp IN (d + a1 * i, NULL)`)
      if (!hasColumns(l)) {
        // `x = ANY (ARRAY[…])` (two or more items reading no column) reading no column at all, in
        // an outer join's ON: scalararraysel reduces both sides to constants (x, then the array)
        const nonVars = items.filter((e) => !hasColumns(e));
        if (tests.outer === true && nonVars.length === items.length && nonVars.length > 1 && !inListIsOrForm(l, items)) {
          for (const e of [l, ...items]) if (estimable(e, readsAny)) out.push(e);
          return;
        }
        for (const e of items) if (hasColumns(e)) pair(l, e, tests, out);
        return;
      }
      // (the parser's decision: it counts the columns of the query level it parses, not an
      // enclosing level's, which an EXISTS pulled up into a semi-join reads as columns)
      const parsed = tests.parserColumns ?? hasColumns;
      const arrayForm = items.filter((e) => !parsed(e)).length > 1 && !inListIsOrForm(l, items, (n) => parsed(n as AstNode));
      if (join && !arrayForm) return;
      if (arrayForm) {
        // scalararraysel reduces both sides: x, then the array, each element's parts that read no
        // column folded (stable ones too): `a0 = ANY (ARRAY[NULL, COALESCE(a0, timezone('A', t))])`
        out.push(...constantParts(l, readsAny));
        // (the items reading a column are OR'ed `x = item` clauses, both sides read columns)
        for (const e of items) if (!parsed(e)) out.push(...constantParts(e, readsAny));
        return;
      }
      for (const e of items) if (estimable(e, readsAny)) out.push(e);
      return;
    }
    if (join) return;
    if (Array.isArray(r)) {
      // BETWEEN: `x >= a AND x <= b`
      if (kind !== 'AEXPR_BETWEEN' && kind !== 'AEXPR_NOT_BETWEEN') return;
      if (hasColumns(l)) {
        for (const e of r) if (estimable(e, readsAny)) out.push(e);
      } else {
        // a bound reading one relation's columns makes its comparison a restriction clause whose
        // estimator computes x (`('ab')::timetz BETWEEN c AND timezone(a1, t)`)
        for (const e of r) pair(l, e, tests, out);
      }
      return;
    }
    const op = kind === 'AEXPR_OP' || kind === 'AEXPR_OP_ANY' || kind === 'AEXPR_OP_ALL' ? name[name.length - 1] ?? '' : '';
    const compared = kind === 'AEXPR_DISTINCT' || kind === 'AEXPR_NOT_DISTINCT' || kind === 'AEXPR_LIKE' || kind === 'AEXPR_ILIKE' || ESTIMATED.has(op);
    if (!compared) return;
    pair(l, r, tests, out);
    return;
  }
  if (t === 'SubLink' && topAnd && f['subLinkType'] === 'ANY_SUBLINK') {
    // pulled up into a semi-join on `testexpr = the subquery's column`
    const x = f['testexpr'] as AstNode | undefined;
    const q = f['subselect'] as AstNode | undefined;
    if (x === undefined || q === undefined || nodeType(q) !== 'SelectStmt') return;
    const s = fieldsOf(q);
    const targets = (s['targetList'] as AstNode[] | undefined) ?? [];
    if ((s['op'] && s['op'] !== 'SETOP_NONE') || targets.length !== 1 || nodeType(x) === 'RowExpr' || !rawColumns(x)) return;
    // pulled up only where it reads nothing of the outer query; flattened (its column an expression) only where simple
    if (!tests.uncorrelated(s)) return;
    if (['groupClause', 'havingClause', 'limitCount', 'limitOffset', 'distinctClause', 'windowClause'].some((k) => s[k] !== undefined)) return;
    const y = fieldsOf(targets[0] as AstNode)['val'] as AstNode | undefined;
    if (y !== undefined) pair(x, y, tests, out);
  }
}

/** `CASE WHEN <a skip holds> THEN NULL ELSE <side> END`: the side, where no constant operand decided. */
function unlessDecided(skips: readonly AstNode[], side: AstNode): AstNode {
  const cond = skips.length === 1 ? skips[0] : ({ BoolExpr: { boolop: 'OR_EXPR', args: skips } } as unknown as AstNode);
  return { CaseExpr: { args: [{ CaseWhen: { expr: cond, result: { A_Const: { isnull: true } } } }], defresult: side } } as unknown as AstNode;
}

/** One side reads columns of one relation, the other none: the other is estimated. */
function pair(l: AstNode, r: AstNode, tests: Tests, out: AstNode[]): void {
  const { hasColumns, readsAny, relations } = tests;
  const [lc, rc] = [hasColumns(l), hasColumns(r)];
  // a restriction clause: the column side reads one relation (else a join clause, not computed)
  if (lc && !rc && relations(l) === 1 && estimable(r, readsAny)) out.push(r);
  else if (rc && !lc && relations(r) === 1 && estimable(l, readsAny)) out.push(l);
}

/** A side estimate_expression_value computes: no column, no subquery, no volatile call, not a literal. */
/** The largest parts of `node` that estimate_expression_value folds (estimable ones), in evaluation order. */
function constantParts(node: AstNode, hasColumns: (n: AstNode) => boolean): AstNode[] {
  const out: AstNode[] = [];
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(walk);
    if (n === null || typeof n !== 'object') return;
    const t = nodeType(n as AstNode);
    if (!PART_NODES.has(t)) return;
    if (estimable(n as AstNode, hasColumns) && t !== 'A_Const') {
      // (a literal is converted by the parser)
      const arg = t === 'TypeCast' ? (fieldsOf(n as AstNode)['arg'] as AstNode | undefined) : undefined;
      if (arg === undefined || nodeType(arg) !== 'A_Const') out.push(n as AstNode);
      return;
    }
    const f = fieldsOf(n as AstNode);
    for (const [k, v] of Object.entries(f)) if (!['typeName', 'name', 'funcname', 'location'].includes(k)) walk(v);
  };
  walk(node);
  return out;
}

const PART_NODES = new Set(['FuncCall', 'TypeCast', 'A_Expr', 'CaseExpr', 'CaseWhen', 'CoalesceExpr', 'MinMaxExpr', 'BoolExpr', 'NullTest', 'A_Const', 'ColumnRef', 'List', 'A_ArrayExpr', 'A_Indirection']);

function estimable(n: AstNode, hasColumns: (n: AstNode) => boolean): boolean {
  const t = nodeType(n);
  if (t === 'A_Const' || t === 'ParamRef') return false;
  return !hasColumns(n) && !holds(n, 'SubLink') && !holds(n, 'ParamRef') && !callsVolatile(n);
}

/** Whether the node reads a column before any folding (a pulled-up IN's test expression must). */
function rawColumns(n: unknown): boolean {
  return holds(n, 'ColumnRef');
}

function holds(node: unknown, key: string): boolean {
  if (Array.isArray(node)) return node.some((n) => holds(n, key));
  if (node === null || typeof node !== 'object') return false;
  if (key in node) return true;
  return Object.values(node as Record<string, unknown>).some((v) => holds(v, key));
}
