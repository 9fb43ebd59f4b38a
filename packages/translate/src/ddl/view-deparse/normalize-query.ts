import { Oid } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, listItems, names, nodeType, strVal } from '../../parse/ast.js';
import type { PlanCtx } from '../../analyze/context.js';
import { Scope } from '../../analyze/scope.js';
import { registerWindowClause } from '../../analyze/window-defs.js';
import { translateFromItem } from '../../stmt/from-clause.js';
import { translateWith } from '../../stmt/with-clause.js';
import { clone } from '../../stmt/rule-rewrite.js';
import { NotPrintable } from './deparse-context.js';
import { typeNameNode } from './type-text.js';
import { commonType } from './implicit-casts.js';
import { assignRangeNames, functionRangeName, printedRangeName, renamedAlias } from './range-names.js';
import { type NormEnv, normExpr, useTypeNames, normSortBy, normTop, normWindow, typeOf } from './normalize-expr.js';

/**
 * A view's SELECT as PostgreSQL's parse analysis leaves it, in parse-tree form (what
 * get_query_def prints): `*` expanded, columns qualified, output names given, ORDER BY / GROUP BY
 * keys that name an output column replaced by its expression, NATURAL joins as USING.
 */

function str(s: string): AstNode {
  return { String: { sval: s } };
}

/** A normalized query level with its output column names. */
interface Normalized {
  select: Fields;
  names: string[];
}

/** Normalizes a SELECT (plain or set operation) whose outer references resolve in `parent`. */
export function normalizeQuery(ctx: PlanCtx, s: Fields, parent: Scope | undefined, enclosing: ReadonlySet<string> = new Set()): Normalized {
  useTypeNames((oid) => typeNameNode(ctx.catalog, oid));
  if (s['op'] !== undefined && s['op'] !== 'SETOP_NONE') return normalizeSetOp(ctx, s, parent, enclosing);
  if (s['valuesLists'] !== undefined || s['lockingClause'] !== undefined || s['intoClause'] !== undefined) throw new NotPrintable('VALUES / FOR UPDATE');
  const scope = new Scope(ctx, parent);
  const out: Fields = {};
  const from = listItems(s['fromClause']);
  const used = assignRangeNames(scope, from, enclosing);
  if (s['withClause'] !== undefined) out['withClause'] = normalizeWith(ctx, clone(s['withClause']) as Fields, scope, used);
  for (const item of from) translateFromItem(clone(item), scope);
  registerWindowClause(scope, s['windowClause'] === undefined ? undefined : (clone(s['windowClause']) as AstNode[]));
  const env: NormEnv = { expr: { scope, allowAggregates: true }, subquery: (q) => normalizeQuery(ctx, q, scope, used).select };
  const fromEnv: NormEnv = { expr: { scope }, subquery: (q) => normalizeQuery(ctx, q, parent, used).select };
  if (from.length > 0) out['fromClause'] = from.map((f) => normFromItem(ctx, f, env, fromEnv));
  const { targets, outNames, exprs } = normTargets(ctx, listItems(s['targetList']), from, env);
  out['targetList'] = targets;
  const byOutput = (node: AstNode, outputFirst: boolean): AstNode | undefined => outputKey(node, outNames, exprs, outputFirst, scope);
  if (s['distinctClause'] !== undefined) out['distinctClause'] = listItems(s['distinctClause']).map((d) => (Object.keys(d).length === 0 ? d : (byOutput(d, true) ?? normExpr(d, env))));
  if (s['whereClause'] !== undefined) out['whereClause'] = normExpr(s['whereClause'], env);
  if (s['groupClause'] !== undefined) out['groupClause'] = listItems(s['groupClause']).map((g) => byOutput(g, false) ?? normExpr(g, env));
  if (s['groupDistinct']) out['groupDistinct'] = true;
  if (s['havingClause'] !== undefined) out['havingClause'] = normExpr(s['havingClause'], env);
  if (s['windowClause'] !== undefined) out['windowClause'] = listItems(s['windowClause']).map((w) => ({ WindowDef: normWindow(fieldsOf(w), env) }));
  if (s['sortClause'] !== undefined) out['sortClause'] = listItems(s['sortClause']).map((k) => normSortBy(k, env, byOutput(fieldsOf(k)['node'], true)));
  copyLimits(s, out, env);
  return { select: out, names: outNames };
}

function copyLimits(s: Fields, out: Fields, env: NormEnv): void {
  if (s['limitOffset'] !== undefined) out['limitOffset'] = normExpr(s['limitOffset'], env);
  if (s['limitCount'] !== undefined) out['limitCount'] = normExpr(s['limitCount'], env);
  if (s['limitOption'] !== undefined) out['limitOption'] = s['limitOption'];
}

/**
 * A sort or group key naming an output column (`ORDER BY 2`, `ORDER BY alias`): that column's
 * expression. ORDER BY prefers the output name, GROUP BY an input column of that name.
 */
function outputKey(node: AstNode, outNames: readonly string[], exprs: readonly AstNode[], outputFirst: boolean, scope: Scope): AstNode | undefined {
  const f = fieldsOf(node);
  if (nodeType(node) === 'A_Const' && f['ival'] !== undefined) return exprs[Number(f['ival']['ival'] ?? 0) - 1];
  const fields = nodeType(node) === 'ColumnRef' ? listItems(f['fields']) : [];
  if (fields.length !== 1) return undefined;
  const i = outNames.indexOf(strVal(fields[0]));
  if (i < 0) return undefined;
  if (!outputFirst) {
    try {
      scope.resolve([strVal(fields[0])], undefined);
      return undefined;
    } catch {
      return exprs[i];
    }
  }
  return exprs[i];
}

function normalizeWith(ctx: PlanCtx, w: Fields, scope: Scope, used: ReadonlySet<string>): Fields {
  translateWith(clone(w), scope);
  const ctes = listItems(w['ctes']).map((c) => {
    const cte = fieldsOf(c);
    if (nodeType(cte['ctequery']) !== 'SelectStmt') throw new NotPrintable('data-modifying WITH');
    return { CommonTableExpr: { ...cte, ctequery: { SelectStmt: normalizeQuery(ctx, fieldsOf(cte['ctequery']), scope, used).select } } };
  });
  return { ...w, ctes };
}

function normalizeSetOp(ctx: PlanCtx, s: Fields, parent: Scope | undefined, enclosing: ReadonlySet<string>): Normalized {
  const scope = new Scope(ctx, parent);
  const out: Fields = { op: s['op'], all: s['all'] };
  if (s['withClause'] !== undefined) out['withClause'] = normalizeWith(ctx, clone(s['withClause']) as Fields, scope, enclosing);
  const left = normalizeQuery(ctx, s['larg'] as Fields, scope, enclosing);
  out['larg'] = left.select;
  out['rarg'] = normalizeQuery(ctx, s['rarg'] as Fields, scope, enclosing).select;
  if (s['sortClause'] !== undefined) {
    out['sortClause'] = listItems(s['sortClause']).map((k) => {
      const f = fieldsOf(k);
      const key = f['node'] as AstNode;
      const fields = nodeType(key) === 'ColumnRef' ? names(listItems(fieldsOf(key)['fields'])) : [];
      const position = fields.length === 1 ? left.names.indexOf(fields[0] as string) + 1 : nodeType(key) === 'A_Const' ? Number(fieldsOf(key)['ival']?.['ival'] ?? 0) : 0;
      if (position <= 0) throw new NotPrintable('set operation ORDER BY');
      return { SortBy: { ...f, node: { A_Const: { ival: { ival: position } } } } };
    });
  }
  copyLimits(s, out, { expr: { scope }, subquery: (q) => normalizeQuery(ctx, q, scope).select });
  return { select: out, names: left.names };
}

/** The SELECT list with `*` expanded into qualified columns and every entry named. */
function normTargets(ctx: PlanCtx, list: readonly AstNode[], from: readonly AstNode[], env: NormEnv): { targets: AstNode[]; outNames: string[]; exprs: AstNode[] } {
  const targets: AstNode[] = [];
  const outNames: string[] = [];
  const exprs: AstNode[] = [];
  const push = (val: AstNode, name: string): void => {
    targets.push({ ResTarget: { name, val } });
    outNames.push(name);
    exprs.push(val);
  };
  for (const t of list) {
    const rt = fieldsOf(t);
    const val = rt['val'] as AstNode;
    const fields = nodeType(val) === 'ColumnRef' ? listItems(fieldsOf(val)['fields']) : [];
    if (fields.length > 0 && nodeType(fields.at(-1) as AstNode) === 'A_Star') {
      const qualifier = fields.length > 1 ? strVal(fields.at(-2)) : undefined;
      for (const c of starColumns(ctx, from, env, qualifier)) push({ ColumnRef: { fields: c.bare === true ? [str(c.name)] : [str(printedRangeName(env.expr.scope, c.range)), str(c.name)] } }, c.name);
      continue;
    }
    const { type, name } = typeOf(val, env);
    const own = rt['name'] as string | undefined;
    push(type === Oid.unknown ? normTop(val, env) : normExpr(val, env), own ?? name);
  }
  return { targets, outNames, exprs };
}

/** A FROM item's columns as `*` expands them: range name and column name. */
interface StarColumn {
  range: string;
  name: string;
  type: number;
  /** A merged USING column that is neither side as it is (FULL JOIN, or a side coerced): printed by its name alone */
  bare?: true;
}

function starColumns(ctx: PlanCtx, from: readonly AstNode[], env: NormEnv, qualifier: string | undefined): StarColumn[] {
  const all = from.flatMap((f) => itemColumns(f, env));
  if (qualifier === undefined) return all;
  const own = all.filter((c) => c.range === qualifier);
  if (own.length === 0) throw new NotPrintable('qualified *');
  return own;
}

function itemColumns(item: AstNode, env: NormEnv): StarColumn[] {
  const f = fieldsOf(item);
  if (nodeType(item) === 'JoinExpr') {
    const joinAlias = f['alias'] as Fields | undefined;
    if (joinAlias !== undefined) {
      // an aliased join's columns are reached through its alias only
      const own = env.expr.scope.entries.find((e) => e.alias === joinAlias['aliasname']);
      if (own === undefined) throw new NotPrintable('aliased join *');
      return own.columns.filter((c) => !c.system).map((c) => ({ range: String(joinAlias['aliasname']), name: c.name, type: c.type }));
    }
    const left = itemColumns(f['larg'], env);
    const right = itemColumns(f['rarg'], env);
    const using = f['isNatural'] ? left.filter((c) => right.some((r) => r.name === c.name)).map((c) => c.name) : names(listItems(f['usingClause']));
    if (using.length === 0) return [...left, ...right];
    const merged = using.map((u) => mergedColumn(f['jointype'] as string, u, left, right));
    return [...merged, ...left.filter((c) => !using.includes(c.name)), ...right.filter((c) => !using.includes(c.name))];
  }
  const alias = f['alias'] as Fields | undefined;
  const range = alias !== undefined ? String(alias['aliasname']) : nodeType(item) === 'RangeVar' ? String(f['relname']) : nodeType(item) === 'RangeFunction' ? (functionRangeName(f) ?? '') : '';
  const entry = env.expr.scope.entries.find((e) => e.alias === range);
  if (entry !== undefined) return entry.columns.filter((c) => !c.system).map((c) => ({ range, name: c.name, type: c.type }));
  // inside an aliased join the sides are out of the level's namespace: a table's columns from the catalog
  const ctx = env.expr.scope.ctx;
  const rel = nodeType(item) === 'RangeVar' && alias === undefined ? ctx.catalog.findRelation(String(f['relname']), f['schemaname'] as string | undefined, ctx.searchPath) : undefined;
  if (rel === undefined) throw new NotPrintable('FROM item columns');
  return rel.columns.map((c) => ({ range, name: c.name, type: c.typeOid }));
}

/**
 * A USING column of a join as the parser merges it (buildMergedJoinVar): both sides coerced to
 * their common type; an inner join keeps a side that needs no coercion (the left first), a
 * LEFT / RIGHT join its own side when uncoerced; otherwise (FULL: COALESCE) the join's own
 * column, which ruleutils prints by its name alone.
 */
function mergedColumn(jointype: string, name: string, left: readonly StarColumn[], right: readonly StarColumn[]): StarColumn {
  const l = left.find((c) => c.name === name);
  const r = right.find((c) => c.name === name);
  if (l === undefined || r === undefined) throw new NotPrintable('USING column');
  const type = commonType([l.type, r.type]);
  const bare: StarColumn = { range: '', name, type, bare: true };
  if (jointype === 'JOIN_FULL') return bare;
  if (jointype === 'JOIN_LEFT') return l.type === type ? l : bare;
  if (jointype === 'JOIN_RIGHT') return r.type === type ? r : bare;
  return l.type === type ? l : r.type === type ? r : bare;
}

/** A FROM item: subqueries normalized, NATURAL as USING, a relation's column aliases completed. */
function normFromItem(ctx: PlanCtx, item: AstNode, env: NormEnv, fromEnv: NormEnv): AstNode {
  const f = fieldsOf(item);
  switch (nodeType(item)) {
    case 'RangeVar': {
      const alias = f['alias'] as Fields | undefined;
      const cols = names(listItems(alias?.['colnames']));
      const printed = renamedAlias(env.expr.scope, f, true);
      if (alias === undefined || cols.length === 0) return { RangeVar: withAlias({ ...f }, printed) };
      const entry = env.expr.scope.entries.find((e) => e.alias === alias['aliasname']);
      const full = entry?.columns.filter((c) => !c.system).map((c) => c.name) ?? cols;
      return { RangeVar: { ...f, alias: { ...printed, colnames: full.map(str) } } };
    }
    case 'RangeSubselect': {
      const alias = f['alias'] as Fields | undefined;
      if (alias !== undefined && listItems(alias['colnames']).length > 0) throw new NotPrintable('subquery column aliases');
      const sub = f['lateral'] ? { select: env.subquery(fieldsOf(f['subquery'])) } : { select: fromEnv.subquery(fieldsOf(f['subquery'])) };
      return { RangeSubselect: withAlias({ ...f, subquery: { SelectStmt: sub.select } }, renamedAlias(env.expr.scope, f, false)) };
    }
    case 'RangeFunction':
      return normFunctionItem(f, env);
    case 'JoinExpr': {
      const out: Fields = { ...f, larg: normFromItem(ctx, f['larg'], env, fromEnv), rarg: normFromItem(ctx, f['rarg'], env, fromEnv) };
      if (f['isNatural']) {
        const left = itemColumns(f['larg'], env).map((c) => c.name);
        const right = new Set(itemColumns(f['rarg'], env).map((c) => c.name));
        out['usingClause'] = left.filter((n) => right.has(n)).map(str);
        delete out['isNatural'];
      }
      if (f['quals'] !== undefined) out['quals'] = normExpr(f['quals'], { ...env, expr: { scope: env.expr.scope } });
      return { JoinExpr: out };
    }
    default:
      throw new NotPrintable(nodeType(item));
  }
}

function withAlias(f: Fields, alias: Fields | undefined): Fields {
  if (alias === undefined) delete f['alias'];
  else f['alias'] = alias;
  return f;
}

/**
 * A function in FROM: its call normalized, always with its range name and every column named
 * (ruleutils prints a function RTE's full column alias list).
 */
function normFunctionItem(f: Fields, env: NormEnv): AstNode {
  const items = listItems(f['functions']);
  const pair = items.length === 1 ? listItems(items[0]) : [];
  const call = pair[0];
  if (f['is_rowsfrom'] || call === undefined || nodeType(call) !== 'FuncCall' || (pair[1] !== undefined && Object.keys(pair[1]).length > 0) || f['coldeflist'] !== undefined) throw new NotPrintable('ROWS FROM / column definitions');
  const alias = f['alias'] as Fields | undefined;
  const range = (alias?.['aliasname'] as string | undefined) ?? functionRangeName(f);
  const entry = range === undefined ? undefined : env.expr.scope.entries.find((e) => e.alias === range);
  if (entry === undefined || range === undefined) throw new NotPrintable('function in FROM');
  const colnames = entry.columns.filter((c) => !c.system).map((c) => str(c.name));
  return { RangeFunction: { ...f, functions: [{ List: { items: [normExpr(call, env), {}] } }], alias: { aliasname: printedRangeName(env.expr.scope, range), colnames } } };
}
