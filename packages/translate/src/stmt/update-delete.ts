import type { AstNode, Fields } from '../parse/ast.js';
import { unguardedKeySql } from '../analyze/rowid-key.js';
import type { PlanCtx } from '../analyze/context.js';
import { translateExpr } from '../analyze/expr.js';
import { asBool } from '../analyze/operators.js';
import { type RangeEntry, Scope } from '../analyze/scope.js';
import { translateFromItem } from './from-clause.js';
import { translateWith } from './with-clause.js';
import { type DmlTarget, dmlTarget, returning, targetWhere } from './dml-target.js';
import { withCheckOption } from './view-check-option.js';
import { withViewDefaults } from './view-defaults.js';
import { viewInheritedDml } from './view-inherit-dml.js';
import { joinedReturning, joinedRows, returningNeedsFrom } from './dml-from-returning.js';
import type { DmlResult } from './insert.js';
import { setClause, setItems } from './set-clause.js';
import { quoteIdent } from '../sql/quote.js';
import { rowChecks } from './row-checks.js';
import { inheritedDml } from './inherit-dml.js';
import { noteDmlAccess } from '../analyze/access.js';
import { markTopQual } from '../analyze/top-qual.js';
import { currentOfWhere, isCurrentOf } from './current-of.js';
import { refuseUnfiredFkActions } from './unfired-fk-actions.js';

/** UPDATE t [AS a] SET … [FROM …] [WHERE …] [RETURNING …] */
export function translateUpdate(ctx: PlanCtx, stmt: Fields, outer?: Scope): DmlResult {
  const fanned = inheritedDml(ctx, stmt, 'update', outer, translateUpdate) ?? viewInheritedDml(ctx, stmt, 'update', outer, translateUpdate);
  if (fanned !== undefined) return fanned;
  const cteScope = new Scope(ctx, outer);
  const withSql = stmt['withClause'] ? translateWith(stmt['withClause'], cteScope) : '';
  const t = dmlTarget(ctx, stmt['relation'], 'update', cteScope);
  noteDmlAccess(ctx, (t.view?.view ?? t.rel).oid, 'update', stmt);
  stmt = withViewDefaults(t, stmt, 'update');
  const from = t.scope.withTargetHidden(() => ((stmt['fromClause'] as AstNode[] | undefined) ?? []).map((n) => translateFromItem(n, t.scope)));
  if (returningNeedsFrom(t, stmt['returningList'])) {
    refuseUnfiredFkActions(ctx, t.rel, 'update', t.rel.columns.map((c) => c.attnum));
    return updateJoined(t, stmt, from, withSql, cteScope);
  }
  const items = setItems(t, (stmt['targetList'] as AstNode[]) ?? [], t.scope);
  refuseUnfiredFkActions(ctx, t.rel, 'update', items.map((s) => s.col.attnum));
  const sets = items.map((s) => `${quoteIdent(s.col.sqliteName)} = ${s.sql}`).join(', ');
  markTopQual(stmt['whereClause'], true);
  const userWhere = whereOf(t, stmt);
  const whereSql = targetWhere(t, userWhere?.sql);
  const where = whereSql === undefined ? undefined : { sql: whereSql };
  const ret = returning(t, stmt['returningList']);
  let sql = `${withSql}UPDATE ${t.tableSql} SET ${sets}`;
  if (from.length) sql += ` FROM ${from.join(', ')}`;
  if (where) sql += ` WHERE ${where.sql}`;
  if (ret) sql += ` RETURNING ${ret.sql.join(', ')}`;
  // The rows it targets (FROM: joined, so columns are qualified with the target's alias).
  const q = from.length ? `${quoteIdent(t.alias)}.` : '';
  const source = `${t.tableSql}${from.length ? `, ${from.join(', ')}` : ''}${where ? ` WHERE ${where.sql}` : ''}`;
  const old = oldRows(t, withSql, source, q, items.map((s) => s.col.sqliteName));
  const checks = rowChecks(ctx, t.rel);
  const extra = checks ? { rowChecks: checks } : {};
  // The rows as the UPDATE would write them (a 23502/23514 DETAIL): not when a value draws from a
  // sequence (evaluating it again would draw again).
  const draws = items.some((s) => s.sql.includes('pg_nextval(') || s.sql.includes('pg_autoinc_draw('));
  if (draws) return withCheckOption(t, { sql, returning: ret, oldRows: old, ...extra });
  const values = t.rel.columns.map((c) => unguardedKeySql(ctx, items.filter((s) => s.col === c).pop()?.sql ?? `${q}${quoteIdent(c.sqliteName)}`));
  const newSql = `${withSql}SELECT ${[...values, `${q}rowid`].join(', ')} FROM ${source}`;
  return withCheckOption(t, { sql, returning: ret, oldRows: { ...old, newSql }, ...extra });
}

/** The statement's WHERE as a condition on the target (CURRENT OF: its cursor's row). */
function whereOf(t: DmlTarget, stmt: Fields): { sql: string } | undefined {
  const where = stmt['whereClause'] as AstNode | undefined;
  if (where === undefined) return undefined;
  if (isCurrentOf(where)) return { sql: currentOfWhere(t, where) };
  return asBool(translateExpr(where, { scope: t.scope, clause: 'WHERE' }), { scope: t.scope }, 'argument of WHERE');
}

/** The rows an UPDATE/DELETE targets, every column, as they are before it (a 23503 DETAIL's probe); `source`: FROM … WHERE …, `q`: column qualifier. */
function oldRows(t: DmlTarget, withSql: string, source: string, q: string, changed: string[] | null): NonNullable<DmlResult['oldRows']> {
  const cols = t.rel.columns.map((c) => `${q}${quoteIdent(c.sqliteName)}`).join(', ');
  return { sql: `${withSql}SELECT ${cols} FROM ${source}`, table: t.rel.sqliteName, columns: t.rel.columns, changed };
}

/** DELETE FROM t [AS a] [USING …] [WHERE …] [RETURNING …]; USING becomes a rowid subquery. */
export function translateDelete(ctx: PlanCtx, stmt: Fields, outer?: Scope, mayDisableForeignKeys = false): DmlResult {
  const fanned = inheritedDml(ctx, stmt, 'delete', outer, translateDelete) ?? viewInheritedDml(ctx, stmt, 'delete', outer, translateDelete);
  if (fanned !== undefined) return fanned;
  const cteScope = new Scope(ctx, outer);
  const withSql = stmt['withClause'] ? translateWith(stmt['withClause'], cteScope) : '';
  const t = dmlTarget(ctx, stmt['relation'], 'delete from', cteScope);
  noteDmlAccess(ctx, (t.view?.view ?? t.rel).oid, 'delete', stmt);
  // a statement of its own may run with SQLite's foreign keys off instead (SqlPlan.foreignKeysOff)
  const unfired = refuseUnfiredFkActions(ctx, t.rel, 'delete', [], mayDisableForeignKeys);
  const off = unfired === undefined ? {} : { foreignKeysOff: unfired };
  const using = t.scope.withTargetHidden(() => ((stmt['usingClause'] as AstNode[] | undefined) ?? []).map((n) => translateFromItem(n, t.scope)));
  markTopQual(stmt['whereClause'], true);
  const userWhere = whereOf(t, stmt);
  const whereSql = targetWhere(t, userWhere?.sql);
  const where = whereSql === undefined ? undefined : { sql: whereSql };
  if (returningNeedsFrom(t, stmt['returningList'])) {
    if (unfired !== undefined) throw ctx.error('feature_not_supported', unfired);
    const joined = joinedRows(t, using, where?.sql, withSql);
    const ret = joinedReturning(t, joined, stmt['returningList'] as AstNode[]);
    const table = quoteIdent(t.rel.sqliteName);
    const del = `${withSql}DELETE FROM ${table} WHERE ${joined.matched(`${table}.rowid`)} RETURNING ${ret.sql.join(', ')}`;
    return { sql: del, returning: ret, steps: [joined.create, { sql: del, role: 'result' }, joined.drop] };
  }
  const ret = returning(t, stmt['returningList']);
  let sql = `${withSql}DELETE FROM ${t.tableSql}`;
  if (using.length) {
    const inner = `SELECT ${quoteIdent(t.alias)}.rowid FROM ${quoteIdent(t.rel.sqliteName)} AS ${quoteIdent(t.alias)}, ${using.join(', ')}${where ? ` WHERE ${where.sql}` : ''}`;
    sql = `${withSql}DELETE FROM ${quoteIdent(t.rel.sqliteName)} WHERE rowid IN (${inner})`;
  } else if (where) {
    sql += ` WHERE ${where.sql}`;
  }
  if (ret) sql += ` RETURNING ${ret.sql.join(', ')}`;
  if (using.length) return { sql, returning: ret, ...off };
  return { sql, returning: ret, oldRows: oldRows(t, withSql, `${t.tableSql}${where ? ` WHERE ${where.sql}` : ''}`, '', null), ...off };
}

/** UPDATE … FROM … RETURNING reading FROM columns: the join's rows first (dml-from-returning.ts). */
function updateJoined(t: DmlTarget, stmt: Fields, from: string[], withSql: string, cteScope: Scope): DmlResult {
  const ctx = t.scope.ctx;
  markTopQual(stmt['whereClause'], true);
  const userWhere = whereOf(t, stmt);
  const joined = joinedRows(t, from, targetWhere(t, userWhere?.sql), withSql);
  const rowid = `${quoteIdent(t.alias)}.rowid`;
  const setScope = new Scope(ctx, cteScope);
  setScope.add(t.scope.entries[0] as RangeEntry);
  for (const e of joined.entries(rowid)) setScope.add(e);
  const sets = setClause({ ...t, scope: setScope }, (stmt['targetList'] as AstNode[]) ?? [], setScope);
  const ret = joinedReturning(t, joined, stmt['returningList'] as AstNode[]);
  const sql = `${withSql}UPDATE ${t.tableSql} SET ${sets} WHERE ${joined.matched(rowid)} RETURNING ${ret.sql.join(', ')}`;
  return { sql, returning: ret, steps: [joined.create, { sql, role: 'result' }, joined.drop] };
}
