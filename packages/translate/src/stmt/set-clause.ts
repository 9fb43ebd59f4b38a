import { compositeAssignSql } from '../analyze/composite-assign.js';
import type { ColumnDef } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import { type AstNode, type Fields, nodeType } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import type { Scope } from '../analyze/scope.js';
import { assignValue, targetColumn, type DmlTarget } from './dml-target.js';
import { arrayAssignSql } from '../analyze/array-assign.js';
import { checkRepeatedAssignments } from './repeated-assignment.js';
import { multiAssignValue } from './multi-assign.js';
import { isGeneratedDefault, selfAssignment } from './generated-defaults.js';
import { isSystemColumnName } from '../analyze/system-columns.js';

/** One `col = expr` of a SET list, the value coerced to the column's type. */
export interface SetItem {
  col: ColumnDef;
  sql: string;
}

/** The assignments of UPDATE, ON CONFLICT DO UPDATE and MERGE … UPDATE SET. */
export function setItems(t: DmlTarget, list: AstNode[], scope: Scope): SetItem[] {
  const ctx = t.scope.ctx;
  checkRepeatedAssignments(ctx, t, list);
  // `SET a[1] = x, a[2] = y`: each subscripted assignment applies to the previous one's result
  const subscripted = new Map<string, SetItem>();
  let generatedDefaults = 0;
  const items = list.map((n): SetItem | undefined => {
    const rt = n['ResTarget'] as Fields;
    // transformUpdateTargetList: a system column of a table is refused before the name is looked up as a column
    if (t.view === undefined && isSystemColumnName(String(rt['name'])) && !t.rel.columns.some((c) => c.name === rt['name'])) {
      throw ctx.error('feature_not_supported', `cannot assign to system column "${String(rt['name'])}"`, rt['location']);
    }
    const col = targetColumn(t, String(rt['name']), rt['location']);
    if (col.generated === 's' && (rt['indirection'] || nodeType(rt['val'] as AstNode) !== 'SetToDefault')) {
      throw PgError.fromCode('428C9', `column "${col.name}" can only be updated to DEFAULT`, { detail: `Column "${col.name}" is a generated column.` });
    }
    if (isGeneratedDefault(col, rt['val'] as AstNode)) {
      generatedDefaults++;
      return undefined;
    }
    if (rt['indirection']) {
      const prev = subscripted.get(col.name);
      const current = { sql: prev?.sql ?? quoteIdent(col.sqliteName), type: col.typeOid, typmod: col.typmod, name: col.name };
      const sql =
        arrayAssignSql(current, rt['indirection'] as AstNode[], rt['val'] as AstNode, { scope, clause: 'UPDATE' }, rt['location'] as number | undefined) ??
        compositeAssignSql(current, rt['indirection'] as AstNode[], rt['val'] as AstNode, { scope, clause: 'UPDATE' }, rt['location'] as number | undefined);
      if (sql === undefined) throw ctx.error('feature_not_supported', 'assignment to fields is not supported by pgsqlite', rt['location']);
      if (prev) {
        prev.sql = sql;
        return undefined;
      }
      const item = { col, sql };
      subscripted.set(col.name, item);
      return item;
    }
    let val = rt['val'] as AstNode;
    const multi = val['MultiAssignRef'] as Fields | undefined;
    if (multi) {
      // SET (a, b) = (x, y) / ROW(v.*) / (SELECT …): PostgreSQL splits the row into one assignment per column.
      val = multiAssignValue(multi['source'] as AstNode, Number(multi['colno']), Number(multi['ncolumns']), scope);
    }
    return { col, sql: assignValue(t, col, val, { scope, clause: 'UPDATE' }).sql };
  });
  const kept = items.filter((x): x is SetItem => x !== undefined);
  const self = kept.length === 0 && generatedDefaults > 0 ? selfAssignment(t.rel.columns) : undefined;
  return self !== undefined ? [self] : kept;
}

/** `col = expr, …` of UPDATE and ON CONFLICT DO UPDATE. */
export function setClause(t: DmlTarget, list: AstNode[], scope: Scope): string {
  return setItems(t, list, scope)
    .map((s) => `${quoteIdent(s.col.sqliteName)} = ${s.sql}`)
    .join(', ');
}
