import { PgError } from '@pgsqlite/errors';
import { markGroupingSetBranch } from './having-to-where.js';
import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import { isAggregateName } from '../analyze/functions.js';

/** The node text without locations: two grouping expressions are the same when these agree. */
function canon(node: unknown): string {
  return JSON.stringify(node, (k, v: unknown) => (k === 'location' ? undefined : v));
}

function clone<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

/** The expressions of one ROLLUP/CUBE element or GROUPING SETS member: `(a, b)` is two. */
function elementExprs(node: AstNode): AstNode[] {
  if (nodeType(node) === 'RowExpr' && fieldsOf(node)['row_format'] === 'COERCE_IMPLICIT_CAST') return (fieldsOf(node)['args'] as AstNode[]) ?? [];
  return [node];
}

/** The grouping sets one GROUP BY item stands for. */
function setsOf(node: AstNode): AstNode[][] {
  // GROUP BY (a, b): an implicit row is its columns (flatten_grouping_sets)
  if (nodeType(node) !== 'GroupingSet') return [elementExprs(node)];
  const f = fieldsOf(node);
  const content = (f['content'] as AstNode[] | undefined) ?? [];
  switch (f['kind']) {
    case 'GROUPING_SET_EMPTY':
      return [[]];
    case 'GROUPING_SET_SIMPLE':
      return [content];
    case 'GROUPING_SET_ROLLUP': {
      const els = content.map(elementExprs);
      const out: AstNode[][] = [];
      for (let i = els.length; i >= 0; i--) out.push(els.slice(0, i).flat());
      return out;
    }
    case 'GROUPING_SET_CUBE': {
      const els = content.map(elementExprs);
      const out: AstNode[][] = [];
      for (let mask = (1 << els.length) - 1; mask >= 0; mask--) out.push(els.filter((_, i) => (mask & (1 << (els.length - 1 - i))) !== 0).flat());
      return out;
    }
    default:
      return content.flatMap((c) => (nodeType(c) === 'GroupingSet' ? setsOf(c) : [elementExprs(c)]));
  }
}

function hasWindow(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasWindow);
  if (node === null || typeof node !== 'object') return false;
  const fc = (node as Record<string, Fields>)['FuncCall'];
  if (fc && fc['over']) return true;
  return Object.values(node as Record<string, unknown>).some(hasWindow);
}

interface Branch {
  present: Set<string>;
  universe: Set<string>;
}

/**
 * Replaces grouping expressions missing from the branch's set by NULL and GROUPING(…) by its bits.
 * Inside a subquery (`inSub`) only a GROUPING(…) of this level's grouping expressions is replaced
 * (an outer-level GROUPING, as PostgreSQL evaluates it), and not within a subquery that groups by
 * itself (its GROUPING calls are its own).
 */
function rewrite(node: unknown, b: Branch, inSub = false): unknown {
  if (Array.isArray(node)) return node.map((n) => rewrite(n, b, inSub));
  if (node === null || typeof node !== 'object') return node;
  const obj = node as Record<string, unknown>;
  if (inSub) return rewriteInSubquery(obj, b);
  const key = canon(obj);
  if (b.universe.has(key) && !b.present.has(key)) {
    // NULL of the expression's type (a bare NULL would read as text), legal in a grouped query:
    // mode() WITHIN GROUP (ORDER BY expr) FILTER (WHERE false) — mode takes any sortable type
    // (boolean, arrays…), where min() has no boolean form.
    const location = fieldsOf(obj as AstNode)['location'] ?? -1;
    const order = { SortBy: { node: obj, sortby_dir: 'SORTBY_DEFAULT', sortby_nulls: 'SORTBY_NULLS_DEFAULT', location: -1 } };
    const never = { A_Const: { boolval: {}, location } };
    return { FuncCall: { funcname: [{ String: { sval: 'mode' } }], agg_order: [order], agg_filter: never, agg_within_group: true, funcformat: 'COERCE_EXPLICIT_CALL', location } };
  }
  const gf = obj['GroupingFunc'] as Fields | undefined;
  if (gf) {
    let bits = 0;
    for (const arg of (gf['args'] as AstNode[]) ?? []) {
      const k = canon(arg);
      if (!b.universe.has(k)) {
        throw new PgError('grouping_error', 'arguments to GROUPING must be grouping expressions of the associated query level', {
          position: typeof fieldsOf(arg)['location'] === 'number' ? (fieldsOf(arg)['location'] as number) + 1 : undefined,
        });
      }
      bits = bits * 2 + (b.present.has(k) ? 0 : 1);
    }
    return { A_Const: { ival: bits === 0 ? {} : { ival: bits }, location: gf['location'] ?? -1 } };
  }
  const fc = obj['FuncCall'] as Fields | undefined;
  if (fc && !fc['over'] && isAggregateName(strVal(((fc['funcname'] as AstNode[]) ?? []).slice(-1)[0] as AstNode).toLowerCase())) return obj;
  if (obj['SubLink']) return rewrite(obj['SubLink'], b, true) === obj['SubLink'] ? obj : { SubLink: rewrite(obj['SubLink'], b, true) };
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) out[k] = rewrite(v, b);
  return out;
}

/** rewrite() within a subquery: outer-level GROUPING(…) calls only; the node itself when nothing changes. */
function rewriteInSubquery(obj: Record<string, unknown>, b: Branch): unknown {
  const gf = obj['GroupingFunc'] as Fields | undefined;
  if (gf) return outerGrouping(gf, b.universe) ? rewrite(obj, b) : obj;
  // a subquery's output column `grouping(…)` keeps its name when the call becomes a constant
  const rt = obj['ResTarget'] as Fields | undefined;
  const val = rt?.['val'] as Record<string, unknown> | undefined;
  if (rt !== undefined && rt['name'] === undefined && val?.['GroupingFunc'] !== undefined && outerGrouping(val['GroupingFunc'] as Fields, b.universe)) {
    return { ResTarget: { ...rt, name: 'grouping', val: rewrite(val, b) } };
  }
  const sel = obj['SelectStmt'] as Fields | undefined;
  if (sel && ((sel['groupClause'] as AstNode[] | undefined) ?? []).length > 0) return obj;
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    out[k] = Array.isArray(v) ? v.map((x) => rewrite(x, b, true)) : rewrite(v, b, true);
    if (canon(out[k]) !== canon(v)) changed = true;
  }
  return changed ? out : obj;
}

/** A GROUPING(…) call in a subquery whose every argument is one of this level's grouping expressions. */
function outerGrouping(gf: Fields, universe: Set<string>): boolean {
  const args = (gf['args'] as AstNode[] | undefined) ?? [];
  return args.length > 0 && args.every((a) => universe.has(canon(a)));
}

/** Whether this level has a GROUPING(…) to expand: one outside subqueries, or an outer-level one inside them. */
function hasOwnGrouping(node: unknown, universe: Set<string>, inSub = false): boolean {
  if (Array.isArray(node)) return node.some((n) => hasOwnGrouping(n, universe, inSub));
  if (node === null || typeof node !== 'object') return false;
  const obj = node as Record<string, unknown>;
  const gf = obj['GroupingFunc'] as Fields | undefined;
  if (gf) return !inSub || outerGrouping(gf, universe);
  const sel = obj['SelectStmt'] as Fields | undefined;
  if (inSub && sel && ((sel['groupClause'] as AstNode[] | undefined) ?? []).length > 0) return false;
  return Object.entries(obj).some(([k, v]) => hasOwnGrouping(v, universe, inSub || k === 'SubLink'));
}

/** FigureColname for the targets whose expression a branch may replace. */
function targetName(val: AstNode): string | undefined {
  if (nodeType(val) === 'ColumnRef') {
    const fields = (fieldsOf(val)['fields'] as AstNode[]) ?? [];
    const last = fields[fields.length - 1] as AstNode;
    return nodeType(last) === 'String' ? strVal(last) : undefined;
  }
  if (nodeType(val) === 'GroupingFunc') return 'grouping';
  if (nodeType(val) === 'FuncCall') {
    const fn = (fieldsOf(val)['funcname'] as AstNode[]) ?? [];
    return strVal(fn[fn.length - 1] as AstNode);
  }
  return undefined;
}

/**
 * GROUP BY GROUPING SETS / ROLLUP / CUBE (and GROUPING()): rewrites the SELECT into one grouped
 * SELECT per grouping set — expressions outside the set read as NULL, GROUPING() as its bit
 * mask — joined by UNION ALL, with ORDER BY and LIMIT over the whole. Returns undefined when the
 * statement has neither. A grouping item may name an output column by position or, when no
 * input column has that name (`isInputColumn`), by its alias, as in a plain GROUP BY.
 */
export function expandGroupingSets(stmt: Fields, isInputColumn: (name: string) => boolean = () => true): Fields | undefined {
  const groupClause = (stmt['groupClause'] as AstNode[] | undefined) ?? [];
  const hasSets = groupClause.some((n) => nodeType(n) === 'GroupingSet');
  const items = new Set(groupClause.flatMap((n) => setsOf(n).flat()).map(canon));
  if (!hasSets && !hasOwnGrouping([stmt['targetList'], stmt['havingClause'], stmt['sortClause']], items)) return undefined;
  const targets = (stmt['targetList'] as AstNode[] | undefined) ?? [];
  const resolve = (n: AstNode): AstNode => {
    const f = fieldsOf(n);
    if (nodeType(n) === 'A_Const' && f['ival'] !== undefined) {
      const t = targets[Number(f['ival']['ival'] ?? 0) - 1];
      if (t) return (t['ResTarget'] as Fields)['val'] as AstNode;
    }
    const fields = nodeType(n) === 'ColumnRef' ? ((f['fields'] as AstNode[] | undefined) ?? []) : [];
    if (fields.length === 1 && nodeType(fields[0] as AstNode) === 'String') {
      const name = strVal(fields[0] as AstNode);
      const t = targets.find((x) => (x['ResTarget'] as Fields)['name'] === name);
      if (t !== undefined && !isInputColumn(name)) return (t['ResTarget'] as Fields)['val'] as AstNode;
    }
    return n;
  };
  let sets: AstNode[][] = [[]];
  for (const item of groupClause) sets = sets.flatMap((s) => setsOf(item).map((u) => [...s, ...u.map(resolve)]));
  if (stmt['groupDistinct']) {
    const seen = new Set<string>();
    sets = sets.filter((s) => {
      const k = [...new Set(s.map(canon))].sort().join('\u0000');
      return seen.has(k) ? false : (seen.add(k), true);
    });
  }
  const universe = new Set(sets.flat().map(canon));
  const distinct = stmt['distinctClause'] as AstNode[] | undefined;
  if (sets.length > 1 && (hasWindow(targets) || (distinct && distinct.length > 0 && Object.keys(distinct[0] ?? {}).length > 0))) {
    throw new PgError('feature_not_supported', 'window functions and DISTINCT ON with GROUPING SETS, ROLLUP or CUBE are not supported by pgsqlite');
  }
  const branches = sets.map((set): Fields => {
    const b: Branch = { present: new Set(set.map(canon)), universe };
    const targetList = targets.map((t) => {
      const rt = t['ResTarget'] as Fields;
      const val = rewrite(rt['val'], b) as AstNode;
      const name = rt['name'] ?? (canon(val) !== canon(rt['val']) ? targetName(rt['val'] as AstNode) : undefined);
      return { ResTarget: { ...rt, val, ...(name !== undefined ? { name } : {}) } };
    });
    const branch: Fields = { ...clone(stmt), targetList, groupClause: clone(set), op: 'SETOP_NONE', limitOption: 'LIMIT_OPTION_DEFAULT' };
    for (const k of ['sortClause', 'limitCount', 'limitOffset', 'withClause', 'groupDistinct']) delete branch[k];
    if (sets.length > 1 && distinct) delete branch['distinctClause'];
    // An empty grouping set still yields one row: HAVING makes the branch an aggregate query.
    branch['havingClause'] = stmt['havingClause'] ? rewrite(stmt['havingClause'], b) : set.length === 0 ? { A_Const: { boolval: { boolval: true }, location: -1 } } : undefined;
    if (branch['havingClause'] === undefined) delete branch['havingClause'];
    if (hasSets) markGroupingSetBranch(branch);
    return branch;
  });
  if (branches.length === 1) {
    const only = branches[0] as Fields;
    const keep: Fields = { ...only };
    if (hasSets) markGroupingSetBranch(keep);
    for (const k of ['sortClause', 'limitCount', 'limitOffset', 'limitOption', 'withClause']) if (stmt[k] !== undefined) keep[k] = rewrite(stmt[k], { present: new Set((sets[0] ?? []).map(canon)), universe });
    return keep;
  }
  let body = branches[0] as Fields;
  for (const next of branches.slice(1)) body = { op: 'SETOP_UNION', all: !(distinct && distinct.length > 0), larg: body, rarg: next, limitOption: 'LIMIT_OPTION_DEFAULT' };
  for (const k of ['sortClause', 'limitCount', 'limitOffset', 'limitOption', 'withClause']) if (stmt[k] !== undefined) body[k] = stmt[k];
  return body;
}
