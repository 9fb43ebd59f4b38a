import type { RelationDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields } from '../parse/ast.js';
import { quoteString } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import { parseStatements } from '../parse/parser.js';
import { viewText } from './create-view.js';

/**
 * ALTER VIEW|TABLE v RENAME COLUMN a TO b on a view: the column's name in the catalog (the SQLite
 * view keeps its own column, read under the new name) and in the view's definition (`… AS b`, as
 * pg_get_viewdef prints a renamed view column). Views reading this one keep their column names
 * (the caller's renameInViews). SQLite cannot rename a view's column (it was an internal error).
 */
export function renameViewColumnSteps(ctx: PlanCtx, view: RelationDef, from: string, to: string): string[] {
  const col = view.columns.find((c) => c.name === from);
  if (!col) throw ctx.error('undefined_column', `column "${from}" does not exist`);
  if (view.columns.some((c) => c.name === to)) throw ctx.error('duplicate_column', `column "${to}" of relation "${view.name}" already exists`);
  const steps = [`UPDATE _pgsqlite_attribute SET attname = ${quoteString(to)} WHERE attrelid = ${view.oid} AND attnum = ${col.attnum}`];
  const definition = renamedDefinition(ctx, view, col.attnum, to);
  if (definition !== undefined) steps.push(`UPDATE _pgsqlite_view SET definition = ${quoteString(definition)} WHERE oid = ${view.oid}`);
  return steps;
}

/** The definition with the attnum-th output column named `to`; undefined when a `*` stands before it (its columns come from elsewhere). */
export function renamedDefinition(ctx: PlanCtx, view: RelationDef, attnum: number, to: string): string | undefined {
  if (!view.viewDefinition) return undefined;
  const query = parseStatements(view.viewDefinition)[0]?.ast as AstNode | undefined;
  let sel = query?.['SelectStmt'] as Fields | undefined;
  // a set operation's columns are named by its first branch
  while (sel !== undefined && sel['op'] !== undefined && sel['op'] !== 'SETOP_NONE') sel = (sel['larg'] as Fields | undefined) ?? undefined;
  const targets = (sel?.['targetList'] as AstNode[] | undefined) ?? [];
  const stars = targets.slice(0, attnum).some((t) => JSON.stringify((t['ResTarget'] as Fields)['val']).includes('"A_Star"'));
  const target = targets[attnum - 1]?.['ResTarget'] as Fields | undefined;
  if (query === undefined || stars || target === undefined) return undefined;
  target['name'] = to;
  return viewText(ctx, query);
}
