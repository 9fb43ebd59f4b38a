import { quoteIdent, quoteString } from '../sql/quote.js';
import type { DmlTarget } from './dml-target.js';
import type { DmlResult } from './insert.js';
import type { Targets } from './targets.js';

/**
 * WITH [LOCAL | CASCADED] CHECK OPTION (ExecWithCheckOptions): each row an INSERT/UPDATE writes
 * through the view must satisfy the conditions of the views that check it (view-target.ts), else
 * 44000 naming the view, with the base table's row as PostgreSQL's DETAIL. The check runs in the
 * statement's RETURNING clause, which SQLite evaluates on each row as written (after defaults), so
 * a failing row aborts the statement.
 */
export function checkOptionSql(t: DmlTarget): string | undefined {
  const checks = t.view?.checks ?? [];
  if (checks.length === 0) return undefined;
  const row = `pg_row_text(${(t.view?.rowColumns ?? t.rel.columns).map((c) => `${c.typeOid}, ${quoteIdent(c.sqliteName)}`).join(', ')})`;
  const whens = checks.map((c) => `WHEN NOT COALESCE(${c.sql}, 0) THEN pg_raise_detail('44000', ${quoteString(`new row violates check option for view "${c.view}"`)}, 'Failing row contains (' || ${row} || ').')`);
  return `CASE ${whens.join(' ')} END`;
}

/** RETURNING through a checked view: its first expression runs the check first. */
export function checkedReturning(t: DmlTarget, ret: Targets): Targets {
  const check = checkOptionSql(t);
  if (check === undefined || ret.sql.length === 0) return ret;
  const first = ret.exprs[0];
  const head = ret.sql[0] as string;
  if (first === undefined || !head.startsWith(first.sql)) throw t.scope.ctx.error('feature_not_supported', 'this RETURNING list through a view WITH CHECK OPTION is not supported by pgsqlite');
  // `expr AS "name"`: the check runs before the expression, which keeps its value and name
  return { ...ret, sql: [`COALESCE(${check}, ${first.sql})${head.slice(first.sql.length)}`, ...ret.sql.slice(1)] };
}

/** A checked INSERT/UPDATE without RETURNING: one step whose RETURNING runs the check and whose changes are the count. */
export function withCheckOption(t: DmlTarget, r: DmlResult): DmlResult {
  const check = checkOptionSql(t);
  if (check === undefined || r.returning !== undefined) return r;
  if (r.steps !== undefined) throw t.scope.ctx.error('feature_not_supported', `this statement through view "${t.view?.view.name}" WITH CHECK OPTION is not supported by pgsqlite`);
  const sql = `${r.sql} RETURNING ${check}`;
  return { sql, returning: undefined, steps: [{ sql, role: 'count' }] };
}
