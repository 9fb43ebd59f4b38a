import type { ColumnDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields } from '../parse/ast.js';
import { type DmlTarget, targetColumn } from './dml-target.js';

/** How many values an INSERT's source gives per row (a `*` in its SELECT list: undefined, every column). */
function sourceWidth(stmt: Fields): number | undefined {
  let sel = (stmt['selectStmt'] as AstNode | undefined)?.['SelectStmt'] as Fields | undefined;
  while (sel !== undefined && sel['op'] !== undefined && sel['op'] !== 'SETOP_NONE') sel = sel['larg'] as Fields;
  if (sel === undefined) return 0;
  const values = sel['valuesLists'] as AstNode[] | undefined;
  if (values !== undefined) return (((values[0]?.['List'] as Fields | undefined)?.['items'] as AstNode[] | undefined) ?? []).length;
  const targets = (sel['targetList'] as AstNode[] | undefined) ?? [];
  return JSON.stringify(targets).includes('"A_Star"') ? undefined : targets.length;
}

/**
 * INSERT INTO view without a column list: the view's columns in order, as many as the source gives
 * (rewriteTargetListIU), each the base column it writes; a read-only one given a value is 0A000.
 */
export function viewInsertColumns(t: DmlTarget, stmt: Fields): ColumnDef[] {
  const view = t.view;
  if (view === undefined) return t.rel.columns;
  const width = sourceWidth(stmt) ?? view.columns.length;
  return view.columns.slice(0, width).map((c) => targetColumn(t, c.name));
}

/**
 * INSERT … ON CONFLICT through a view: arbiters and EXCLUDED read the base table's columns here, so
 * only a view whose columns are its base table's own (same names) is planned; others are 0A000.
 */
export function refuseViewUpsert(t: DmlTarget, stmt: Fields): void {
  const conflict = stmt['onConflictClause'] as Fields | undefined;
  if (conflict === undefined || t.view === undefined) return;
  const plain = t.view.columns.every((c) => c.base !== undefined && c.base.name === c.name);
  const inferred = conflict['infer'] !== undefined;
  if (plain || (!inferred && conflict['action'] === 'ONCONFLICT_NOTHING')) return;
  throw t.scope.ctx.error('feature_not_supported', `INSERT … ON CONFLICT through view "${t.view.view.name}", whose columns are not its base table's own, is not supported by pgsqlite`);
}
