import type { PlanCtx } from '../analyze/context.js';
import type { AstNode, Fields } from '../parse/ast.js';
import { strVal } from '../parse/ast.js';

/**
 * `ON DELETE SET NULL (cols)` / `SET DEFAULT (cols)` (PostgreSQL 15): each column must be one of
 * the table's (42703) and of the foreign key's (42P10), as ATAddForeignKeyConstraint checks. A list
 * naming every key column is the plain action; one naming only some would leave the others as they
 * are, which SQLite's action cannot do: 0A000 rather than setting every key column.
 */
export function checkDeleteSetColumns(ctx: PlanCtx, c: Fields, tableColumns: readonly string[], keyColumns: readonly string[]): void {
  const list = ((c['fk_del_set_cols'] as AstNode[] | undefined) ?? []).map((n) => strVal(n));
  if (list.length === 0) return;
  for (const name of list) {
    if (!tableColumns.includes(name)) throw ctx.error('undefined_column', `column "${name}" referenced in foreign key constraint does not exist`);
  }
  for (const name of list) {
    if (!keyColumns.includes(name)) throw ctx.error('invalid_column_reference', `column "${name}" referenced in ON DELETE SET action must be part of foreign key`);
  }
  if (keyColumns.every((k) => list.includes(k))) return;
  const action = c['fk_del_action'] === 'd' ? 'SET DEFAULT' : 'SET NULL';
  throw ctx.error('feature_not_supported', `ON DELETE ${action} with a column list naming only some of the foreign key's columns is not supported by pgsqlite`, c['location'] as number | undefined);
}
