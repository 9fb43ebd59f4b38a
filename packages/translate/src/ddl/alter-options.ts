import { requireAutoUpdatableView } from './view-check-option-ddl.js';
import { setRelOptionsSql, type RelationDef } from '@pgsqlite/catalog';
import type { Fields } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { DdlPlan } from '../plan.js';
import { alteredOptions, optionsTarget } from './storage-parameters.js';

const OPTION_CMDS = new Set(['AT_SetRelOptions', 'AT_ResetRelOptions']);

/**
 * ALTER TABLE / INDEX / VIEW / MATERIALIZED VIEW … SET (…) / RESET (…): the relation's storage
 * parameters, checked for its kind and access method (storage-parameters.ts). Undefined when the
 * statement has other subcommands (refused as PostgreSQL's mix is not supported).
 */
export function planAlterOptions(ctx: PlanCtx, rel: RelationDef, cmds: readonly Fields[], tag: string): DdlPlan | undefined {
  if (!cmds.some((c) => OPTION_CMDS.has(String(c['subtype'])))) return undefined;
  if (!cmds.every((c) => OPTION_CMDS.has(String(c['subtype'])))) {
    throw ctx.error('feature_not_supported', `${tag} with SET (…) or RESET (…) beside other actions is not supported by pgsqlite (run them as separate statements)`);
  }
  const target = optionsTarget(rel, ctx.catalog.indexByOid(rel.oid)?.method);
  if (target === undefined) {
    const what = rel.kind === 'S' ? 'sequences' : 'this kind of relation';
    throw ctx.error('wrong_object_type', `ALTER action ${cmds[0]?.['subtype'] === 'AT_SetRelOptions' ? 'SET' : 'RESET'} cannot be performed on relation "${rel.name}"`, undefined, { detail: `This operation is not supported for ${what}.` });
  }
  let options: string[] = [...(rel.options ?? [])];
  for (const c of cmds) options = alteredOptions(ctx, options, c, target);
  if (target.kind === 'view' && options.some((o) => o.startsWith('check_option='))) requireAutoUpdatableView(ctx, rel);
  return { kind: 'ddl', steps: [setRelOptionsSql(rel.oid, options)], tag, notices: [] };
}
