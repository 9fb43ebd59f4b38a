import type { Fields } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { DdlPlan } from '../plan.js';
import { quoteString } from '../sql/quote.js';
import { bumpVersion } from './catalog-steps.js';
import { clonesOf } from './trigger-clones.js';
import { PgError } from '@pgsqlite/errors';

/** Relation kinds that cannot have triggers, as errdetail_relkind_not_supported names them. */
const NO_TRIGGERS: Partial<Record<string, string>> = { S: 'sequences', i: 'indexes', I: 'partitioned indexes', c: 'composite types', m: 'materialized views' };

/**
 * ALTER TRIGGER name ON table RENAME TO new (trigger.c renametrig): the table must exist and be
 * a table or view, the trigger must be on it (42704), and no other trigger of the table may have
 * the new name (42710). pg_get_triggerdef prints the trigger from its name and definition, so
 * the name is all that changes.
 */
export function planRenameTrigger(ctx: PlanCtx, stmt: Fields): DdlPlan {
  const rv = stmt['relation'] as Fields;
  const name = String(rv['relname']);
  // looked up without a position (RangeVarGetRelidExtended with a callback)
  const rel = ctx.catalog.findRelation(name, rv['schemaname'] as string | undefined, ctx.searchPath);
  if (rel === undefined) throw ctx.error('undefined_table', `relation "${name}" does not exist`);
  const kinds = NO_TRIGGERS[rel.kind];
  if (kinds !== undefined) throw ctx.error('wrong_object_type', `relation "${rel.name}" cannot have triggers`, undefined, { detail: `This operation is not supported for ${kinds}.` });
  const from = String(stmt['subname']);
  const to = String(stmt['newname']);
  const all = ctx.catalog.triggers?.() ?? [];
  const triggers = all.filter((t) => t.relOid === rel.oid);
  const t = triggers.find((x) => x.name === from);
  if (t === undefined) throw ctx.error('undefined_object', `trigger "${from}" for table "${rel.name}" does not exist`);
  // a clone is renamed with the partitioned table's trigger only (renametrig)
  if (t.parentOid !== undefined) {
    const parentRel = ctx.catalog.relationByOid(rel.inherits?.[0] ?? 0);
    throw PgError.fromCode('XX000', `cannot rename trigger "${from}" on table "${rel.name}"`, { hint: `Rename the trigger on the partitioned table "${parentRel?.name ?? '?'}" instead.` });
  }
  // the clones on the partitions are renamed too (renametrig_partition), each checked for a trigger of the new name
  const renamed = [t, ...clonesOf(ctx, t)];
  for (const x of renamed) {
    if (all.some((y) => y.relOid === x.relOid && y.name === to && y.oid !== x.oid)) {
      throw ctx.error('duplicate_object', `trigger "${to}" for relation "${ctx.catalog.relationByOid(x.relOid)?.name ?? rel.name}" already exists`);
    }
  }
  return { kind: 'ddl', steps: [...renamed.map((x) => `UPDATE _pgsqlite_trigger SET tgname = ${quoteString(to)} WHERE oid = ${x.oid}`), bumpVersion()], tag: 'ALTER TRIGGER', notices: [] };
}
