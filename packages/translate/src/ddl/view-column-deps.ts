import type { RelationDef } from '@pgsqlite/catalog';
import type { Fields } from '../parse/ast.js';
import { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { parseStatements } from '../parse/parser.js';
import { translateSelect } from '../stmt/select.js';

/**
 * The views and materialized views that read column `attnum` of `rel` (PostgreSQL records a
 * view's column dependencies in pg_depend when it is created; pgsqlite plans the view's query
 * again and takes the columns it reads, as the privilege check notes them), in catalog order.
 */
export function viewsReadingColumn(ctx: PlanCtx, rel: RelationDef, attnum: number): RelationDef[] {
  const out: RelationDef[] = [];
  for (const v of ctx.catalog.relations()) {
    if ((v.kind !== 'v' && v.kind !== 'm') || !v.viewDefinition || !v.viewDependencies?.includes(rel.oid)) continue;
    if (readColumns(ctx, v)?.get(rel.oid)?.has(attnum) === true) out.push(v);
  }
  return out;
}

/** The (relation → attnums) a view's query reads; undefined when it no longer plans. */
function readColumns(ctx: PlanCtx, view: RelationDef): Map<number, Set<number>> | undefined {
  const stmt = parseStatements(view.viewDefinition ?? '')[0];
  const select = (stmt?.ast as Fields | undefined)?.['SelectStmt'] as Fields | undefined;
  if (stmt === undefined || select === undefined) return undefined;
  const sub = new PlanCtx(ctx.catalog, ctx.searchPath, stmt, [], ctx.settings, false);
  sub.notExecuted = true;
  try {
    translateSelect(select, new Scope(sub));
  } catch {
    return undefined;
  }
  const out = new Map<number, Set<number>>();
  for (const [oid, entry] of sub.access) out.set(oid, entry.columns.get('r') ?? new Set());
  return out;
}

/** Views reading the views in `views`, depth first (reportDependentObjects' order), each once (`seen` is shared across calls). */
export function readersOf(ctx: PlanCtx, views: readonly RelationDef[], seen = new Set(views.map((v) => v.oid))): { view: RelationDef; of: RelationDef }[] {
  const out: { view: RelationDef; of: RelationDef }[] = [];
  const walk = (of: RelationDef): void => {
    for (const v of ctx.catalog.relations()) {
      if ((v.kind !== 'v' && v.kind !== 'm') || seen.has(v.oid) || !v.viewDependencies?.includes(of.oid)) continue;
      seen.add(v.oid);
      out.push({ view: v, of });
      walk(v);
    }
  };
  views.forEach(walk);
  return out;
}
