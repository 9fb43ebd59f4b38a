import { type AstNode, type Fields, fieldsOf, names, nodeType, strVal } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import { isAggregateName } from '../analyze/functions.js';
import { Scope } from '../analyze/scope.js';
import { containsTargetSrf, isTargetSrf, refuseLockedSrfs, srfTargetName, srfsRunAboveGrouping } from './target-srf.js';
import { translateSelect } from './select.js';
import { sqlConstruct } from '../errors/construct-names.js';

/** The derived table holding the grouped / windowed rows the set-returning functions expand. */
const AGG_ALIAS = '__agg';

/** Clauses that stay with the grouped query; the rest (ORDER BY, DISTINCT, LIMIT) apply to the expanded rows. */
const INNER_KEYS = ['fromClause', 'whereClause', 'groupClause', 'groupDistinct', 'havingClause', 'windowClause', 'lockingClause'] as const;

/** Nodes whose value is the same wherever evaluated: kept in place (an untyped literal keeps getting its type from the call). */
const COLUMN_FREE = new Set(['A_Const', 'TypeCast', 'ParamRef', 'A_ArrayExpr', 'A_Expr', 'TypeName', 'String', 'Integer', 'Float', 'Boolean', 'List', 'RowExpr', 'SQLValueFunction']);

/**
 * Set-returning functions in a SELECT list that PostgreSQL's planner runs above aggregation or
 * window functions (ProjectSet over Agg / WindowAgg): `SELECT generate_series(1, count(*)) FROM t`,
 * `SELECT team, unnest(array_agg(id)) FROM t GROUP BY team`, `SELECT unnest(tags), row_number()
 * OVER () FROM t`. The grouped query becomes a derived table (`__agg`) computing, in place, every
 * target without a set-returning function and, after them, every column-bearing argument of the
 * set-returning calls and expression around them; the SELECT list, ORDER BY, DISTINCT and LIMIT
 * are then planned over it, where the calls expand as any SELECT-list SRF does (target-srf.ts:
 * lockstep, NULL-padded, in input order). Returns the rewritten statement and its FROM item, or
 * undefined when the statement's SRFs run below grouping (or it has none).
 */
export function srfAboveGrouping(stmt: Fields, scope: Scope): { stmt: Fields; from: string } | undefined {
  if (!srfsRunAboveGrouping(stmt, scope)) return undefined;
  refuseLockedSrfs(scope, stmt);
  const ctx = scope.ctx;
  const unsupported = (what: string, node?: AstNode): Error =>
    ctx.error('feature_not_supported', `set-returning functions ${what} are not supported by pgsqlite`, node ? location(node) : undefined);
  const group = (stmt['groupClause'] as AstNode[] | undefined) ?? [];
  const groupSrf = group.find((g) => containsTargetSrf(g, scope));
  if (groupSrf !== undefined) throw unsupported('in GROUP BY next to others above the grouping', groupSrf);
  const distinct = stmt['distinctClause'] as AstNode[] | undefined;
  if (distinct !== undefined && distinct.length > 0 && Object.keys(distinct[0] ?? {}).length > 0) throw unsupported('with aggregates or window functions under DISTINCT ON');
  const targets = (stmt['targetList'] as AstNode[] | undefined) ?? [];
  const innerTargets: AstNode[] = [];
  const push = (node: AstNode): AstNode => {
    innerTargets.push({ ResTarget: { val: node, location: -1 } });
    return columnRef(innerTargets.length - 1);
  };
  const hasSrf = targets.map((t) => containsTargetSrf(t, scope));
  targets.forEach((t, i) => {
    const val = t['ResTarget']?.['val'] as AstNode | undefined;
    if (val !== undefined && nodeType(val) === 'ColumnRef' && nodeType(((fieldsOf(val)['fields'] as AstNode[]) ?? []).slice(-1)[0] ?? {}) === 'A_Star') {
      throw unsupported('next to * with aggregates or window functions', val);
    }
    // Targets keep their positions (GROUP BY 1 and GROUP BY alias resolve as written); a NULL holds an SRF's.
    innerTargets.push(hasSrf[i] === true ? { ResTarget: { val: { A_Const: { isnull: true, location: -1 } }, location: -1 } } : t);
  });
  const rewrite = (node: AstNode): AstNode => {
    if (isTargetSrf(node, scope)) return srfArgs(node, scope, push, unsupported);
    if (!containsTargetSrf(node, scope)) return columnFree(node) ? node : push(node);
    const f = fieldsOf(node);
    switch (nodeType(node)) {
      case 'A_Expr':
        return { A_Expr: { ...f, ...(f['lexpr'] ? { lexpr: rewrite(f['lexpr']) } : {}), ...(f['rexpr'] ? { rexpr: rewrite(f['rexpr']) } : {}) } };
      case 'List':
        return { List: { ...f, items: ((f['items'] as AstNode[] | undefined) ?? []).map(rewrite) } };
      case 'TypeCast':
      case 'NullTest':
      case 'BooleanTest':
        return { [nodeType(node)]: { ...f, arg: rewrite(f['arg']) } };
      case 'BoolExpr':
        return { BoolExpr: { ...f, args: ((f['args'] as AstNode[] | undefined) ?? []).map(rewrite) } };
      case 'A_Indirection':
        return { A_Indirection: { ...f, arg: rewrite(f['arg']), indirection: ((f['indirection'] as AstNode[] | undefined) ?? []).map((x) => rewriteIndex(x, rewrite)) } };
      case 'FuncCall': {
        if (f['over'] !== undefined) throw ctx.error('feature_not_supported', 'window function calls cannot contain set-returning function calls', srfLocation(node, scope));
        const fn = names(f['funcname']);
        if (f['agg_star'] === true || f['agg_filter'] !== undefined || f['agg_order'] !== undefined || f['agg_distinct'] === true || isAggregateName((fn[fn.length - 1] ?? '').toLowerCase())) {
          throw ctx.error('feature_not_supported', 'aggregate function calls cannot contain set-returning function calls', srfLocation(node, scope), { hint: 'You might be able to move the set-returning function into a LATERAL FROM item.' });
        }
        return { FuncCall: { ...f, args: ((f['args'] as AstNode[] | undefined) ?? []).map(rewrite) } };
      }
      case 'CaseExpr':
        throw ctx.error('feature_not_supported', 'set-returning functions are not allowed in CASE', srfLocation(node, scope), { hint: 'You might be able to move the set-returning function into a LATERAL FROM item.' });
      case 'CoalesceExpr':
        throw ctx.error('feature_not_supported', 'set-returning functions are not allowed in COALESCE', srfLocation(node, scope), { hint: 'You might be able to move the set-returning function into a LATERAL FROM item.' });
      default:
        throw unsupported(`inside ${sqlConstruct(nodeType(node))} with aggregates or window functions`, node);
    }
  };
  const outerTargets = targets.map((t, i) => {
    const rt = t['ResTarget'] as Fields;
    if (hasSrf[i] !== true) return { ResTarget: { ...rt, val: columnRef(i) } };
    const name = rt['name'] ?? srfTargetName(t, scope);
    return { ResTarget: { ...rt, val: rewrite(rt['val'] as AstNode), ...(name !== undefined ? { name } : {}) } };
  });
  const inner: Fields = { targetList: innerTargets, limitOption: 'LIMIT_OPTION_DEFAULT', op: 'SETOP_NONE' };
  for (const k of INNER_KEYS) if (stmt[k] !== undefined) inner[k] = stmt[k];
  const outputNames = new Set(outerTargets.map((t) => t.ResTarget['name'] as string | undefined).filter((n) => n !== undefined));
  const sortClause = ((stmt['sortClause'] as AstNode[] | undefined) ?? []).map((s) => {
    const sb = s['SortBy'] as Fields;
    const node = sb['node'] as AstNode;
    if (isOutputReference(node, outputNames)) return s;
    if (containsTargetSrf(node, scope)) throw unsupported('in ORDER BY with aggregates or window functions', node);
    return { SortBy: { ...sb, node: columnFree(node) ? node : push(node) } };
  });
  // The sort expressions were added to the grouped query's targets: translate it only now.
  const sub = translateSelect(inner, new Scope(ctx, scope));
  const names0 = sub.columns.map((c) => c.name);
  outerTargets.forEach((t, i) => {
    if (hasSrf[i] !== true && t.ResTarget['name'] === undefined) t.ResTarget['name'] = names0[i];
  });
  scope.add({
    alias: AGG_ALIAS,
    hidden: true,
    columns: sub.columns.map((c, i) => ({
      name: `__p${i}`,
      type: c.type,
      typmod: c.typmod,
      sql: `${quoteIdent(AGG_ALIAS)}.${quoteIdent(c.alias)}`,
      tableOid: c.tableOid,
      attnum: c.attnum,
      rangeAlias: AGG_ALIAS,
      ...(c.domain !== undefined ? { domain: c.domain } : {}),
    })),
  });
  const outer: Fields = { ...stmt, targetList: outerTargets };
  for (const k of [...INNER_KEYS, 'sortClause']) delete outer[k];
  if (sortClause.length > 0) outer['sortClause'] = sortClause;
  return { stmt: outer, from: `(${sub.sql}) AS ${quoteIdent(AGG_ALIAS)}` };
}

/** A set-returning call's arguments: column-bearing ones are computed by the grouped query. */
function srfArgs(node: AstNode, scope: Scope, push: (n: AstNode) => AstNode, unsupported: (what: string, node?: AstNode) => Error): AstNode {
  const ind = node['A_Indirection'] as Fields | undefined;
  if (ind !== undefined) return { A_Indirection: { ...ind, arg: srfArgs(ind['arg'] as AstNode, scope, push, unsupported) } };
  const call = node['FuncCall'] as Fields;
  const arg = (a: AstNode): AstNode => {
    if (containsTargetSrf(a, scope)) throw unsupported('nested in set-returning function arguments with aggregates or window functions', a);
    const named = a['NamedArgExpr'] as Fields | undefined;
    if (named !== undefined) return { NamedArgExpr: { ...named, arg: arg(named['arg'] as AstNode) } };
    return columnFree(a) ? a : push(a);
  };
  return { FuncCall: { ...call, args: ((call['args'] as AstNode[] | undefined) ?? []).map(arg) } };
}

function rewriteIndex(node: AstNode, rewrite: (n: AstNode) => AstNode): AstNode {
  const ix = node['A_Indices'] as Fields | undefined;
  if (ix === undefined) return node;
  return { A_Indices: { ...ix, ...(ix['lidx'] ? { lidx: rewrite(ix['lidx']) } : {}), ...(ix['uidx'] ? { uidx: rewrite(ix['uidx']) } : {}) } };
}

/** `__agg.__p<i>`. */
function columnRef(i: number): AstNode {
  return { ColumnRef: { fields: [AGG_ALIAS, `__p${i}`].map((sval) => ({ String: { sval } })), location: -1 } };
}

/** Whether `node` is built only of literals, parameters, operators and casts (no column, call or subquery). */
function columnFree(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(columnFree);
  if (node === null || typeof node !== 'object') return true;
  const obj = node as Record<string, unknown>;
  const keys = Object.keys(obj);
  const type = keys.length === 1 ? (keys[0] as string) : undefined;
  if (type !== undefined && type[0] !== undefined && type[0] >= 'A' && type[0] <= 'Z' && !COLUMN_FREE.has(type)) return false;
  return Object.values(obj).every(columnFree);
}

/** An ORDER BY item naming an output column: a position or a bare output name. */
function isOutputReference(node: AstNode, outputNames: ReadonlySet<string>): boolean {
  const f = fieldsOf(node);
  if (nodeType(node) === 'A_Const' && f['ival'] !== undefined) return true;
  if (nodeType(node) !== 'ColumnRef') return false;
  const fields = (f['fields'] as AstNode[] | undefined) ?? [];
  return fields.length === 1 && nodeType(fields[0] as AstNode) === 'String' && outputNames.has(strVal(fields[0]));
}

/** Where the first set-returning call inside `node` is (PostgreSQL points there). */
function srfLocation(node: unknown, scope: Scope): number | undefined {
  if (Array.isArray(node)) return node.map((n) => srfLocation(n, scope)).find((l) => l !== undefined);
  if (node === null || typeof node !== 'object') return undefined;
  const obj = node as Record<string, unknown>;
  if ('SubLink' in obj) return undefined;
  if (Object.keys(obj).length === 1 && isTargetSrf(obj as AstNode, scope)) return location(obj as AstNode);
  return Object.values(obj).map((v) => srfLocation(v, scope)).find((l) => l !== undefined);
}

function location(node: AstNode): number | undefined {
  const loc = fieldsOf(node)['location'];
  return typeof loc === 'number' && loc >= 0 ? loc : undefined;
}
