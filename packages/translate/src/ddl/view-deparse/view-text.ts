import type { AstNode, Fields } from '../../parse/ast.js';
import type { PlanCtx } from '../../analyze/context.js';
import type { Scope } from '../../analyze/scope.js';
import { NotPrintable } from './deparse-context.js';
import { normalizeQuery } from './normalize-query.js';
import { printTopQuery } from './query-print.js';
import { castTypeText } from './type-text.js';

/**
 * A new view's query as pg_get_viewdef(oid) prints it (not pretty: what pg_dump, pg_views and
 * information_schema.views show, and what pgsqlite keeps): analyzed as PostgreSQL's parser does,
 * then laid out as ruleutils.c does. Undefined where a construct cannot be printed exactly yet.
 * `columnNames`: the view's column names (CREATE VIEW v (x, y) renames the output).
 */
export function analyzedViewText(ctx: PlanCtx, query: AstNode, columnNames: readonly string[], parent?: Scope): string | undefined {
  const select = query['SelectStmt'] as Fields | undefined;
  if (select === undefined) return undefined;
  const saved = ctx.notExecuted;
  ctx.notExecuted = true;
  try {
    const { select: normalized } = normalizeQuery(ctx, select, parent);
    return `${printTopQuery(normalized, false, castTypeText(ctx), columnNames)};`;
  } catch (e) {
    // NotPrintable, or the translator objecting to a piece typed alone: the statement was planned
    // already, so this is the printer's gap, never the user's error
    if (e instanceof NotPrintable || e instanceof Error) return undefined;
    throw e;
  } finally {
    ctx.notExecuted = saved;
  }
}

/**
 * Stored view text (already analyzed) printed again: pretty (pg_get_viewdef(oid, true), psql's
 * \d+) or not. `columnNames` are the view's current column names. Undefined when the text holds
 * a construct the printer does not know (text kept from an earlier pgsqlite).
 */
export function reprintedViewText(ctx: PlanCtx, query: AstNode, pretty: boolean, columnNames?: readonly string[]): string | undefined {
  const select = query['SelectStmt'] as Fields | undefined;
  if (select === undefined) return undefined;
  try {
    return `${printTopQuery(select, pretty, castTypeText(ctx), columnNames)};`;
  } catch {
    return undefined;
  }
}

/** Texts printed per catalog: pg_get_viewdef prints every view of the catalog for each call (the OID may be a column). */
const printedTexts = new WeakMap<object, Map<string, string | undefined>>();

/** reprintedViewText of stored `text` (parsed by `parse`), remembered per catalog, search path, mode and column names. */
export function cachedViewText(ctx: PlanCtx, text: string, parse: () => AstNode | undefined, pretty: boolean, columnNames: readonly string[]): string | undefined {
  let texts = printedTexts.get(ctx.catalog);
  if (texts === undefined) {
    texts = new Map();
    printedTexts.set(ctx.catalog, texts);
  }
  const key = JSON.stringify([ctx.catalog.version, pretty, ctx.searchPath, columnNames, text]);
  if (texts.has(key)) return texts.get(key);
  const query = parse();
  const printed = query === undefined ? undefined : reprintedViewText(ctx, query, pretty, columnNames);
  if (texts.size > 4096) texts.clear();
  texts.set(key, printed);
  return printed;
}
