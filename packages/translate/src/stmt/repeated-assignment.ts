import type { ColumnDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import type { AstNode, Fields } from '../parse/ast.js';
import type { DmlTarget } from './dml-target.js';

/**
 * rewriteHandler.c process_matched_tle: a column of the target assigned twice in one SET list is
 * 42601 (no position) unless every assignment to it is to an element (`SET a[1] = x, a[2] = y`
 * combine). Names that are no column are left to the column lookup (42703 comes first). Through
 * a view, two view columns standing for the same base column are such a repeat too.
 */
export function checkRepeatedAssignments(ctx: PlanCtx, t: DmlTarget, list: readonly AstNode[]): void {
  const plainSeen = new Map<string, boolean>();
  const names = (t.view?.columns ?? t.rel.columns).map((c) => c.name);
  const targets: { name: string; plain: boolean }[] = [];
  for (const n of list) {
    const rt = n['ResTarget'] as Fields | undefined;
    if (rt === undefined) continue;
    const name = String(rt['name']);
    if (!names.includes(name)) continue;
    const plain = rt['indirection'] === undefined;
    const before = plainSeen.get(name);
    if (before !== undefined && (before || plain)) throw ctx.error('syntax_error', `multiple assignments to same column "${name}"`);
    plainSeen.set(name, (before ?? false) || plain);
    targets.push({ name, plain });
  }
  const view = t.view;
  if (view === undefined) return;
  const bases = targets.map((x) => view.columns.find((c) => c.name === x.name)?.base);
  checkRepeatedBaseColumns(ctx, targets.map((x) => x.name), bases, targets.map((x) => x.plain));
}

/**
 * The base columns a statement writes through a view (rewriteTargetView then
 * rewriteTargetListIU): distinct view columns `names` standing for one base column, both assigned
 * whole, are 42601 naming the base column.
 */
export function checkRepeatedBaseColumns(ctx: PlanCtx, names: readonly string[], bases: readonly (ColumnDef | undefined)[], plain: readonly boolean[]): void {
  const seen = new Map<string, string>();
  bases.forEach((b, i) => {
    if (b === undefined || plain[i] !== true) return;
    const other = seen.get(b.name);
    if (other !== undefined && other !== names[i]) throw ctx.error('syntax_error', `multiple assignments to same column "${b.name}"`);
    seen.set(b.name, names[i] as string);
  });
}
