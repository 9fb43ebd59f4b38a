import type { ColumnDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields } from '../parse/ast.js';
import { type DmlTarget, targetColumn } from './dml-target.js';
import type { ScopeColumn } from '../analyze/expr-types.js';
import { resolveViewTarget, type ViewTarget, viewScopeColumns } from './view-target.js';

/** How many values an INSERT's source gives per row (a `*` in its SELECT list: undefined, every column). */
export function sourceWidth(stmt: Fields): number | undefined {
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
 * INSERT … ON CONFLICT through a view (rewriteTargetView): the arbiter names view columns, which
 * stand for their base columns; an expression arbiter over the view's columns is 0A000 here.
 */
export function refuseViewUpsert(t: DmlTarget, stmt: Fields): void {
  const conflict = stmt['onConflictClause'] as Fields | undefined;
  if (t.view === undefined || conflict === undefined) return;
  if (t.rel.kind === 'p' || (t.rel.inheritedBy?.length ?? 0) > 0) {
    throw t.scope.ctx.error('feature_not_supported', `INSERT … ON CONFLICT through view "${t.view.view.name}" to table "${t.rel.name}", which has inheritance children or partitions, is not supported by pgsqlite`);
  }
  const infer = conflict['infer'] as Fields | undefined;
  if (infer === undefined) return;
  if (((infer['indexElems'] as AstNode[] | undefined) ?? []).some((n) => (n['IndexElem'] as Fields)['name'] === undefined)) {
    throw t.scope.ctx.error('feature_not_supported', `INSERT … ON CONFLICT (expression) through view "${t.view.view.name}" is not supported by pgsqlite`);
  }
}

/** An arbiter column named through a view: its base column (42703 as PostgreSQL words it when the view has none). */
export function viewArbiterColumn(t: DmlTarget, name: string): ColumnDef | undefined {
  const col = t.view?.columns.find((c) => c.name === name);
  if (col === undefined) return undefined;
  if (col.base !== undefined) return col.base;
  throw t.scope.ctx.error('feature_not_supported', `INSERT … ON CONFLICT through view "${t.view?.view.name}" inferring on its column "${name}", which is not a base column, is not supported by pgsqlite`);
}

/** EXCLUDED through a view: the view's columns over the proposed base row (EXCLUDED.* expands to the view's row). */
export function viewExcludedColumns(t: DmlTarget): ScopeColumn[] {
  const v = t.view as ViewTarget;
  const over = resolveViewTarget(t.scope.ctx, v.view, 'excluded', v.command);
  return viewScopeColumns(over, 'excluded', false);
}
