import type { RelationDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { viewBodyAccess } from '../analyze/view-access.js';
import { transitiveDependents } from './drop.js';

const WORD: Record<string, string> = { v: 'view', m: 'materialized view' };

/**
 * Whether `view`'s query reads column `attnum` of relation `relOid`: the stored query is planned
 * again in the current catalog and the columns it reads (the privilege check's record,
 * analyze/access.ts) are asked. PostgreSQL keeps these facts in pg_depend (a view depends on
 * each column it reads, `SELECT *` included). A query that cannot be planned again counts as not
 * reading it (what pgsqlite did before it asked).
 */
function readsColumn(ctx: PlanCtx, view: RelationDef, relOid: number, attnum: number): boolean {
  const sub = viewBodyAccess(ctx, view);
  for (const cols of sub?.access.get(relOid)?.columns.values() ?? []) if (cols.has(attnum)) return true;
  return false;
}

/** The views and materialized views whose queries read column `attnum` of `rel` themselves. */
export function viewsReadingColumn(ctx: PlanCtx, rel: RelationDef, attnum: number): RelationDef[] {
  return [...ctx.catalog.relations()].filter((v) => (v.kind === 'v' || v.kind === 'm') && (v.viewDependencies ?? []).includes(rel.oid) && readsColumn(ctx, v, rel.oid, attnum));
}

/** How PostgreSQL names a view in a dependency message (`view v`, `materialized view m`; schema-qualified outside public). */
export function viewLabel(v: RelationDef): string {
  return `${WORD[v.kind] ?? 'view'} ${v.schema === 'public' ? v.name : `${v.schema}.${v.name}`}`;
}

/**
 * ALTER COLUMN TYPE of a column a view reads (ATExecAlterColumnType: 0A000, the first such view's
 * rewrite rule in the detail).
 */
export function refuseTypeChangeUnderViews(ctx: PlanCtx, rel: RelationDef, attnum: number, name: string): void {
  const v = viewsReadingColumn(ctx, rel, attnum)[0];
  if (v === undefined) return;
  throw ctx.error('feature_not_supported', 'cannot alter type of a column used by a view or rule', undefined, {
    detail: `rule _RETURN on ${viewLabel(v)} depends on column "${name}"`,
  });
}

/**
 * DROP COLUMN of a column views read: without CASCADE 2BP01 listing them and what depends on them
 * (depth first, as reportDependentObjects); with CASCADE, the views to drop (the caller drops them
 * first and says so in a NOTICE). Returns the views to drop and their labels.
 */
export function viewsDroppedWithColumn(ctx: PlanCtx, rel: RelationDef, attnum: number, name: string, cascade: boolean): { views: RelationDef[]; labels: string[] } {
  const views: RelationDef[] = [];
  const labels: string[] = [];
  const details: string[] = [];
  const seen = new Set<number>([rel.oid]);
  for (const v of viewsReadingColumn(ctx, rel, attnum)) {
    if (seen.has(v.oid)) continue;
    seen.add(v.oid);
    views.push(v);
    labels.push(viewLabel(v));
    details.push(`${viewLabel(v)} depends on column ${name} of table ${rel.name}`);
    for (const d of transitiveDependents(ctx, v, seen)) {
      if (d.cascade === null) continue;
      views.push(d.cascade);
      labels.push(d.text.split(' depends on ')[0] ?? d.text);
      details.push(d.text);
    }
  }
  if (views.length > 0 && !cascade) {
    throw ctx.error('dependent_objects_still_exist', `cannot drop column ${name} of table ${rel.name} because other objects depend on it`, undefined, {
      detail: details.join('\n'),
      hint: 'Use DROP ... CASCADE to drop the dependent objects too.',
    });
  }
  return { views, labels };
}
