import type { RelationDef } from '@pgsqlite/catalog';
import type { AstNode, Fields } from '../parse/ast.js';
import { parseStatements } from '../parse/parser.js';
import { PlanCtx, type ViewAccess } from './context.js';
import { Scope } from './scope.js';
import { translateSelect } from '../stmt/select.js';

/**
 * Privileges on the relations a view reads (ApplyRetrieveRule / rewriteTargetView: their range
 * entries get checkAsUser = the view's owner). A view is read from its SQLite view, so its query
 * is planned again to learn what it reads; each relation is then checked as the owner of the
 * view through which it is reached (the backend resolves `via`, security_invoker included).
 */

/** Notes the privileges `view`'s own query needs, reached through `view` (a query that cannot be planned again notes none). */
export function noteViewReads(ctx: PlanCtx, view: RelationDef): void {
  const sub = viewBodyAccess(ctx, view);
  if (sub === undefined) return;
  for (const [relOid, a] of sub.access) ctx.viewAccess.push({ via: [view.oid], relOid, letters: a.letters, columns: a.columns });
  for (const e of sub.viewAccess) ctx.viewAccess.push({ ...e, via: [view.oid, ...e.via] });
}

/** `view`'s stored query planned again (never run) in the current catalog: what it reads; undefined when it cannot be planned. */
export function viewBodyAccess(ctx: PlanCtx, view: RelationDef): PlanCtx | undefined {
  let parsed: AstNode | undefined;
  try {
    parsed = parseStatements(view.viewDefinition ?? '')[0]?.ast as AstNode | undefined;
  } catch {
    return undefined;
  }
  const select = parsed?.['SelectStmt'] as Fields | undefined;
  if (parsed === undefined || select === undefined) return undefined;
  const sub = new PlanCtx(ctx.catalog, ctx.searchPath, { ...ctx.stmt, ast: parsed }, [], ctx.settings, true);
  sub.notExecuted = true;
  try {
    translateSelect(select, new Scope(sub));
  } catch {
    return undefined;
  }
  return sub;
}

/**
 * A statement writing through views to `chain` (the relations below the written view, outermost
 * first, each with the attnum below of every column of the view above it): the privileges the
 * statement needs on the written view pass down, columns mapped, each checked as the owner of the
 * view above (rewriteTargetView). Called once the statement is planned.
 */
export function passDownViewWrites(ctx: PlanCtx): void {
  for (const w of ctx.viewWrites) {
    const top = ctx.access.get(w.viewOid);
    if (top === undefined) continue;
    let columns = top.columns;
    const via: number[] = [w.viewOid];
    for (const layer of w.chain) {
      columns = new Map([...columns].map(([l, cols]) => [l, new Set([...cols].flatMap((a) => (layer.links[a - 1] === undefined ? [] : [layer.links[a - 1] as number])))]));
      // SELECT needed on the written view (WHERE, RETURNING, ON CONFLICT): the relation below
      // keeps the selectedCols of the view's own query, every column that query reads
      if (top.letters.includes('r')) columns = withViewReads(ctx, via[via.length - 1] as number, layer.oid, columns);
      ctx.viewAccess.push({ via: [...via], relOid: layer.oid, letters: top.letters, columns });
      via.push(layer.oid);
    }
  }
}

export type { ViewAccess };

/** `columns` with SELECT on every column of `relOid` that the query of view `viewOid` reads. */
function withViewReads(ctx: PlanCtx, viewOid: number, relOid: number, columns: Map<string, Set<number>>): Map<string, Set<number>> {
  const view = ctx.catalog.relationByOid(viewOid);
  const read = view === undefined ? undefined : viewBodyAccess(ctx, view)?.access.get(relOid)?.columns.get('r');
  if (read === undefined) return columns;
  return new Map([...columns, ['r', new Set([...(columns.get('r') ?? []), ...read])]]);
}
