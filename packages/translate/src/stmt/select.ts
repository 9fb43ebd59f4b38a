import { starColumns } from '../analyze/row-expr.js';
import { Oid } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import { leftmostLocation } from '../errors/location.js';
import { coerce } from '../analyze/coerce.js';
import type { Expr } from '../analyze/expr-types.js';
import { type ExprEnv, translateExpr } from '../analyze/expr.js';
import { asBool } from '../analyze/operators.js';
import { Scope } from '../analyze/scope.js';
import { registerWindowClause } from '../analyze/window-defs.js';
import { startWindowKeys, windowKeyGuard } from '../analyze/window-key-order.js';
import { outerJoinKeyChecks } from './outer-join-keys.js';
import { sequenceSql } from './fold-order.js';
import { sortParts, sortKey } from '../analyze/functions.js';
import { commonType, isString, typeName } from '../analyze/types.js';
import { commonTypeMismatch, selectCommonType } from '../analyze/conditional.js';
import { translateFromItem } from './from-clause.js';
import { addLimitGate, withScanFirstChecks } from './scan-first-checks.js';
import { translateWith } from './with-clause.js';
import { LOCK_STRENGTH, checkDistinctOn, checkLocking } from './select-checks.js';
import { translateTargets, type OutputColumn } from './targets.js';
import { castTargetsOf, coerceTargets } from './term-casts.js';
import { checkGrouping } from './grouping.js';
import { withTiesQuery } from './with-ties.js';
import { expandGroupingSets } from './grouping-sets.js';
import { inputColumnProbe } from './input-columns.js';
import { hoistTargetSrfs } from './target-srf.js';
import { srfAboveGrouping } from './srf-above-grouping.js';
import { nonNegative } from './non-negative-limit.js';
import { distinctOnKeys, isRecursiveUnion, keyedSetOp, needsKeys } from './keyed-dedup.js';
import { equalityCheck, equalityKey, sortTerm } from '../analyze/order-key.js';
import { checkGroupedTarget } from './group-by-target.js';
import { planTimeLimit } from './plan-time-constants.js';
import { falseWhereWhen } from './null-semijoin.js';
import { queryQual } from './one-time-filters.js';
import { markTopQual } from '../analyze/top-qual.js';
import { sentinelArms } from './set-op-sentinel.js';
import { intersectRightFirst } from './intersect-order.js';
import { postponedVolatile } from './postponed-volatile.js';
import { volatileSortKeys } from './volatile-sort-keys.js';
import { refuseCorrelatedLimit } from './correlated-limit.js';
import { havingToWhere } from './having-to-where.js';
import { noteLevelWhere } from './outer-join-filters.js';
import { withFoldedCaseWhere } from './folded-case-qual.js';
import { whereGate } from './where-gate.js';

/** A translated query: SQLite SQL and its output columns. */
export interface SelectResult {
  sql: string;
  columns: OutputColumn[];
}

/** Translates a SelectStmt (plain, VALUES, or set operation) within `scope`. */
export function translateSelect(stmt: Fields, scope: Scope): SelectResult {
  const expanded = (!stmt['op'] || stmt['op'] === 'SETOP_NONE') && !stmt['valuesLists'] ? expandGroupingSets(stmt, inputColumnProbe(stmt, scope)) : undefined;
  if (expanded) return translateSelect(expanded, scope);
  const withSql = stmt['withClause'] ? translateWith(stmt['withClause'], scope) : '';
  const body = stmt['op'] && stmt['op'] !== 'SETOP_NONE' ? translateSetOp(stmt, scope) : stmt['valuesLists'] ? translateValues(stmt, scope) : translateSimple(stmt, scope);
  return { sql: withSql + body.sql, columns: body.columns };
}

function translateSimple(stmt: Fields, scope: Scope): SelectResult {
  const ctx = scope.ctx;
  if (stmt['intoClause']) throw ctx.error('feature_not_supported', 'SELECT INTO is not supported by pgsqlite');
  const above = srfAboveGrouping(stmt, scope);
  if (above !== undefined) stmt = above.stmt;
  noteLevelWhere(scope, stmt['whereClause']);
  const from = above !== undefined ? [above.from] : ((stmt['fromClause'] as AstNode[] | undefined) ?? []).map((n) => translateFromItem(n, scope)).filter((s) => s !== '');
  stmt = hoistTargetSrfs(stmt, scope, from);
  // HAVING's terms of grouped columns only filter the rows before grouping (having-to-where.ts)
  const movedHaving = havingToWhere(stmt, scope);
  // a CASE of literal conditions in WHERE is the branch it folds to, its ANDs in the qual list (folded-case-qual.ts)
  const quals = withFoldedCaseWhere(movedHaving?.stmt ?? stmt, scope);
  registerWindowClause(scope, stmt['windowClause'] as AstNode[] | undefined);
  startWindowKeys(scope);
  let sql = 'SELECT ';
  const distinct = stmt['distinctClause'] as AstNode[] | undefined;
  const distinctOn = distinct !== undefined && distinct.length > 0 && Object.keys(distinct[0] ?? {}).length > 0;
  markTopQual(quals['whereClause'], true);
  markTopQual(quals['havingClause'], false);
  const whereExpr = quals['whereClause']
    ? asBool(translateExpr(quals['whereClause'], { scope, clause: 'WHERE' }), { scope }, 'argument of WHERE')
    : undefined;
  // a term the planner folds to NULL makes the WHERE false (null-semijoin.ts); a condition of
  // constants only, SQLite tests it once before reading a row, and its other terms keep their indexes
  // (so does one of an inner join's ON condition, a qual of the query as WHERE's terms are)
  const falseWhen = falseWhereWhen(queryQual(quals), scope);
  const falseSql = falseWhen === undefined ? undefined : falseWhen === '1' ? '0' : `NOT (${falseWhen})`;
  let where = falseSql === undefined ? whereExpr : { ...(whereExpr ?? { type: Oid.bool, typmod: -1, name: '?column?' }), sql: whereExpr === undefined || falseSql === '0' ? falseSql : `${falseSql} AND (${whereExpr.sql})` };
  // its terms of no column are settled before the loop, as the planner settles them (where-gate.ts)
  const gate = from.length === 0 || where === undefined || where.sql === '0' ? undefined : whereGate(quals['whereClause'] as AstNode | undefined, scope);
  if (gate !== undefined && where !== undefined) where = { ...where, sql: `${gate} AND (${where.sql})` };
  const targetsNode = (stmt['targetList'] as AstNode[] | undefined) ?? [];
  const env: ExprEnv = { scope, allowAggregates: true, clause: 'SELECT' };
  const targets = coerceTargets(stmt, translateTargets(targetsNode, env), scope);
  const groupNodes = (stmt['groupClause'] as AstNode[] | undefined) ?? [];
  const groups = groupNodes.map((n) => {
    const g = groupKey(n, targets.exprs, env, targetsNode);
    equalityCheck({ ...g, location: leftmostLocation(n) ?? g.location }, env.scope.ctx);
    return g;
  });
  // plain DISTINCT groups by every output column
  if (distinct !== undefined && !distinctOn) for (const t of targets.exprs) equalityCheck(t, env.scope.ctx);
  const having = quals['havingClause'] ? asBool(translateExpr(quals['havingClause'], { ...env, clause: 'HAVING' }), env, 'argument of HAVING') : undefined;
  const orderNodes = (stmt['sortClause'] as AstNode[] | undefined) ?? [];
  const orderExprs = orderNodes.map((n) => orderTarget(n, targets, env));
  const onKeys = distinctOn ? (distinct as AstNode[]).map((n) => sortKey(groupKey(n, targets.exprs, env), env.scope.ctx)) : [];
  // HAVING, or an aggregate anywhere in the SELECT list or ORDER BY, makes the query grouped.
  const grouped = groups.length > 0 || targets.exprs.some((e) => e.hasAgg) || having !== undefined || orderExprs.some((o) => o.expr?.hasAgg);
  // (a RIGHT or FULL JOIN computes its ON conditions before the WHERE's gate: the LIMIT tests it;
  // not where no row still makes one group)
  if (gate !== undefined && (!grouped || groups.length > 0) && holdsRightOrFullJoin(stmt['fromClause'])) addLimitGate(scope, gate);
  if (distinct && !distinctOn) checkDistinctOrder(scope, targets.exprs, orderExprs, orderNodes);
  if (distinctOn) checkDistinctOn(scope, onKeys, distinct as AstNode[], orderExprs);
  if (grouped) {
    checkGrouping(scope, groups, [
      ...targets.nodes.map((n, i) => ({ node: n, expr: targets.exprs[i] })),
      ...(quals['havingClause'] ? [{ node: quals['havingClause'] as AstNode, expr: having }] : []),
      ...(movedHaving?.moved ?? []),
      // ORDER BY items that name an output column (alias or position) were checked as targets.
      ...orderNodes
        .map((n, i) => ({ node: (n['SortBy'] as Fields)['node'] as AstNode, expr: orderExprs[i]?.expr }))
        .filter((u) => !u.expr || !targets.exprs.includes(u.expr)),
    ]);
  }
  const hasAgg = targets.exprs.some((e) => e.hasAgg) || orderExprs.some((o) => o.expr?.hasAgg);
  const keyGuard = windowKeyGuard(scope);
  if (keyGuard !== undefined && !grouped) where = { ...(where ?? { type: Oid.bool, typmod: -1, name: '?column?' }), sql: where ? `(${where.sql}) AND ${keyGuard}` : keyGuard };
  // the preserved side's hash or merge keys of an outer join, computed for each of its rows (outer-join-keys.ts)
  const joinKeys = outerJoinKeyChecks(stmt, scope);
  if (joinKeys.length > 0) where = { ...(where ?? { type: Oid.bool, typmod: -1, name: '?column?' }), sql: `${where ? `(${where.sql}) AND ` : ''}${sequenceSql(joinKeys)} IS NULL` };
  checkLocking(scope, stmt, { distinct: distinct !== undefined, grouped, hasAgg, hasWindow: false });
  // DISTINCT over values that need order keys is a GROUP BY on the keys outside (keyed-dedup.ts)
  const keyedDistinct = distinct !== undefined && !distinctOn && stmt['limitOption'] !== 'LIMIT_OPTION_WITH_TIES' && needsKeys(targets.columns);
  if (distinct && !distinctOn && !keyedDistinct) sql += 'DISTINCT ';
  // volatile columns that are not sort keys are computed after ORDER BY / LIMIT, as PostgreSQL's plan does
  const plainOrder = distinct === undefined && stmt['limitOption'] !== 'LIMIT_OPTION_WITH_TIES';
  // a volatile output column sorted through an order key: sorted outside, over its one value per row
  const keyed = plainOrder ? volatileSortKeys(targets, orderExprs) : undefined;
  const aliases = targets.columns.map((c) => quoteIdent(c.alias));
  const postponed = plainOrder ? postponedVolatile(keyed ? { ...targets, sql: aliases } : targets, keyed?.outerOrder ?? orderExprs.map((o) => o.sql), orderExprs.map((o) => o.expr)) : undefined;
  const selectList = keyed ? [...targets.sql.filter((_, i) => !postponed?.postponed[i]), ...keyed.hidden] : (postponed?.innerTargets ?? targets.sql);
  sql += selectList.length ? selectList.join(', ') : 'NULL AS "?"';
  if (having && !groups.length && !hasAgg && !having.hasAgg) {
    // HAVING without GROUP BY or aggregates: PostgreSQL's one group (even over no rows), which
    // SQLite refuses ("HAVING clause on a non-aggregate query"). No column of FROM may appear
    // outside an aggregate (42803 above), so the rows are only counted and HAVING filters the group.
    sql += ` FROM (SELECT count(*)${from.length ? ` FROM ${from.join(', ')}` : ''}${where ? ` WHERE ${where.sql}` : ''}) WHERE ${having.sql}`;
  } else if (having && !groups.length && !targets.exprs.some((e) => e.hasAgg)) {
    // Aggregates only in HAVING (or ORDER BY): still PostgreSQL's one group, but SQLite sees an
    // aggregate query only by an aggregate in its SELECT list; HAVING is computed as one.
    sql += ` FROM (SELECT (${having.sql}) AS "__having"${from.length ? ` FROM ${from.join(', ')}` : ''}${where ? ` WHERE ${where.sql}` : ''}) WHERE "__having"`;
    // At most one row: an ORDER BY of aggregates (which the outer query cannot read) orders nothing.
    if (orderExprs.some((o) => o.expr?.hasAgg)) orderExprs.length = 0;
  } else {
    if (from.length) sql += ` FROM ${from.join(', ')}`;
    if (where) sql += ` WHERE ${where.sql}`;
    if (groups.length) sql += ` GROUP BY ${groups.map((g) => sortTerm(equalityKey(g))).join(', ')}`;
    if (having) sql += ` HAVING ${having.sql}`;
  }
  if (distinctOn) return distinctOnQuery(sql, onKeys, orderExprs, targets.columns, stmt, scope);
  if (keyedDistinct) return { sql: distinctOrder(distinctOnKeys(sql, targets.columns), orderExprs, targets, stmt, scope), columns: targets.columns };
  if (stmt['limitOption'] === 'LIMIT_OPTION_WITH_TIES') return { sql: withTiesQuery(sql, orderExprs, targets.columns, stmt, scope), columns: targets.columns };
  if (keyed) {
    if (postponed) return { sql: postponed.wrap(keyed.wrap(sql, postponed.innerTargets), limitParts(stmt, scope)), columns: targets.columns };
    return { sql: keyed.wrap(sql, aliases) + limitClause(stmt, scope), columns: targets.columns };
  }
  if (orderExprs.length) sql += ` ORDER BY ${orderExprs.map((o) => (postponed === undefined ? byPosition(o, targets.exprs) : undefined) ?? o.sql).join(', ')}`;
  if (postponed) return { sql: postponed.wrap(sql, limitParts(stmt, scope)), columns: targets.columns };
  sql += limitClause(stmt, scope);
  return { sql, columns: targets.columns };
}

/** ORDER BY / LIMIT over a keyed DISTINCT: each ORDER BY item is one of the output columns (checkDistinctOrder). */
function distinctOrder(sql: string, order: { key: string; direction: string; expr: Expr | undefined }[], targets: { exprs: Expr[]; columns: OutputColumn[] }, stmt: Fields, scope: Scope): string {
  const items = order.map((o) => {
    const i = o.expr ? targets.exprs.findIndex((e) => e.sql === (o.expr as Expr).sql) : -1;
    const c = targets.columns[i];
    return c ? `${sortKey({ sql: quoteIdent(c.alias), type: c.type, typmod: c.typmod, name: c.name })} ${o.direction}` : undefined;
  });
  const keys = items.filter((k): k is string => k !== undefined);
  return `${sql}${keys.length ? ` ORDER BY ${keys.join(', ')}` : ''}${limitClause(stmt, scope)}`;
}

/** With SELECT DISTINCT every ORDER BY expression must be one of the output columns (42P10). */
function checkDistinctOrder(scope: Scope, outputs: Expr[], order: { expr: Expr | undefined }[], nodes: AstNode[]): void {
  const out = new Set(outputs.map((e) => e.sql));
  order.forEach((o, i) => {
    if (o.expr && !out.has(o.expr.sql)) {
      const loc = leftmostLocation(((nodes[i] as AstNode)['SortBy'] as Fields)['node']);
      throw scope.ctx.error('invalid_column_reference', 'for SELECT DISTINCT, ORDER BY expressions must appear in select list', loc);
    }
  });
}

/**
 * DISTINCT ON (keys): the first row of each key group in ORDER BY order — a row_number() window
 * over the keys, filtered to 1, then ordered again outside.
 */
function distinctOnQuery(
  inner: string,
  keys: string[],
  order: { sql: string; key: string; direction: string }[],
  columns: OutputColumn[],
  stmt: Fields,
  scope: Scope,
): SelectResult {
  const window = `row_number() OVER (PARTITION BY ${keys.join(', ')}${order.length ? ` ORDER BY ${order.map((o) => o.sql).join(', ')}` : ''})`;
  const hidden = order.map((o, i) => `${o.key} AS "__k${i}"`);
  const innerSql = `SELECT ${[window + ' AS "__rn"', ...hidden].join(', ')}, ${inner.slice('SELECT '.length)}`;
  const outerOrder = order.map((o, i) => `"__k${i}" ${o.direction}`).join(', ');
  const sql = `SELECT ${columns.map((c) => quoteIdent(c.alias)).join(', ')} FROM (${innerSql}) WHERE "__rn" = 1${outerOrder ? ` ORDER BY ${outerOrder}` : ''}${limitClause(stmt, scope)}`;
  return { sql, columns };
}

/** A GROUP BY (or DISTINCT ON) key; `targetList` given for GROUP BY, whose output-column keys are checked. */
function groupKey(node: AstNode, targets: Expr[], env: ExprEnv, targetList?: readonly AstNode[]): Expr {
  const f = fieldsOf(node);
  if (nodeType(node) === 'A_Const' && f['ival'] !== undefined) {
    const i = Number(f['ival']['ival'] ?? 0);
    const t = targets[i - 1];
    if (!t) throw env.scope.ctx.error('invalid_column_reference', `GROUP BY position ${i} is not in select list`, f['location']);
    if (targetList !== undefined) checkGroupedTarget(env.scope.ctx, targetList, i - 1);
    return t;
  }
  if (nodeType(node) === 'ColumnRef' && (f['fields'] as AstNode[]).length === 1) {
    const name = strVal((f['fields'] as AstNode[])[0]);
    try {
      return translateExpr(node, { scope: env.scope, clause: 'GROUP BY' });
    } catch (e) {
      const alias = env.scope.outputAliases.get(name);
      const idx = alias === undefined ? -1 : Number(alias);
      if (idx >= 0 && targets[idx]) {
        if (targetList !== undefined) checkGroupedTarget(env.scope.ctx, targetList, idx);
        return targets[idx] as Expr;
      }
      throw e;
    }
  }
  if (nodeType(node) === 'GroupingSet') throw env.scope.ctx.error('feature_not_supported', 'GROUPING SETS, ROLLUP and CUBE are not supported by pgsqlite', f['location']);
  return translateExpr(node, { scope: env.scope, clause: 'GROUP BY' });
}

function orderTarget(node: AstNode, targets: { exprs: Expr[] }, env: ExprEnv): { sql: string; key: string; direction: string; expr: Expr | undefined } {
  let chosen: Expr | undefined;
  const parts = sortParts(node, env, (n) => {
    const f = fieldsOf(n);
    if (nodeType(n) === 'A_Const' && f['ival'] !== undefined) {
      const i = Number(f['ival']['ival'] ?? 0);
      const t = targets.exprs[i - 1];
      if (!t) throw env.scope.ctx.error('invalid_column_reference', `ORDER BY position ${i} is not in select list`, f['location']);
      chosen = t;
      return t;
    }
    if (nodeType(n) === 'ColumnRef' && (f['fields'] as AstNode[]).length === 1) {
      const name = strVal((f['fields'] as AstNode[])[0]);
      if (env.scope.ambiguousOutputs.has(name)) throw env.scope.ctx.error('ambiguous_column', `ORDER BY "${name}" is ambiguous`, f['location']);
      const alias = env.scope.outputAliases.get(name);
      if (alias !== undefined) {
        chosen = targets.exprs[Number(alias)];
        return chosen;
      }
    }
    const e = translateExpr(n, env);
    // an item written as an output column's expression is that column (findTargetlistEntrySQL99):
    // a volatile one is computed once, as the sort key
    chosen = targets.exprs.find((t) => t.sql === e.sql) ?? e;
    return chosen;
  });
  return { sql: `${parts.key} ${parts.direction}`, key: parts.key, direction: parts.direction, expr: chosen };
}

/**
 * An ORDER BY item that is an output column (orderTarget) whose key is the column itself behind pg_same()
 * (sortTerm: its SQL names no column), as that column's position: SQLite reads the value the
 * SELECT list computed, where the expression written again would be computed again per row
 * (`nextval('s') AS n … ORDER BY n` drew two values per row and sorted by the first).
 */
function byPosition(o: { key: string; direction: string; expr: Expr | undefined }, outputs: readonly Expr[]): string | undefined {
  const i = o.expr === undefined ? -1 : outputs.indexOf(o.expr);
  return i >= 0 && o.key === `pg_same(${o.expr!.sql})` ? `${i + 1} ${o.direction}` : undefined;
}

/** LIMIT / OFFSET / FETCH FIRST, with PostgreSQL's int8 typing of the arguments. */
/** LIMIT's row count (-1: none) and OFFSET as SQLite expressions, each undefined when absent. */
export function limitParts(stmt: Fields, scope: Scope): { count: string | undefined; offset: string | undefined } {
  const ctx = scope.ctx;
  if (stmt['limitOption'] === 'LIMIT_OPTION_WITH_TIES') throw ctx.error('feature_not_supported', 'FETCH FIRST … WITH TIES is not supported by pgsqlite');
  const env: ExprEnv = { scope, clause: 'LIMIT' };
  const limitNode = stmt['limitCount'] as AstNode | undefined;
  const offsetNode = stmt['limitOffset'] as AstNode | undefined;
  refuseCorrelatedLimit([limitNode, offsetNode], scope);
  const limit = limitNode ? coerce(ctx, translateExpr(limitNode, env), Oid.int8, -1, 'implicit') : undefined;
  const offset = offsetNode ? coerce(ctx, translateExpr(offsetNode, { ...env, clause: 'OFFSET' }), Oid.int8, -1, 'implicit') : undefined;
  const count = planTimeLimit(stmt, withScanFirstChecks(scope, limit || offset ? (limit && !limit.isNull ? `COALESCE(${nonNegative(limit, '2201W', 'LIMIT')}, -1)` : '-1') : undefined));
  return { count, offset: offset ? (offset.isNull ? '0' : `COALESCE(${nonNegative(offset, '2201X', 'OFFSET')}, 0)`) : undefined };
}

export function limitClause(stmt: Fields, scope: Scope): string {
  const { count, offset } = limitParts(stmt, scope);
  return `${count !== undefined ? ` LIMIT ${count}` : ''}${offset !== undefined ? ` OFFSET ${offset}` : ''}`;
}

function translateValues(stmt: Fields, scope: Scope): SelectResult {
  const ctx = scope.ctx;
  const env = { scope, clause: 'VALUES' };
  // `alias.*` in a VALUES row stands for the alias's columns (transformExpressionList)
  const rows = (stmt['valuesLists'] as AstNode[]).map((l) => ((l['List'] as Fields)['items'] as AstNode[]).flatMap((n) => starColumns(n, env) ?? [translateExpr(n, env)]));
  const width = rows[0]?.length ?? 0;
  const uneven = rows.findIndex((r) => r.length !== width);
  if (uneven >= 0) {
    const first = (((stmt['valuesLists'] as AstNode[])[uneven] as AstNode)['List'] as Fields)['items'] as AstNode[];
    throw ctx.error('syntax_error', 'VALUES lists must all be the same length', first[0] ? (fieldsOf(first[0])['location'] as number | undefined) : undefined);
  }
  const types = Array.from({ length: width }, (_, i) => {
    const column = rows.map((r) => r[i] as Expr);
    const t = commonType(column.map((e) => e.type));
    // select_common_type's 42804 at the first row whose type cannot join the others
    if (t === undefined) throw commonTypeMismatch(ctx, column.map((e) => e.type), column.map((e) => e.location), 'VALUES');
    return t;
  });
  // SQLite (3.53) loses the VALUES column names when the first row holds a bare outer column
  // (`LATERAL (VALUES (a.id), …)`): "no such column: column1"; a unary + avoids that.
  const cell = (e: Expr, i: number, first: boolean): string => {
    const sql = coerce(ctx, e, types[i] as number, -1, 'implicit').sql;
    return first && e.column ? `+${sql}` : sql;
  };
  const body = rows.map((r, ri) => `(${r.map((e, i) => cell(e, i, ri === 0)).join(', ')})`).join(', ');
  // select_common_typmod: the rows' typmod when they all have it and the column's type, else -1
  const typmodOf = (t: number, i: number): number => {
    const first = rows[0]?.[i];
    return first !== undefined && rows.every((r) => r[i]?.type === t && r[i]?.typmod === first.typmod) ? first.typmod : -1;
  };
  const columns: OutputColumn[] = types.map((t, i) => ({ name: `column${i + 1}`, alias: `column${i + 1}`, type: t, typmod: typmodOf(t, i), tableOid: 0, attnum: 0 }));
  // rows of no column (`VALUES (t.*)` of a table without columns): one placeholder column, as a
  // target list of none
  const sql =
    width === 0
      ? `SELECT NULL AS "?" FROM (VALUES ${rows.map(() => '(NULL)').join(', ')})`
      : `SELECT ${columns.map((c, i) => `column${i + 1} AS ${quoteIdent(c.alias)}`).join(', ')} FROM (VALUES ${body})`;
  return { sql: orderAndLimitOver(sql, columns, stmt, scope), columns };
}

const SETOP_SQL: Record<string, string> = { SETOP_UNION: 'UNION', SETOP_INTERSECT: 'INTERSECT', SETOP_EXCEPT: 'EXCEPT' };

function translateSetOp(stmt: Fields, scope: Scope): SelectResult {
  const ctx = scope.ctx;
  const op = SETOP_SQL[stmt['op'] as string] as string;
  const l = translateSelect(stmt['larg'], new Scope(ctx, scope));
  const r = translateSelect(stmt['rarg'], new Scope(ctx, scope));
  refuseSetOpLocking(ctx, stmt);
  if (l.columns.length !== r.columns.length) {
    // transformSetOperationTree: at exprLocation of the right arm's target list
    throw ctx.error('syntax_error', `each ${op} query must have the same number of columns`, firstTargetLocation(stmt['rarg']));
  }
  const types = l.columns.map((c, i) => {
    const rc = r.columns[i] as OutputColumn;
    const t = c.untyped && rc.untyped ? Oid.text : selectCommonType([c.untyped ? Oid.unknown : c.type, rc.untyped ? Oid.unknown : rc.type]);
    if (t === undefined) {
      const rt = ((stmt['rarg'] as Fields)['targetList'] as AstNode[] | undefined)?.[i]?.['ResTarget'] as Fields | undefined;
      const loc = rt ? leftmostLocation(rt['val']) : undefined;
      throw ctx.error('datatype_mismatch', `${op} types ${typeName(c.type)} and ${typeName(rc.type)} cannot be matched`, loc);
    }
    return t;
  });
  const branch = (b: SelectResult, node: Fields, force = false): string => {
    const needsCast = force || b.columns.some((c, i) => c.type !== types[i]);
    const needsWrap = Boolean(node['sortClause'] || node['limitCount'] || node['limitOffset'] || node['withClause'] || (node['op'] && node['op'] !== 'SETOP_NONE'));
    // A recursive term of other types than the seed's: its outputs are cast in its own SELECT
    // list (the self-reference must stay in the top level of the term; wrapped, SQLite refuses it).
    if (needsCast && !needsWrap && node === stmt['rarg'] && isRecursiveUnion(stmt) && !node['valuesLists']) {
      castTargetsOf(node, types as number[]);
      const again = translateSelect(node, new Scope(ctx, scope));
      if (again.columns.every((c, i) => c.type === types[i])) return again.sql;
    }
    // A recursive CTE's self-reference must stay at the top level of its branch, so branches are
    // only wrapped when a cast or their own ORDER BY/LIMIT requires it.
    if ((!needsCast && !needsWrap) || b.columns.length === 0) return b.sql;
    const cols = b.columns.map((c, i) => {
      const e: Expr = c.untyped && types[i] !== Oid.text ? c.untyped : { sql: quoteIdent(c.alias), type: c.type, typmod: c.typmod, name: c.name };
      // text/varchar → char: a binary-compatible relabel, as PostgreSQL's implicit cast
      const relabel = types[i] === Oid.bpchar && isString(e.type);
      return `${relabel ? e.sql : coerce(ctx, e, types[i] as number, -1, 'implicit').sql} AS ${quoteIdent((l.columns[i] as OutputColumn).alias)}`;
    });
    return `SELECT ${cols.join(', ')} FROM (${b.sql})`;
  };
  // select_common_typmod: the arms' typmod when they all have it and the common type, else -1
  const typmodOf = (c: OutputColumn, rc: OutputColumn, t: number): number => (c.type === t && rc.type === t && c.typmod === rc.typmod ? c.typmod : -1);
  const columns = l.columns.map((c, i) => ({ ...c, type: types[i] as number, typmod: typmodOf(c, r.columns[i] as OutputColumn, types[i] as number), tableOid: 0, attnum: 0, untyped: undefined }));
  let sql: string;
  if (columns.length === 0) {
    // SELECT FROM … INTERSECT/EXCEPT [ALL] SELECT FROM …: rows of no columns, counted (each branch reads one hidden NULL)
    const numbered = (b: string): string => (stmt['all'] ? `SELECT row_number() OVER () AS "__n" FROM (${b})` : `SELECT NULL AS "__n" FROM (${b})`);
    sql = `SELECT NULL AS "?" FROM (${numbered(l.sql)} ${op}${stmt['all'] && op === 'UNION' ? ' ALL' : ''} ${numbered(r.sql)})`;
  } else if (op !== 'UNION') {
    // The right arm is read in full even when the left one is empty (set-op-sentinel.ts).
    // an INTERSECT reads the arm with fewer groups first (intersect-order.ts)
    const [first, second] = intersectRightFirst(stmt) ? [branch(r, stmt['rarg'], true), branch(l, stmt['larg'], true)] : [branch(l, stmt['larg'], true), branch(r, stmt['rarg'], true)];
    const arms = sentinelArms(first, second, columns);
    if (stmt['all']) {
      // INTERSECT ALL / EXCEPT ALL: number duplicates so the set operation keeps their multiplicity.
      const cols = arms.columns.map((c) => quoteIdent(c.alias));
      const numbered = (b: string): string => `SELECT ${cols.join(', ')}, row_number() OVER (PARTITION BY ${cols.join(', ')}) AS "__n" FROM (${b})`;
      sql = arms.unwrap(
        keyedSetOp(stmt, op, true, arms.left, arms.right, arms.columns) ??
          `SELECT ${cols.join(', ')} FROM (${numbered(arms.left)} ${op} ${numbered(arms.right)})`,
      );
    } else {
      sql = arms.unwrap(keyedSetOp(stmt, op, false, arms.left, arms.right, arms.columns) ?? `${arms.left} ${op} ${arms.right}`);
    }
  } else {
    sql =
      // UNION ALL keeps every row (keyedSetOp leaves it alone); UNION de-duplicates on order keys
      keyedSetOp(stmt, op, stmt['all'] === true, branch(l, stmt['larg'], true), branch(r, stmt['rarg'], true), columns) ??
      `${branch(l, stmt['larg'])} ${op}${stmt['all'] ? ' ALL' : ''} ${branch(r, stmt['rarg'])}`;
  }
  return { sql: orderAndLimitOver(sql, columns, stmt, scope, true), columns };
}

/** The leftmost location of a SELECT's first output expression (of its left arm for a set operation). */
function firstTargetLocation(node: unknown): number | undefined {
  const s = node as Fields | undefined;
  if (!s) return undefined;
  if (s['op'] && s['op'] !== 'SETOP_NONE') return firstTargetLocation(s['larg']);
  const first = (s['targetList'] as AstNode[] | undefined)?.[0]?.['ResTarget'] as Fields | undefined;
  if (first) return leftmostLocation(first['val']);
  const row = ((s['valuesLists'] as AstNode[] | undefined)?.[0]?.['List'] as Fields | undefined)?.['items'] as AstNode[] | undefined;
  return row?.[0] ? leftmostLocation(row[0]) : undefined;
}

/**
 * A set operation's ORDER BY may name its output columns (or their positions) only: anything
 * else would be a resjunk column, which PostgreSQL's transformSetOperationStmt refuses.
 */
function checkSetOpOrder(scope: Scope, orderNodes: AstNode[], columns: OutputColumn[]): void {
  for (const n of orderNodes) {
    const key = fieldsOf(n)['node'] as AstNode | undefined;
    if (key === undefined) continue;
    const ref = key['ColumnRef'] as Fields | undefined;
    const fields = ref?.['fields'] as AstNode[] | undefined;
    const name = fields?.length === 1 ? ((fields[0] as AstNode)['String'] as Fields | undefined)?.['sval'] : undefined;
    const position = ((key['A_Const'] as Fields | undefined)?.['ival'] as Fields | undefined) !== undefined;
    if (position || (typeof name === 'string' && columns.some((c) => c.name === name))) continue;
    if (ref !== undefined) continue; // an unknown or qualified name: orderTarget reports it as PostgreSQL does
    throw scope.ctx.error('feature_not_supported', 'invalid UNION/INTERSECT/EXCEPT ORDER BY clause', leftmostLocation(key), {
      detail: 'Only result column names can be used, not expressions or functions.',
      hint: 'Add the expression/function to every SELECT, or move the UNION into a FROM clause.',
    });
  }
}

/** ORDER BY / LIMIT over a finished query's output columns (set operations, VALUES). */
function orderAndLimitOver(sql: string, columns: OutputColumn[], stmt: Fields, scope: Scope, setOp = false): string {
  const ctx = scope.ctx;
  const orderNodes = (stmt['sortClause'] as AstNode[] | undefined) ?? [];
  if (setOp) checkSetOpOrder(scope, orderNodes, columns);
  const limit = limitClause(stmt, scope);
  if (!orderNodes.length && !limit) return sql;
  const outer = new Scope(ctx, scope.forNestedFrom());
  outer.add({ alias: '\u0000setop', columns: columns.map((c) => ({ name: c.name, type: c.type, typmod: c.typmod, sql: quoteIdent(c.alias), tableOid: 0, attnum: 0, rangeAlias: '' })) });
  const exprs = columns.map((c) => ({ sql: quoteIdent(c.alias), type: c.type, typmod: c.typmod, name: c.name }));
  columns.forEach((c, i) => outer.outputAliases.set(c.name, String(i)));
  const order = orderNodes.map((n) => orderTarget(n, { exprs }, { scope: outer }).sql);
  return `SELECT * FROM (${sql})${order.length ? ` ORDER BY ${order.join(', ')}` : ''}${limit}`;
}

export { sortKey };

/** transformSetOperationStmt: rows of a UNION / INTERSECT / EXCEPT cannot be locked (0A000). */
function refuseSetOpLocking(ctx: Scope['ctx'], stmt: Fields): void {
  const first = ((stmt['lockingClause'] as AstNode[] | undefined) ?? [])[0]?.['LockingClause'] as Fields | undefined;
  if (first === undefined) return;
  throw ctx.error('feature_not_supported', `${LOCK_STRENGTH[String(first['strength'])] ?? 'FOR UPDATE'} is not allowed with UNION/INTERSECT/EXCEPT`);
}

/** Whether a FROM list joins with RIGHT or FULL JOIN anywhere (outside subqueries). */
function holdsRightOrFullJoin(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(holdsRightOrFullJoin);
  if (node === null || typeof node !== 'object' || nodeType(node as AstNode) !== 'JoinExpr') return false;
  const j = fieldsOf(node as AstNode);
  return j['jointype'] === 'JOIN_RIGHT' || j['jointype'] === 'JOIN_FULL' || holdsRightOrFullJoin(j['larg']) || holdsRightOrFullJoin(j['rarg']);
}
