import type { RelationDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import type { Fields } from '../parse/ast.js';
import { autoUpdateDetail, viewQuery } from '../stmt/view-target.js';

/** CREATE VIEW … WITH [CASCADED | LOCAL] CHECK OPTION: the check_option reloption it stands for (CASCADED when not said). */
export function withCheckOptionClause(stmt: Fields, options: string[]): string[] {
  const clause = stmt['withCheckOption'] as string | undefined;
  if (clause === undefined || clause === 'NO_CHECK_OPTION') return options;
  const value = clause === 'LOCAL_CHECK_OPTION' ? 'local' : 'cascaded';
  return [...options.filter((o) => !o.startsWith('check_option=')), `check_option=${value}`];
}

function refuse(ctx: PlanCtx, detail: string): never {
  throw ctx.error('feature_not_supported', 'WITH CHECK OPTION is supported only on automatically updatable views', undefined, { hint: detail });
}

/** DefineView: a view with a check option must be automatically updatable (0A000, the reason as HINT). */
export function requireAutoUpdatable(ctx: PlanCtx, select: Fields, refs: readonly number[]): void {
  const probe = { oid: 0, schema: '', name: '', kind: 'v', sqliteName: '', columns: [], viewDependencies: [...refs] } as RelationDef;
  const r = autoUpdateDetail(ctx, probe, select, true);
  if ('detail' in r) refuse(ctx, r.detail);
}

/** ALTER VIEW … SET (check_option = …): the same requirement on the view as it is. */
export function requireAutoUpdatableView(ctx: PlanCtx, view: RelationDef): void {
  const r = autoUpdateDetail(ctx, view, viewQuery(view), true);
  if ('detail' in r) refuse(ctx, r.detail);
}
