import type { AstNode, Fields } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { translateExpr } from '../analyze/expr.js';
import { asBool } from '../analyze/operators.js';
import { Scope } from '../analyze/scope.js';
import { translateFromItem } from './from-clause.js';
import { translateWith } from './with-clause.js';
import { dmlTarget, returning } from './dml-target.js';
import type { DmlResult } from './insert.js';
import { setClause } from './set-clause.js';
import { quoteIdent } from '../sql/quote.js';

/** UPDATE t [AS a] SET … [FROM …] [WHERE …] [RETURNING …] */
export function translateUpdate(ctx: PlanCtx, stmt: Fields, outer?: Scope): DmlResult {
  const cteScope = new Scope(ctx, outer);
  const withSql = stmt['withClause'] ? translateWith(stmt['withClause'], cteScope) : '';
  const t = dmlTarget(ctx, stmt['relation'], 'update', cteScope);
  const from = ((stmt['fromClause'] as AstNode[] | undefined) ?? []).map((n) => translateFromItem(n, t.scope));
  const sets = setClause(t, (stmt['targetList'] as AstNode[]) ?? [], t.scope);
  const where = stmt['whereClause'] ? asBool(translateExpr(stmt['whereClause'], { scope: t.scope, clause: 'WHERE' }), { scope: t.scope }, 'argument of WHERE') : undefined;
  const ret = returning(t, stmt['returningList']);
  let sql = `${withSql}UPDATE ${t.tableSql} SET ${sets}`;
  if (from.length) sql += ` FROM ${from.join(', ')}`;
  if (where) sql += ` WHERE ${where.sql}`;
  if (ret) sql += ` RETURNING ${ret.sql.join(', ')}`;
  return { sql, returning: ret };
}

/** DELETE FROM t [AS a] [USING …] [WHERE …] [RETURNING …]; USING becomes a rowid subquery. */
export function translateDelete(ctx: PlanCtx, stmt: Fields, outer?: Scope): DmlResult {
  const cteScope = new Scope(ctx, outer);
  const withSql = stmt['withClause'] ? translateWith(stmt['withClause'], cteScope) : '';
  const t = dmlTarget(ctx, stmt['relation'], 'delete from', cteScope);
  const using = ((stmt['usingClause'] as AstNode[] | undefined) ?? []).map((n) => translateFromItem(n, t.scope));
  const where = stmt['whereClause'] ? asBool(translateExpr(stmt['whereClause'], { scope: t.scope, clause: 'WHERE' }), { scope: t.scope }, 'argument of WHERE') : undefined;
  const ret = returning(t, stmt['returningList']);
  let sql = `${withSql}DELETE FROM ${t.tableSql}`;
  if (using.length) {
    const inner = `SELECT ${quoteIdent(t.alias)}.rowid FROM ${quoteIdent(t.rel.sqliteName)} AS ${quoteIdent(t.alias)}, ${using.join(', ')}${where ? ` WHERE ${where.sql}` : ''}`;
    sql = `${withSql}DELETE FROM ${quoteIdent(t.rel.sqliteName)} WHERE rowid IN (${inner})`;
  } else if (where) {
    sql += ` WHERE ${where.sql}`;
  }
  if (ret) sql += ` RETURNING ${ret.sql.join(', ')}`;
  return { sql, returning: ret };
}
